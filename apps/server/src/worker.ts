import pino from "pino";
import { createBackground } from "./background";
import { DataDirLockedError } from "./db/data-dir-lock";
import { openDatabase } from "./db/open-database";
import { startCacheBus } from "./lib/cache-bus";
import { loadEnvOrExit } from "./env";

/**
 * `npm run worker`: background workers only, no HTTP. Run as many as needed
 * beside app servers started with WORKERS=off; they share the PostgreSQL
 * task table. (With the embedded database only one process can open it, so
 * there the server's in-process workers are the way.)
 *
 * `npm run worker -- --drain` runs every task that is due, one after another,
 * and exits when none is left (from cron, say). With `--all` it also runs the
 * tasks queued for later: a stopped server's embedded database is then
 * finished (search index, transcripts, mail) before it is copied, as the
 * end-to-end tests do with the demo data.
 */
async function main() {
  const env = loadEnvOrExit();
  const log = pino({ level: env.LOG_LEVEL });

  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase(env);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `Cannot start the worker: ${error.message}. The embedded database serves one process: ` +
          "let the server run the tasks (WORKERS=on), or use PostgreSQL (DATABASE_URL).",
      );
      process.exit(1);
    }
    throw error;
  }
  const { database, release } = opened;
  await database.exclusively(() => database.migrate());

  const background = createBackground({ env, db: database.db, log });
  // Tasks' writes (a job posting closed by the sweep, a finished export) clear the app servers' caches.
  const cacheBus = env.DATABASE_URL ? startCacheBus(env.DATABASE_URL, log) : null;
  const shutdown = async (reason: string) => {
    log.info({ reason }, "worker shutting down");
    await background.stop();
    await cacheBus?.stop();
    await database.close();
    release();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  if (process.argv.includes("--drain")) {
    const started = Date.now();
    const ran = await background.worker.drain({ notYetDue: process.argv.includes("--all") });
    log.info({ ran, ms: Date.now() - started }, "every due task has run");
    await shutdown("drained");
  }

  background.worker.start();
  log.info(
    {
      workerId: background.worker.id,
      database: database.kind,
      mail: background.transport.name,
      pollMs: env.WORKER_POLL_MS,
      concurrency: env.WORKER_CONCURRENCY,
    },
    "worker started",
  );
}

main().catch((error: unknown) => {
  console.error("Field Commons worker failed to start:", error);
  process.exit(1);
});
