import pino from "pino";
import { buildApp } from "./app";
import { createBackground } from "./background";
import { DataDirLockedError } from "./db/data-dir-lock";
import { openDatabase } from "./db/open-database";
import { startCacheBus } from "./lib/cache-bus";
import { envWarnings, loadEnvOrExit } from "./env";
import { createStorage } from "./storage/create-storage";

async function main() {
  const env = loadEnvOrExit();
  const log = pino({ level: env.LOG_LEVEL });
  for (const warning of envWarnings(env)) log.warn(warning);

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

  // The demo data (its accounts, texts, images and PDF maker) loads only in
  // demo mode, from a chunk of its own in the build.
  const demo = env.DEMO ? await import("../demo") : null;
  // Migrations and demo seeding run once: servers and workers starting
  // together on one PostgreSQL wait for the first, then find the work done.
  const seeded = await database.exclusively(async () => {
    await database.migrate();
    return demo ? demo.seedDemoData(database.db, log, createStorage(env)) : false;
  });

  const app = await buildApp({ env, database });
  // On PostgreSQL other servers may share the data: their writes clear this one's caches.
  const cacheBus = env.DATABASE_URL ? startCacheBus(env.DATABASE_URL, log) : null;
  // Background tasks (mail, housekeeping) run in this process unless WORKERS=off,
  // when `npm run worker` processes run them instead.
  const background = env.WORKERS ? createBackground({ env, db: database.db, log }) : null;

  const shutdown = async (signal: string) => {
    log.info({ signal }, "shutting down");
    // No new connections; requests being handled finish. A keep-alive
    // connection whose last request is answered would otherwise hold the
    // close until its timeout: close connections as they fall idle, and
    // all of them after 30 s.
    const closing = app.close();
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => app.server.closeAllConnections(), 30_000);
    await closing;
    clearInterval(reaper);
    clearTimeout(deadline);
    // Running tasks finish, or go back to the queue for the next worker.
    await background?.stop();
    await cacheBus?.stop();
    await database.close();
    release();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: env.PORT, host: env.HOST });
  background?.worker.start();
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const lines = [
    "",
    `Field Commons is running at http://localhost:${port}`,
    `  database: ${database.kind === "pglite" ? `embedded PGlite in ${env.dataDir}/db` : "PostgreSQL (DATABASE_URL)"}`,
    `  API docs: http://localhost:${port}/api/docs`,
    `  mail: ${env.SMTP_URL ? "SMTP (SMTP_URL)" : `local outbox in ${env.dataDir}/mail`}; background tasks: ${background ? "in this process" : "off here (WORKERS=off)"}`,
  ];
  if (demo) {
    lines.push(
      seeded
        ? "  demo data loaded. Demo accounts:"
        : "  demo mode is on. Demo accounts (if not changed):",
    );
    for (const account of demo.DEMO_ACCOUNTS) {
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
