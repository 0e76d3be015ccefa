import path from "node:path";
import { z } from "zod";
import type { Db } from "./db/client";
import type { Env } from "./env";
import { deleteStaleCounters } from "./lib/rate-limit.repository";
import { DATA_EXPORT_LIMITS } from "@field-commons/shared/data-export";
import { purgeExpiredAccountTokens } from "./modules/auth/account-tokens.repository";
import { deleteExpiredSessions } from "./lib/sessions.repository";
import { deleteExpiredKeys } from "./lib/idempotency.repository";
import type { MailTransport } from "./modules/mail/mail";
import { OutboxTransport } from "./modules/mail/outbox-transport";
import { SmtpTransport } from "./modules/mail/smtp-transport";
import { taskType } from "./modules/tasks/task-types";
import { purgeFinishedTasks } from "./modules/tasks/tasks.repository";
import { handle, schedule, Worker, type TaskLogger } from "./modules/tasks/worker";
import { MODULES, type BackgroundWork } from "./modules";
import { createStorage } from "./storage/create-storage";
import type { Storage } from "./storage/storage";

/** The local outbox under DATA_DIR/mail, or SMTP when SMTP_URL is set. */
export function createMailTransport(env: Env, db: Db): MailTransport {
  return env.SMTP_URL
    ? new SmtpTransport(db, env.SMTP_URL, env.MAIL_FROM)
    : new OutboxTransport(db, path.join(env.dataDir, "mail"), env.MAIL_FROM);
}

const Empty = z.object({});
const ExpireSessions = taskType("housekeeping.expire-sessions", Empty, { maxAttempts: 1 });
const PurgeFinished = taskType("housekeeping.purge-finished-tasks", Empty, { maxAttempts: 3 });

function housekeeping(env: Env): BackgroundWork {
  return {
    handlers: [
      handle(ExpireSessions, async (_payload, { db }) => {
        await deleteExpiredSessions(db, {
          idleMs: env.SESSION_IDLE_DAYS * 86_400_000,
          maxMs: env.SESSION_MAX_DAYS * 86_400_000,
        });
        // Counters are kept as long as the longest window that uses them (a day's data exports).
        await deleteStaleCounters(
          db,
          Math.max(env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 2, DATA_EXPORT_LIMITS.windowSeconds),
        );
        await purgeExpiredAccountTokens(db);
        await deleteExpiredKeys(db);
      }),
      handle(PurgeFinished, async (_payload, { db, log }) => {
        const purged = await purgeFinishedTasks(db, { succeededDays: 7, failedDays: 30 });
        if (purged > 0) log.info({ purged }, "finished tasks purged");
      }),
    ],
    schedules: [
      schedule(ExpireSessions.name, 10 * 60_000, ExpireSessions, {}),
      schedule(PurgeFinished.name, 24 * 60 * 60_000, PurgeFinished, {}),
    ],
  };
}

export interface Background {
  worker: Worker;
  transport: MailTransport;
  /** Stops the worker (finishing or giving back its tasks) and closes the transport. */
  stop(): Promise<void>;
}

/**
 * Every background task the app knows, with the worker that runs them. The
 * server starts one in-process (unless WORKERS=off); `npm run worker` runs
 * only this.
 */
export function createBackground(options: {
  env: Env;
  db: Db;
  log: TaskLogger;
  /** Where uploads live (the recordings pipeline reads files); local disk under DATA_DIR/uploads by default. */
  storage?: Storage;
  /** Test overrides (short leases and the like). */
  worker?: Partial<ConstructorParameters<typeof Worker>[0]>;
}): Background {
  const { env, db, log } = options;
  const transport = createMailTransport(env, db);
  const mail = { transport, log, production: env.NODE_ENV === "production" };
  const storage = options.storage ?? createStorage(env);
  const work = [
    housekeeping(env),
    ...MODULES.flatMap((m) => m.background?.({ env, storage, mail }) ?? []),
  ];
  const worker = new Worker({
    db,
    log,
    pollMs: env.WORKER_POLL_MS,
    concurrency: env.WORKER_CONCURRENCY,
    handlers: work.flatMap((w) => w.handlers),
    schedules: work.flatMap((w) => w.schedules ?? []),
    ...options.worker,
  });
  return {
    worker,
    transport,
    async stop() {
      await worker.stop();
      await transport.close();
    },
  };
}
