import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { STORAGE_QUOTA_MB, UPLOAD_RATE_LIMIT } from "@field-commons/shared/uploads";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be one of true, false, 1, 0, yes, no",
  })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const positiveInt = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .positive("must be greater than 0");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int()
    .min(0, "must be a port number between 0 and 65535")
    .max(65535, "must be a port number between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /**
   * Connections each server keeps to PostgreSQL. Default: twice the cores, at
   * least 4; more connections than the database's cores can run only wait
   * their turn there, and lengthen the slowest answers.
   */
  DATABASE_POOL_SIZE: positiveInt
    .max(100, "must be between 1 and 100")
    .default(Math.max(4, 2 * os.availableParallelism())),
  /** Default: on, except with NODE_ENV=production, where only DEMO=true turns it on. */
  DEMO: bool.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: bool.default(false),
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ error: "must be a comma-separated list of origins" }))),
  SESSION_IDLE_DAYS: positiveInt.default(14),
  SESSION_MAX_DAYS: positiveInt.default(30),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
  AUTH_RATE_LIMIT_PER_IP: positiveInt.default(50),
  AUTH_RATE_LIMIT_PER_ACCOUNT: positiveInt.default(10),
  BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
  /** Seconds anonymous list pages and authors' published counts may come from memory; 0 turns it off. */
  PUBLIC_CACHE_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .min(0, "must be between 0 and 300")
    .max(300, "must be between 0 and 300")
    .default(5),
  TILE_URL: z.string().min(1).default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  TILE_ATTRIBUTION: z.string().default("&copy; OpenStreetMap contributors"),
  WEB_DIST_DIR: z.string().optional(),
  /** Nominatim-compatible geocoder (GET {url}/search?q=&format=json&limit=1), at most 1 request a second. */
  GEOCODER_URL: z.url().default("https://nominatim.openstreetmap.org"),
  /** Nominatim's usage policy asks for an identifying User-Agent; set one with a contact. */
  GEOCODER_USER_AGENT: z.string().min(1).default("FieldCommons/0.1 (self-hosted research planner)"),
  /** OpenStreetMap Overpass API, the default nearby-places provider. */
  OVERPASS_URL: z.url().default("https://overpass-api.de/api/interpreter"),
  /** When set, nearby places come from Google Places instead; the key never reaches clients. */
  GOOGLE_PLACES_API_KEY: z.string().min(1).optional(),
  GOOGLE_PLACES_URL: z.url().default("https://maps.googleapis.com"),
  /** Absolute address of the app, used in links sent by e-mail (default http://localhost:PORT). */
  APP_URL: z
    .url({ error: "must be an absolute http:// or https:// URL" })
    .regex(/^https?:\/\//, "must be an absolute http:// or https:// URL")
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  /** When set, mail goes out through this SMTP server; otherwise to the local outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, "must look like smtp://user:pass@host:587 or smtps://host:465")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Field Commons <no-reply@fieldcommons.localhost>"),
  /** Server rendering of public pages for signed-out visitors, when the web app's server build exists. */
  SERVER_RENDERING: z
    .enum(["on", "off", "true", "false", "1", "0", "yes", "no"], {
      error: "must be on or off",
    })
    .transform((v) => v === "on" || v === "true" || v === "1" || v === "yes")
    .default(true),
  /** In-process background workers (`off` when separate `npm run worker` processes run them). */
  WORKERS: z
    .enum(["on", "off", "true", "false", "1", "0", "yes", "no"], {
      error: "must be on or off",
    })
    .transform((v) => v === "on" || v === "true" || v === "1" || v === "yes")
    .default(true),
  /** How often an idle worker looks for due tasks. */
  WORKER_POLL_MS: positiveInt.default(1000),
  /** Tasks one worker runs at the same time. */
  WORKER_CONCURRENCY: positiveInt.default(2),
  /** Hours between scheduled database backups into DATA_DIR/backups (0: none). */
  BACKUP_EVERY_HOURS: z.coerce
    .number({ error: "must be a whole number of hours" })
    .int("must be a whole number of hours")
    .min(0, "must be 0 or more")
    .default(24),
  /** How many scheduled backups to keep. */
  BACKUP_KEEP: positiveInt.default(7),
  /** When the weekly digest of the previous ISO week is made and sent: weekday and time, UTC. */
  DIGEST_SCHEDULE: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^(mon|tue|wed|thu|fri|sat|sun) ([01]\d|2[0-3]):[0-5]\d$/,
      "must be a weekday and a UTC time, like 'mon 06:00'",
    )
    .default("mon 06:00"),
  /** Storage allowed per account, in MB (admins have no limit); defaults in packages/shared. */
  STORAGE_QUOTA_FREE_MB: positiveInt.default(STORAGE_QUOTA_MB.free),
  STORAGE_QUOTA_CONTRIBUTOR_MB: positiveInt.default(STORAGE_QUOTA_MB.contributor),
  /**
   * Speech to text for recordings: an OpenAI-compatible service
   * (POST {url}/v1/audio/transcriptions). Unset: offline recognition with
   * ffmpeg and pocketsphinx on this machine.
   */
  STT_URL: z.url({ error: "must be an absolute http:// or https:// URL" }).optional(),
  /** Bearer key for STT_URL (sent to that service only). */
  STT_API_KEY: z.string().min(1).optional(),
  /** The model STT_URL transcribes with (default whisper-1). */
  STT_MODEL: z.string().min(1).optional(),
  /**
   * Analysis of transcripts (summary, key quotes, action items, topics,
   * entities): an OpenAI-compatible chat service (POST {url}/v1/chat/completions).
   * Unset: the offline extractive analysis.
   */
  LLM_URL: z.url({ error: "must be an absolute http:// or https:// URL" }).optional(),
  /** Bearer key for LLM_URL (sent to that service only). */
  LLM_API_KEY: z.string().min(1).optional(),
  /** The model LLM_URL answers with (default gpt-4o-mini). */
  LLM_MODEL: z.string().min(1).optional(),
  /**
   * Sentence embeddings for semantic search: an OpenAI-compatible service
   * (POST {url}/v1/embeddings). Unset: the offline word-vector embedder.
   */
  EMBEDDINGS_URL: z.url({ error: "must be an absolute http:// or https:// URL" }).optional(),
  /** Bearer key for EMBEDDINGS_URL (sent to that service only). */
  EMBEDDINGS_API_KEY: z.string().min(1).optional(),
  /** The model EMBEDDINGS_URL embeds with (default text-embedding-3-small). */
  EMBEDDINGS_MODEL: z.string().min(1).optional(),
  /** Uploads (images and media) per account per window. */
  UPLOAD_RATE_LIMIT_PER_USER: positiveInt.default(UPLOAD_RATE_LIMIT.perUser),
  UPLOAD_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(UPLOAD_RATE_LIMIT.windowSeconds),
  /** Where uploaded files live: `local` (DATA_DIR/uploads) or `s3` (the S3_* settings). */
  STORAGE: z.enum(["local", "s3"], { error: "must be local or s3" }).default("local"),
  /** The bucket uploads go to with STORAGE=s3 (required then). */
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  /** An S3-compatible service (MinIO, Ceph, Cloudflare R2 ...); unset: AWS. */
  S3_ENDPOINT: z
    .url({ error: "must be an absolute http:// or https:// URL" })
    .regex(/^https?:\/\//, "must be an absolute http:// or https:// URL")
    .optional(),
  /** Both or neither; neither: the SDK's default credential chain (AWS_* variables, profile, role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (https://host/bucket/key), as most self-hosted services want. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Put before every key (`field-commons/`), so the bucket can hold other things too. */
  S3_PREFIX: z
    .string()
    .trim()
    .refine(
      (v) =>
        !v
          .replace(/^\/+|\/+$/g, "")
          .split("/")
          .some((part) => ["", ".", ".."].includes(part)),
      "must be folder names separated by /, like field-commons/ (no empty, . or .. parts)",
    )
    .optional(),
});

