import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const TASK_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const taskStatus = pgEnum("task_status", TASK_STATUSES);

/**
 * The task queue (decision 016). Workers claim due rows with
 * `FOR UPDATE SKIP LOCKED` and hold them under a lease (`locked_until`); a
 * task whose worker died is claimed again once its lease has run out.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The registered handler's name, e.g. `mail.send`. */
    name: text("name").notNull(),
    payload: jsonb("payload").notNull().default({}),
    status: taskStatus("status").notNull().default("queued"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** Runs started so far (a run cut short by a crash counts). */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lastError: text("last_error"),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** At most one task per key, ever (kept until the finished row is purged). */
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("tasks_dedupe_key_unique").on(t.dedupeKey),
    // What a worker looks for: due queued tasks, and running tasks whose lease ran out.
    index("tasks_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index("tasks_lease_idx")
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    index("tasks_finished_idx")
      .on(t.finishedAt)
      .where(sql`${t.finishedAt} is not null`),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
