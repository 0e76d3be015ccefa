import path from "node:path";
import pino from "pino";
import { buildApp } from "./app";
import { openPglite, postgresDatabase, type Database } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock";
import { DEMO_ACCOUNTS } from "./demo/demo-accounts";
import { seedDemoData } from "./demo/seed";
import { EnvError, loadEnv, type Env } from "./env";
import { deleteStaleCounters } from "./lib/rate-limit.repository";
import { deleteExpiredSessions } from "./modules/auth/sessions.repository";
import { LocalDiskStorage } from "./storage/local-disk-storage";

async function openDatabase(env: Env): Promise<{ database: Database; release: () => void }> {
  if (env.DATABASE_URL) {
    return { database: postgresDatabase(env.DATABASE_URL), release: () => {} };
  }
  const release = lockDataDir(env.dataDir);
  try {
    const database = await openPglite(`${env.dataDir}/db`);
    return { database, release };
  } catch (error) {
    release();
    throw error;
  }
}

async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: env.LOG_LEVEL });

  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase(env);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`Cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { database, release } = opened;

  await database.migrate();
  const seeded = env.DEMO
    ? await seedDemoData(database.db, log, new LocalDiskStorage(path.join(env.dataDir, "uploads")))
    : false;

  const app = await buildApp({ env, database });

  const shutdown = async (signal: string) => {
    log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    release();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  const housekeeping = setInterval(() => {
    const policy = {
      idleMs: env.SESSION_IDLE_DAYS * 86_400_000,
      maxMs: env.SESSION_MAX_DAYS * 86_400_000,
    };
    void deleteExpiredSessions(database.db, policy).catch((err) =>
      log.warn({ err }, "session cleanup failed"),
    );
    void deleteStaleCounters(database.db, env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 2).catch((err) =>
      log.warn({ err }, "rate-limit cleanup failed"),
    );
  }, 10 * 60_000);
  housekeeping.unref();

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const lines = [
    "",
    `Field Commons is running at http://localhost:${port}`,
    `  database: ${database.kind === "pglite" ? `embedded PGlite in ${env.dataDir}/db` : "PostgreSQL (DATABASE_URL)"}`,
    `  API docs: http://localhost:${port}/api/docs`,
  ];
  if (env.DEMO) {
    lines.push(
      seeded
        ? "  demo data loaded. Demo accounts:"
        : "  demo mode is on. Demo accounts (if not changed):",
    );
    for (const account of DEMO_ACCOUNTS) {
      lines.push(
        `    ${account.role.padEnd(11)} ${account.email.padEnd(32)} password: ${account.password}`,
      );
    }
  }
  lines.push("");
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  console.error("Field Commons failed to start:", error);
  process.exit(1);
});