/** Settings whose values never appear in an error message. */
const SECRET_SETTINGS = new Set([
  "SMTP_URL",
  "GOOGLE_PLACES_API_KEY",
  "STT_API_KEY",
  "LLM_API_KEY",
  "EMBEDDINGS_API_KEY",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
]);

/** Settings that only make sense together. */
const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  if (env.STORAGE === "s3" && !env.S3_BUCKET) {
    ctx.addIssue({
      code: "custom",
      path: ["S3_BUCKET"],
      message: "is required when STORAGE=s3 (the bucket uploads go to)",
    });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    ctx.addIssue({
      code: "custom",
      path: [missing],
      message:
        "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither, for the default credential chain)",
    });
  }
});

export type Env = Omit<z.infer<typeof CheckedEnvSchema>, "DEMO"> & {
  /** Demo mode: DEMO, or on by default outside production. */
  DEMO: boolean;
  /** Absolute data directory. */
  dataDir: string;
  databaseKind: "pglite" | "postgres";
  /** APP_URL, or http://localhost:PORT; no trailing slash. */
  appUrl: string;
};

export class EnvError extends Error {}

/** loadEnv for a command line: says what is wrong and exits instead of throwing. */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Reads and validates configuration. The only reader of process.env. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = CheckedEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "");
      const value = SECRET_SETTINGS.has(name) ? "(hidden)" : JSON.stringify(cleaned[name] ?? "");
      return `  ${issue.path.join(".") || "(environment)"}=${value}: ${issue.message}`;
    });
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    ...env,
    DEMO: env.DEMO ?? env.NODE_ENV !== "production",
    dataDir: path.resolve(env.DATA_DIR),
    databaseKind: env.DATABASE_URL ? "postgres" : "pglite",
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
  };
}

/** What start-up should warn about in this configuration. */
export function envWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.DEMO && env.NODE_ENV === "production") {
    warnings.push(
      "Demo mode is on in production (DEMO=true): anyone can sign in as the demo admin with 'Admin Login (Demo)', and the demo accounts have published passwords. Set DEMO=false for a real deployment.",
    );
  }
  return warnings;
}

/** Test configuration: defaults plus overrides, never the real environment. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  // Tests write rows directly, so nothing is served from memory unless a test asks.
  return loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_CACHE_SECONDS: "0",
    // Tests that want a backup take one; none run on a schedule.
    BACKUP_EVERY_HOURS: "0",
    // Page tests see the plain app unless they ask for rendering.
    SERVER_RENDERING: "off",
    ...overrides,
  });
}
