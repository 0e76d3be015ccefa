import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tasks } from "../../db/schema/tasks";

/** Both drivers answer raw queries with { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Adds a task row; returns its id, or null when a task with the same dedupe
 * key already exists (nothing is added then).
 */
export async function insertTask(
  db: Db,
  values: {
    name: string;
    payload: unknown;
    runAt: Date;
    maxAttempts: number;
    dedupeKey: string | null;
  },
): Promise<string | null> {
  const rows = await db
    .insert(tasks)
    .values(values)
    .onConflictDoNothing({ target: tasks.dedupeKey })
    .returning({ id: tasks.id });
  return rows[0]?.id ?? null;
}

export interface ClaimedTask {
  id: string;
  name: string;
  payload: unknown;
  /** This run's number, starting at 1. */
  attempt: number;
  maxAttempts: number;
  /** True when an earlier run's lease ran out (its worker stopped). */
  leaseExpired: boolean;
}

const LEASE_EXPIRED = "The worker running this task stopped before it finished (lease expired).";

/**
 * Claims up to `limit` due tasks for one worker in one statement: a
 * `SELECT … FOR UPDATE SKIP LOCKED` picks rows no other worker is claiming,
 * and the update marks them running under a lease. Tasks whose lease ran out
 * are due again.
 */
export async function claimTasks(
  db: Db,
  options: {
    workerId: string;
    names: readonly string[];
    limit: number;
    leaseMs: number;
    /** Also queued tasks whose time has not come (draining a data directory before it is copied). */
    notYetDue?: boolean;
  },
): Promise<ClaimedTask[]> {
  if (options.names.length === 0 || options.limit <= 0) return [];
  const names = sql.join(
    options.names.map((name) => sql`${name}`),
    sql`, `,
  );
  const lease = `${Math.max(1, Math.round(options.leaseMs))} milliseconds`;
  const result = await db.execute(sql`
    update tasks as j set
      status = 'running',
      attempts = j.attempts + 1,
      locked_by = ${options.workerId},
      locked_until = now() + ${lease}::interval,
      last_error = case when j.status = 'running' then ${LEASE_EXPIRED} else j.last_error end,
      updated_at = now()
    from (
      select id, status as previous_status from tasks
      where name in (${names})
        and ((status = 'queued' and (run_at <= now() or ${options.notYetDue === true}))
          or (status = 'running' and locked_until <= now()))
      order by run_at, id
      limit ${options.limit}
      for update skip locked
    ) as due
    where j.id = due.id
    returning j.id, j.name, j.payload, j.attempts, j.max_attempts,
      due.previous_status = 'running' as lease_expired
  `);
  return rowsOf<{
    id: string;
    name: string;
    payload: unknown;
    attempts: number;
    max_attempts: number;
    lease_expired: boolean;
  }>(result).map((row) => ({
    id: row.id,
    name: row.name,
    payload: row.payload,
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
    leaseExpired: row.lease_expired,
  }));
}

/** Only the worker holding this run may settle it. */
function heldBy(taskId: string, workerId: string, attempt: number) {
  return and(
    eq(tasks.id, taskId),
    eq(tasks.status, "running"),
    eq(tasks.lockedBy, workerId),
    eq(tasks.attempts, attempt),
  );
}

const unlocked = { lockedBy: null, lockedUntil: null } as const;

export async function completeTask(
  db: Db,
  taskId: string,
  workerId: string,
  attempt: number,
): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({
      ...unlocked,
      status: "succeeded",
      lastError: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(taskId, workerId, attempt))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

export async function retryTask(
  db: Db,
  taskId: string,
  workerId: string,
  attempt: number,
  delayMs: number,
  error: string,
): Promise<boolean> {
  const delay = `${Math.max(0, Math.round(delayMs))} milliseconds`;
  const rows = await db
    .update(tasks)
    .set({
      ...unlocked,
      status: "queued",
      lastError: error,
      runAt: sql`now() + ${delay}::interval`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(taskId, workerId, attempt))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

export async function failTask(
  db: Db,
  taskId: string,
  workerId: string,
  attempt: number,
  error: string,
): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({
      ...unlocked,
      status: "failed",
      lastError: error,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(taskId, workerId, attempt))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** Gives an unfinished run back (at shutdown): due at once, and the run does not count. */
export async function releaseTask(
  db: Db,
  taskId: string,
  workerId: string,
  attempt: number,
): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({
      ...unlocked,
      status: "queued",
      attempts: sql`${tasks.attempts} - 1`,
      runAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(taskId, workerId, attempt))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** Extends the lease of a running task; false when the worker no longer holds it. */
export async function extendLease(
  db: Db,
  taskId: string,
  workerId: string,
  attempt: number,
  leaseMs: number,
): Promise<boolean> {
  const lease = `${Math.max(1, Math.round(leaseMs))} milliseconds`;
  const rows = await db
    .update(tasks)
    .set({ lockedUntil: sql`now() + ${lease}::interval`, updatedAt: sql`now()` })
    .where(heldBy(taskId, workerId, attempt))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** Deletes finished tasks: succeeded ones after `succeededDays`, failed ones after `failedDays`. */
export async function purgeFinishedTasks(
  db: Db,
  { succeededDays, failedDays }: { succeededDays: number; failedDays: number },
): Promise<number> {
  const day = 86_400_000;
  const succeeded = await db
    .delete(tasks)
    .where(
      and(
        eq(tasks.status, "succeeded"),
        lt(tasks.finishedAt, new Date(Date.now() - succeededDays * day)),
      ),
    )
    .returning({ id: tasks.id });
  const failed = await db
    .delete(tasks)
    .where(
      and(
        eq(tasks.status, "failed"),
        lt(tasks.finishedAt, new Date(Date.now() - failedDays * day)),
      ),
    )
    .returning({ id: tasks.id });
  return succeeded.length + failed.length;
}
