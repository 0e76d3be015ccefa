import type { z } from "zod";
import type { Db } from "../../db/client";
import { insertJob } from "./queue.repository";

export interface Backoff {
  /** Delay before the second attempt; doubles for each further one. */
  baseMs: number;
  /** The delay never grows past this. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 5_000, maxMs: 60 * 60_000 };
export const DEFAULT_MAX_ATTEMPTS = 5;

/** A kind of job: its name and the Zod schema of its payload. */
export interface JobType<P> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  readonly maxAttempts: number;
  readonly backoff: Backoff;
}

export function jobType<S extends z.ZodType>(
  name: string,
  payload: S,
  options: { maxAttempts?: number; backoff?: Backoff } = {},
): JobType<z.output<S>> {
  return {
    name,
    payload: payload as z.ZodType<z.output<S>>,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoff: options.backoff ?? DEFAULT_BACKOFF,
  };
}

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one job with this key is ever enqueued; later ones are dropped. */
  dedupeKey?: string;
  /** Overrides the job type's attempt limit. */
  maxAttempts?: number;
}

export interface Enqueued {
  /** The new job's id; null when a job with the same dedupe key already exists. */
  id: string | null;
  created: boolean;
}

/**
 * Adds a job. Takes the database or a caller's transaction, so the job is
 * committed (or rolled back) with the caller's own writes. A job type checks
 * the payload now; a bare name leaves the check to the worker.
 */
export async function enqueue<P>(
  db: Db,
  job: JobType<P>,
  payload: P,
  options?: EnqueueOptions,
): Promise<Enqueued>;
export async function enqueue(
  db: Db,
  job: string,
  payload: unknown,
  options?: EnqueueOptions,
): Promise<Enqueued>;
export async function enqueue<P>(
  db: Db,
  job: JobType<P> | string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<Enqueued> {
  const name = typeof job === "string" ? job : job.name;
  const value = typeof job === "string" ? payload : job.payload.parse(payload);
  const id = await insertJob(db, {
    name,
    payload: value ?? {},
    runAt: options.runAt ?? new Date(),
    maxAttempts:
      options.maxAttempts ?? (typeof job === "string" ? DEFAULT_MAX_ATTEMPTS : job.maxAttempts),
    dedupeKey: options.dedupeKey ?? null,
  });
  return { id, created: id !== null };
}

/**
 * Exponential backoff with jitter: the n-th retry waits between half and all
 * of min(maxMs, baseMs * 2^(n-1)), so retries of many jobs spread out.
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

/** Thrown by a handler when retrying cannot help (the job fails at once). */
export class PermanentJobError extends Error {
  override readonly name = "PermanentJobError";
}
