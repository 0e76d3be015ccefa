import type { z } from "zod";
import type { Db } from "../../db/client";
import { insertTask } from "./tasks.repository";

export interface Backoff {
  /** Delay before the second attempt; doubles for each further one. */
  baseMs: number;
  /** The delay never grows past this. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 5_000, maxMs: 60 * 60_000 };
export const DEFAULT_MAX_ATTEMPTS = 5;

/** A kind of task: its name and the Zod schema of its payload. */
export interface TaskType<P> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  readonly maxAttempts: number;
  readonly backoff: Backoff;
  /**
   * A person is waiting for it (a verification or password-reset message):
   * such tasks are claimed before others, and a worker keeps a slot for them
   * beyond its concurrency, so hours of indexing never hold up a sign-up.
   */
  readonly urgent: boolean;
}

export function taskType<S extends z.ZodType>(
  name: string,
  payload: S,
  options: { maxAttempts?: number; backoff?: Backoff; urgent?: boolean } = {},
): TaskType<z.output<S>> {
  return {
    name,
    payload: payload as z.ZodType<z.output<S>>,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoff: options.backoff ?? DEFAULT_BACKOFF,
    urgent: options.urgent ?? false,
  };
}

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one task with this key is ever enqueued; later ones are dropped. */
  dedupeKey?: string;
  /** Overrides the task type's attempt limit. */
  maxAttempts?: number;
}

export interface Enqueued {
  /** The new task's id; null when a task with the same dedupe key already exists. */
  id: string | null;
  created: boolean;
}

/**
 * Adds a task. Takes the database or a caller's transaction, so the task is
 * committed (or rolled back) with the caller's own writes. A task type checks
 * the payload now; a bare name leaves the check to the worker.
 */
export async function enqueue<P>(
  db: Db,
  task: TaskType<P>,
  payload: P,
  options?: EnqueueOptions,
): Promise<Enqueued>;
export async function enqueue(
  db: Db,
  task: string,
  payload: unknown,
  options?: EnqueueOptions,
): Promise<Enqueued>;
export async function enqueue<P>(
  db: Db,
  task: TaskType<P> | string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<Enqueued> {
  const name = typeof task === "string" ? task : task.name;
  const value = typeof task === "string" ? payload : task.payload.parse(payload);
  const id = await insertTask(db, {
    name,
    payload: value ?? {},
    runAt: options.runAt ?? new Date(),
    maxAttempts:
      options.maxAttempts ?? (typeof task === "string" ? DEFAULT_MAX_ATTEMPTS : task.maxAttempts),
    dedupeKey: options.dedupeKey ?? null,
  });
  return { id, created: id !== null };
}

/**
 * Exponential backoff with jitter: the n-th retry waits between half and all
 * of min(maxMs, baseMs * 2^(n-1)), so retries of many tasks spread out.
 */
export function backoffDelay(
  backoff: Backoff,
  failedAttempts: number,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, failedAttempts - 1);
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(exponent, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Thrown by a handler when retrying cannot help (the task fails at once). */
export class PermanentTaskError extends Error {
  override readonly name = "PermanentTaskError";
}
