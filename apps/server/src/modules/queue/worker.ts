import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "../../db/client";
import { backoffDelay, enqueue, PermanentJobError, type Backoff, type JobType } from "./jobs";
import {
  claimJobs,
  completeJob,
  extendLease,
  failJob,
  releaseJob,
  retryJob,
  type ClaimedJob,
} from "./queue.repository";

/** The part of a pino logger the worker uses (pino and Fastify's logger both fit). */
export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobContext {
  db: Db;
  log: JobLogger;
  jobId: string;
  attempt: number;
  /** Aborted when the worker gives the job back (shutdown) or loses its lease. */
  signal: AbortSignal;
}

/** A handler with its payload type erased, so handlers of every type share one list. */
export interface JobHandler {
  readonly name: string;
  readonly backoff: Backoff;
  execute(payload: unknown, context: JobContext): Promise<void>;
}

/** Registers a handler for a job type; the payload is checked with the type's schema first. */
export function handle<P>(
  type: JobType<P>,
  run: (payload: P, context: JobContext) => Promise<void>,
): JobHandler {
  return {
    name: type.name,
    backoff: type.backoff,
    async execute(payload, context) {
      const parsed = type.payload.safeParse(payload);
      if (!parsed.success) {
        throw new PermanentJobError(`Invalid payload for ${type.name}: ${parsed.error.message}`);
      }
      await run(parsed.data, context);
    },
  };
}

/** A job enqueued once per period, whichever and however many processes run workers. */
export interface Schedule {
  /** Part of the dedupe key `name:period-start`. */
  name: string;
  everyMs: number;
  /** Periods start this long after multiples of everyMs from the epoch (a weekday and hour). */
  offsetMs: number;
  enqueue(db: Db, options: { dedupeKey: string; runAt: Date }): Promise<unknown>;
}

export function schedule<P>(
  name: string,
  everyMs: number,
  type: JobType<P>,
  /** The payload, or one made from the start of the period. */
  payload: P | ((periodStart: Date) => P),
  options: { offsetMs?: number } = {},
): Schedule {
  const payloadFor =
    typeof payload === "function" ? (payload as (start: Date) => P) : () => payload;
  return {
    name,
    everyMs,
    offsetMs: options.offsetMs ?? 0,
    enqueue: (db, enqueueOptions) =>
      enqueue(db, type, payloadFor(enqueueOptions.runAt), enqueueOptions),
  };
}

export interface WorkerOptions {
  db: Db;
  log: JobLogger;
  handlers: readonly JobHandler[];
  schedules?: readonly Schedule[];
  /** How long to sleep when no job is due. */
  pollMs?: number;
  /** Jobs run at the same time by this worker. */
  concurrency?: number;
  /** How long a claimed job stays locked without a heartbeat; renewed every third of it. */
  leaseMs?: number;
  /** How long stop() waits for running jobs before giving them back. */
  shutdownGraceMs?: number;
  workerId?: string;
  /** Clock for schedule periods (tests move it). */
  now?: () => number;
  random?: () => number;
}

interface Running {
  job: ClaimedJob;
  controller: AbortController;
  done: Promise<void>;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

/**
 * Claims due jobs from the `background_jobs` table and runs their handlers.
 * Any number of workers, in any number of processes, can share one database.
 */
export class Worker {
  readonly id: string;
  private readonly db: Db;
  private readonly log: JobLogger;
  private readonly handlers: Map<string, JobHandler>;
  private readonly schedules: readonly Schedule[];
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly shutdownGraceMs: number;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly running = new Map<string, Running>();
  private readonly lastPeriod = new Map<string, number>();
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;

  constructor(options: WorkerOptions) {
    this.db = options.db;
    this.log = options.log;
    this.handlers = new Map(options.handlers.map((h) => [h.name, h]));
    this.schedules = options.schedules ?? [];
    this.pollMs = options.pollMs ?? 1000;
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.leaseMs = options.leaseMs ?? 60_000;
    this.shutdownGraceMs = options.shutdownGraceMs ?? 10_000;
    this.id = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  /** Starts polling in the background. */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.poll();
  }

  /** Wakes a sleeping worker (after an enqueue in this process). */
  nudge(): void {
    this.wake?.();
  }

