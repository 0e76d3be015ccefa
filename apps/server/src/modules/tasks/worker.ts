import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "../../db/client";
import {
  backoffDelay,
  enqueue,
  PermanentTaskError,
  type Backoff,
  type TaskType,
} from "./task-types";
import {
  claimTasks,
  completeTask,
  extendLease,
  failTask,
  releaseTask,
  retryTask,
  type ClaimedTask,
} from "./tasks.repository";

/** The part of a pino logger the worker uses (pino and Fastify's logger both fit). */
export interface TaskLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface TaskContext {
  db: Db;
  log: TaskLogger;
  taskId: string;
  attempt: number;
  /** Aborted when the worker gives the task back (shutdown) or loses its lease. */
  signal: AbortSignal;
}

/** A handler with its payload type erased, so handlers of every type share one list. */
export interface TaskHandler {
  readonly name: string;
  readonly backoff: Backoff;
  readonly urgent: boolean;
  execute(payload: unknown, context: TaskContext): Promise<void>;
}

/** Registers a handler for a task type; the payload is checked with the type's schema first. */
export function handle<P>(
  type: TaskType<P>,
  run: (payload: P, context: TaskContext) => Promise<void>,
): TaskHandler {
  return {
    name: type.name,
    backoff: type.backoff,
    urgent: type.urgent,
    async execute(payload, context) {
      const parsed = type.payload.safeParse(payload);
      if (!parsed.success) {
        throw new PermanentTaskError(`Invalid payload for ${type.name}: ${parsed.error.message}`);
      }
      await run(parsed.data, context);
    },
  };
}

/** A task enqueued once per period, whichever and however many processes run workers. */
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
  type: TaskType<P>,
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
  log: TaskLogger;
  handlers: readonly TaskHandler[];
  schedules?: readonly Schedule[];
  /** How long to sleep when no task is due. */
  pollMs?: number;
  /** Tasks run at the same time by this worker; urgent tasks may use one slot more. */
  concurrency?: number;
  /** How long a claimed task stays locked without a heartbeat; renewed every third of it. */
  leaseMs?: number;
  /** How long stop() waits for running tasks before giving them back. */
  shutdownGraceMs?: number;
  workerId?: string;
  /** Clock for schedule periods (tests move it). */
  now?: () => number;
  random?: () => number;
}

interface Running {
  task: ClaimedTask;
  controller: AbortController;
  done: Promise<void>;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

/**
 * Claims due tasks from the `tasks` table and runs their handlers.
 * Any number of workers, in any number of processes, can share one database.
 */
export class Worker {
  readonly id: string;
  private readonly db: Db;
  private readonly log: TaskLogger;
  private readonly handlers: Map<string, TaskHandler>;
  private readonly urgentNames: readonly string[];
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
    this.urgentNames = options.handlers.filter((h) => h.urgent).map((h) => h.name);
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
   * Stops polling, waits up to the grace period for running tasks, and gives
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
      const released = await releaseTask(this.db, entry.task.id, this.id, entry.task.attempt).catch(
        () => false,
      );
      this.log.warn(
        { taskId: entry.task.id, task: entry.task.name, released },
        "task given back at shutdown",
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
   * Runs due tasks until none is left, one claim at a time; returns how many
   * ran. For tests and scripts: the polling loop does the same continuously.
   * With `notYetDue`, tasks queued for later run too, in the order of their time.
   */
  async drain(options: { notYetDue?: boolean } = {}): Promise<number> {
    let count = 0;
    for (;;) {
      await this.enqueueScheduled();
      const started = await this.claimAndStart(1, { notYetDue: options.notYetDue });
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
        // Urgent tasks first, into the free slots and the one kept for them;
        // then any task into the slots still free.
        const freeForUrgent = this.concurrency + 1 - this.running.size;
        if (this.urgentNames.length > 0 && freeForUrgent > 0) {
          claimed += (await this.claimAndStart(freeForUrgent, { names: this.urgentNames })).length;
        }
        const free = this.concurrency - this.running.size;
        if (free > 0) claimed += (await this.claimAndStart(free)).length;
      } catch (error) {
        this.log.error({ err: error }, "task worker could not poll");
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

  /** Claims up to `limit` tasks (of `names`, by default every handled one) and starts them. */
  private async claimAndStart(
    limit: number,
    options: { names?: readonly string[]; notYetDue?: boolean } = {},
  ): Promise<Running[]> {
    const { names = [...this.handlers.keys()], notYetDue = false } = options;
    const tasks = await claimTasks(this.db, {
      workerId: this.id,
      names,
      notYetDue,
      limit,
      leaseMs: this.leaseMs,
    });
    return tasks.map((task) => {
      const controller = new AbortController();
      const entry: Running = { task, controller, done: Promise.resolve() };
      entry.done = this.run(task, controller)
        .catch((error: unknown) => {
          // Settling failed (database unreachable): the lease runs out and the task is taken again.
          this.log.error(
            { err: error, taskId: task.id, task: task.name },
            "task could not be settled",
          );
        })
        .finally(() => {
          this.running.delete(task.id);
          this.nudge();
        });
      this.running.set(task.id, entry);
      return entry;
    });
  }

  private async run(task: ClaimedTask, controller: AbortController): Promise<void> {
    const handler = this.handlers.get(task.name);
    if (!handler) return;
    if (task.attempt > task.maxAttempts) {
      // Its last permitted run was cut short by a worker that stopped.
      await failTask(
        this.db,
        task.id,
        this.id,
        task.attempt,
        "Gave up: " +
          task.maxAttempts +
          " runs started, the last one did not finish (lease expired).",
      );
      this.log.error({ taskId: task.id, task: task.name }, "task failed");
      return;
    }
    if (task.leaseExpired) {
      this.log.warn(
        { taskId: task.id, task: task.name, attempt: task.attempt },
        "task taken over after its lease expired",
      );
    }
    const heartbeat = setInterval(
      () => {
        void extendLease(this.db, task.id, this.id, task.attempt, this.leaseMs)
          .then((held) => {
            if (!held) controller.abort(new Error("lease lost"));
          })
          .catch(() => {});
      },
      Math.max(10, Math.floor(this.leaseMs / 3)),
    );
    const context: TaskContext = {
      db: this.db,
      log: this.log,
      taskId: task.id,
      attempt: task.attempt,
      signal: controller.signal,
    };
    try {
      await handler.execute(task.payload, context);
      clearInterval(heartbeat);
      if (controller.signal.aborted) return;
      await completeTask(this.db, task.id, this.id, task.attempt);
    } catch (error) {
      clearInterval(heartbeat);
      if (controller.signal.aborted) return;
      const reason = errorText(error);
      const permanent = error instanceof PermanentTaskError;
      if (permanent || task.attempt >= task.maxAttempts) {
        await failTask(this.db, task.id, this.id, task.attempt, reason);
        this.log.error(
          { taskId: task.id, task: task.name, attempt: task.attempt, reason },
          "task failed",
        );
      } else {
        const delayMs = backoffDelay(handler.backoff, task.attempt, this.random);
        await retryTask(this.db, task.id, this.id, task.attempt, delayMs, reason);
        this.log.warn(
          { taskId: task.id, task: task.name, attempt: task.attempt, retryInMs: delayMs, reason },
          "task will be retried",
        );
      }
    }
  }
}
