import os from "node:os";
import { describe, expect, it } from "vitest";
import { EnvError, envWarnings, loadEnv } from "./env";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DEMO: true,
      DATA_DIR: "./data",
      databaseKind: "pglite",
    });
  });

  it("reads the mail and worker settings", () => {
    const defaults = loadEnv({ PORT: "4100" });
    expect(defaults).toMatchObject({
      appUrl: "http://localhost:4100",
      WORKERS: true,
      WORKER_POLL_MS: 1000,
      MAIL_FROM: "Field Commons <no-reply@fieldcommons.localhost>",
    });
    expect(defaults.SMTP_URL).toBeUndefined();
    const set = loadEnv({
      APP_URL: "https://commons.example.org/",
      WORKERS: "off",
      SMTP_URL: "smtps://user:pass@mail.example.org:465",
    });
    expect(set).toMatchObject({ appUrl: "https://commons.example.org", WORKERS: false });
    expect(() => loadEnv({ SMTP_URL: "mail.example.org" })).toThrowError(/SMTP_URL/);
    expect(() => loadEnv({ WORKERS: "sometimes" })).toThrowError(
      /WORKERS="sometimes": must be on or off/,
    );
    expect(() => loadEnv({ APP_URL: "ftp://x" })).toThrowError(/APP_URL/);
  });

  it("switches to PostgreSQL when DATABASE_URL is set", () => {
    expect(loadEnv({ DATABASE_URL: "postgres://u@h/db" }).databaseKind).toBe("postgres");
  });

  it("keeps twice the cores in PostgreSQL connections, at least 4, unless told otherwise", () => {
    expect(loadEnv({}).DATABASE_POOL_SIZE).toBe(Math.max(4, 2 * os.availableParallelism()));
    expect(loadEnv({ DATABASE_POOL_SIZE: "12" }).DATABASE_POOL_SIZE).toBe(12);
    expect(() => loadEnv({ DATABASE_POOL_SIZE: "0" })).toThrowError(
      /DATABASE_POOL_SIZE="0": must be greater than 0/,
    );
    expect(() => loadEnv({ DATABASE_POOL_SIZE: "500" })).toThrowError(
      /DATABASE_POOL_SIZE="500": must be between 1 and 100/,
    );
  });

  it("names every bad value with a clear message", () => {
    expect(() =>
      loadEnv({ PORT: "eighty", DEMO: "maybe", DATABASE_URL: "mysql://x" }),
    ).toThrowError(EnvError);
    try {
      loadEnv({ PORT: "eighty", DEMO: "maybe", DATABASE_URL: "mysql://x" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty": must be a port number');
      expect(message).toContain('DEMO="maybe": must be one of true, false, 1, 0, yes, no');
      expect(message).toContain('DATABASE_URL="mysql://x": must start with postgres://');
    }
  });
});

describe("demo mode in production", () => {
  it("is on by default outside production and off in production unless DEMO=true", () => {
    expect(loadEnv({}).DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: "test" }).DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: "production" }).DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: "production", DEMO: "true" }).DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: "development", DEMO: "false" }).DEMO).toBe(false);
  });

  it("warns when demo mode is on in production, and only then", () => {
    expect(envWarnings(loadEnv({ NODE_ENV: "production", DEMO: "true" }))).toEqual([
      expect.stringContaining("Demo mode is on in production"),
    ]);
    expect(envWarnings(loadEnv({ NODE_ENV: "production" }))).toEqual([]);
    expect(envWarnings(loadEnv({}))).toEqual([]);
  });
});

describe("storage quota and upload rate settings", () => {
  it("defaults to the shared constants and takes overrides", () => {
    expect(loadEnv({})).toMatchObject({
      STORAGE_QUOTA_FREE_MB: 50,
      STORAGE_QUOTA_CONTRIBUTOR_MB: 1000,
      UPLOAD_RATE_LIMIT_PER_USER: 30,
      UPLOAD_RATE_LIMIT_WINDOW_SECONDS: 600,
    });
    expect(loadEnv({ STORAGE_QUOTA_FREE_MB: "5" }).STORAGE_QUOTA_FREE_MB).toBe(5);
    expect(() => loadEnv({ STORAGE_QUOTA_FREE_MB: "-1" })).toThrowError(/STORAGE_QUOTA_FREE_MB/);
  });
});

describe("storage settings", () => {
  it("stores on local disk by default, with the S3 defaults ready", () => {
    expect(loadEnv({})).toMatchObject({
      STORAGE: "local",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: false,
    });
    expect(loadEnv({}).S3_BUCKET).toBeUndefined();
  });

  it("reads an S3-compatible service's settings", () => {
    const env = loadEnv({
      STORAGE: "s3",
      S3_BUCKET: "commons-uploads",
      S3_REGION: "eu-central-1",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "minio",
      S3_SECRET_ACCESS_KEY: "minio-secret",
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: "field-commons/",
    });
    expect(env).toMatchObject({
      STORAGE: "s3",
      S3_BUCKET: "commons-uploads",
      S3_REGION: "eu-central-1",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: "field-commons/",
    });
    // No keys: the SDK's own credential chain.
    expect(loadEnv({ STORAGE: "s3", S3_BUCKET: "b" }).S3_ACCESS_KEY_ID).toBeUndefined();
  });

  it("says clearly what STORAGE=s3 lacks or got wrong", () => {
    expect(() => loadEnv({ STORAGE: "s3" })).toThrowError(
      /S3_BUCKET="": is required when STORAGE=s3/,
    );
    expect(() => loadEnv({ STORAGE: "gcs" })).toThrowError(/STORAGE="gcs": must be local or s3/);
    expect(() =>
      loadEnv({ STORAGE: "s3", S3_BUCKET: "b", S3_ENDPOINT: "minio:9000" }),
    ).toThrowError(/S3_ENDPOINT="minio:9000": must be an absolute http/);
    expect(() => loadEnv({ S3_FORCE_PATH_STYLE: "sure" })).toThrowError(/S3_FORCE_PATH_STYLE/);
    expect(() => loadEnv({ S3_PREFIX: "uploads/../other" })).toThrowError(/S3_PREFIX/);
    expect(loadEnv({ S3_PREFIX: "/tenant-a/uploads/" }).S3_PREFIX).toBe("/tenant-a/uploads/");
  });

  it("never repeats a secret in an error message", () => {
    let message = "";
    try {
      loadEnv({ STORAGE: "s3", S3_BUCKET: "b", S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI-very-secret" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("S3_ACCESS_KEY_ID");
    expect(message).not.toContain("wJalrXUtnFEMI");
    try {
      loadEnv({ STORAGE: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "AKIAEXAMPLEKEYID" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("S3_SECRET_ACCESS_KEY=(hidden)");
    expect(message).not.toContain("AKIAEXAMPLEKEYID");
    try {
      loadEnv({ SMTP_URL: "user:hunter2@mail.example.org" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("SMTP_URL=(hidden)");
    expect(message).not.toContain("hunter2");
  });
});