  /**
   * Stops polling, waits up to the grace period for running jobs, and gives
   * back those still running so another worker takes them at once.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.nudge();
    await this.loop;
    this.loop = null;
    const pending = [...this.running.values()];
    if (pending.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.shutdownGraceMs);
    });
    await Promise.race([Promise.all(pending.map((r) => r.done)), grace]);
    clearTimeout(timer);
    for (const entry of this.running.values()) {
      entry.controller.abort(new Error("worker stopping"));
      const released = await releaseJob(this.db, entry.job.id, this.id, entry.job.attempt).catch(
        () => false,
      );
      this.log.warn(
        { jobId: entry.job.id, job: entry.job.name, released },
        "job given back at shutdown",
      );
    }
  }

  /** Enqueues the current period of every schedule not yet enqueued by this process. */
  async enqueueScheduled(): Promise<void> {
    const now = this.now();
    for (const item of this.schedules) {
      const periodStart =
        Math.floor((now - item.offsetMs) / item.everyMs) * item.everyMs + item.offsetMs;
      if (this.lastPeriod.get(item.name) === periodStart) continue;
      const runAt = new Date(periodStart);
      await item.enqueue(this.db, { dedupeKey: `${item.name}:${runAt.toISOString()}`, runAt });
      this.lastPeriod.set(item.name, periodStart);
    }
  }

  /**
   * Runs due jobs until none is left, one claim at a time; returns how many
   * ran. For tests and scripts: the polling loop does the same continuously.
   */
  async drain(): Promise<number> {
    let count = 0;
    for (;;) {
      await this.enqueueScheduled();
      const started = await this.claimAndStart(1);
      if (started.length === 0) return count;
      await Promise.all(started.map((r) => r.done));
      count += started.length;
    }
  }

  private async poll(): Promise<void> {
    while (!this.stopping) {
      let claimed = 0;
      try {
        await this.enqueueScheduled();
        const free = this.concurrency - this.running.size;
        if (free > 0) claimed = (await this.claimAndStart(free)).length;
      } catch (error) {
        this.log.error({ err: error }, "job worker could not poll");
      }
      if (this.stopping) break;
      if (this.running.size >= this.concurrency) {
        await this.sleep(this.pollMs, Promise.race([...this.running.values()].map((r) => r.done)));
      } else if (claimed === 0) {
        await this.sleep(this.pollMs);
      }
    }
  }

  private sleep(ms: number, orUntil?: Promise<void>): Promise<void> {
    return new Promise<void>((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wake = finish;
      void orUntil?.then(finish);
    });
  }

  private async claimAndStart(limit: number): Promise<Running[]> {
    const jobs = await claimJobs(this.db, {
      workerId: this.id,
      names: [...this.handlers.keys()],
      limit,
      leaseMs: this.leaseMs,
    });
    return jobs.map((job) => {
      const controller = new AbortController();
      const entry: Running = { job, controller, done: Promise.resolve() };
      entry.done = this.run(job, controller)
        .catch((error: unknown) => {
          // Settling failed (database unreachable): the lease runs out and the job is taken again.
          this.log.error({ err: error, jobId: job.id, job: job.name }, "job could not be settled");
        })
        .finally(() => {
          this.running.delete(job.id);
          this.nudge();
        });
      this.running.set(job.id, entry);
      return entry;
    });
  }

  private async run(job: ClaimedJob, controller: AbortController): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) return;
    if (job.attempt > job.maxAttempts) {
      // Its last permitted run was cut short by a worker that stopped.
      await failJob(
        this.db,
        job.id,
        this.id,
        job.attempt,
        "Gave up: " +
          job.maxAttempts +
          " runs started, the last one did not finish (lease expired).",
      );
      this.log.error({ jobId: job.id, job: job.name }, "job failed");
      return;
    }
    if (job.leaseExpired) {
      this.log.warn(
        { jobId: job.id, job: job.name, attempt: job.attempt },
        "job taken over after its lease expired",
      );
    }
    const heartbeat = setInterval(
      () => {
        void extendLease(this.db, job.id, this.id, job.attempt, this.leaseMs)
          .then((held) => {
            if (!held) controller.abort(new Error("lease lost"));
          })
          .catch(() => {});
      },
      Math.max(10, Math.floor(this.leaseMs / 3)),
    );
    const context: JobContext = {
      db: this.db,
      log: this.log,
      jobId: job.id,
      attempt: job.attempt,
      signal: controller.signal,
    };
    try {
      await handler.execute(job.payload, context);
      clearInterval(heartbeat);
      if (controller.signal.aborted) return;
      await completeJob(this.db, job.id, this.id, job.attempt);
    } catch (error) {
      clearInterval(heartbeat);
      if (controller.signal.aborted) return;
      const reason = errorText(error);
      const permanent = error instanceof PermanentJobError;
      if (permanent || job.attempt >= job.maxAttempts) {
        await failJob(this.db, job.id, this.id, job.attempt, reason);
        this.log.error(
          { jobId: job.id, job: job.name, attempt: job.attempt, reason },
          "job failed",
        );
      } else {
        const delayMs = backoffDelay(handler.backoff, job.attempt, this.random);
        await retryJob(this.db, job.id, this.id, job.attempt, delayMs, reason);
        this.log.warn(
          { jobId: job.id, job: job.name, attempt: job.attempt, retryInMs: delayMs, reason },
          "job will be retried",
        );
      }
    }
  }
}
