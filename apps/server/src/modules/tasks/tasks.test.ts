import { setTimeout as delay } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { z } from "zod";
import { postgresDatabase, type Database, type Db } from "../../db/client";
import { tasks } from "../../db/schema/tasks";
import { createTestDatabase, testDbKind } from "../../../test/test-database";
import { backoffDelay, enqueue, taskType, PermanentTaskError } from "./task-types";
import { claimTasks, completeTask } from "./tasks.repository";
import { handle, schedule, Worker, type TaskLogger } from "./worker";

const quiet: TaskLogger = { info() {}, warn() {}, error() {} };

let database: Database;
let db: Db;
/** A second connection pool (PostgreSQL) or the same database (PGlite, one connection). */
let other: Database | null = null;
let otherDb: Db;

async function secondPool(first: Database): Promise<Database> {
  const result = await first.db.execute(sql`select current_database() as name`);
  const name = (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
  const url = new URL(inject("postgresTemplate").adminUrl);
  url.pathname = `/${name}`;
  return postgresDatabase(url.toString(), 4);
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  if (testDbKind() === "postgres") other = await secondPool(database);
  otherDb = other ? other.db : db;
});

afterAll(async () => {
  await other?.close();
  await database.close();
});

async function taskRow(id: string) {
  const rows = await db.select().from(tasks).where(eq(tasks.id, id));
  return rows[0]!;
}

let seq = 0;
/** A task type with a name of its own, so tests never see each other's tasks. */
function freshType(options: Parameters<typeof taskType>[2] = {}) {
  seq += 1;
  return taskType(`test.${seq}.${Date.now()}`, z.object({ n: z.number().int() }), options);
}

describe("enqueue", () => {
  it("runs the handler with the checked payload and marks the task succeeded", async () => {
    const type = freshType();
    const seen: number[] = [];
    const worker = new Worker({
      db,
      log: quiet,
      handlers: [handle(type, async ({ n }) => void seen.push(n))],
    });
    const { id } = await enqueue(db, type, { n: 7 });
    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual([7]);
    const row = await taskRow(id!);
    expect(row.status).toBe("succeeded");
    expect(row.attempts).toBe(1);
    expect(row.lockedBy).toBeNull();
    expect(row.finishedAt).not.toBeNull();
  });

  it("refuses a payload that does not match the task type's schema", async () => {
    const type = freshType();
    await expect(enqueue(db, type, { n: 1.5 })).rejects.toThrow();
  });

  it("commits and rolls back with the caller's transaction", async () => {
    const type = freshType();
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, type, { n: 1 });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await db.select().from(tasks).where(eq(tasks.name, type.name))).toHaveLength(0);
    await db.transaction(async (tx) => {
      await enqueue(tx, type, { n: 2 });
    });
    expect(await db.select().from(tasks).where(eq(tasks.name, type.name))).toHaveLength(1);
  });

  it("keeps one task per dedupe key", async () => {
    const type = freshType();
    const key = `dedupe-${type.name}`;
    const first = await enqueue(db, type, { n: 1 }, { dedupeKey: key });
    const second = await enqueue(otherDb, type, { n: 2 }, { dedupeKey: key });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: null, created: false });
    const rows = await db.select().from(tasks).where(eq(tasks.name, type.name));
    expect(rows.map((r) => r.payload)).toEqual([{ n: 1 }]);
    // Still kept once the task has run.
    const worker = new Worker({ db, log: quiet, handlers: [handle(type, async () => {})] });
    await worker.drain();
    expect((await enqueue(db, type, { n: 3 }, { dedupeKey: key })).created).toBe(false);
  });

  it("waits for runAt", async () => {
    const type = freshType();
    let runs = 0;
    const worker = new Worker({
      db,
      log: quiet,
      handlers: [handle(type, async () => void runs++)],
    });
    await enqueue(db, type, { n: 1 }, { runAt: new Date(Date.now() + 400) });
    expect(await worker.drain()).toBe(0);
    await delay(500);
    expect(await worker.drain()).toBe(1);
    expect(runs).toBe(1);
  });

  it("drains tasks queued for later too when asked, in the order of their time", async () => {
    const type = freshType();
    const ran: number[] = [];
    const worker = new Worker({
      db,
      log: quiet,
      handlers: [handle(type, async ({ n }) => void ran.push(n))],
    });
    await enqueue(db, type, { n: 2 }, { runAt: new Date(Date.now() + 3_600_000) });
    await enqueue(db, type, { n: 1 }, { runAt: new Date(Date.now() + 60_000) });
    expect(await worker.drain()).toBe(0);
    expect(await worker.drain({ notYetDue: true })).toBe(2);
    expect(ran).toEqual([1, 2]);
  });
});

describe("retries", () => {
  it("computes exponential delays with jitter, capped", () => {
    const backoff = { baseMs: 1000, maxMs: 10_000 };
    expect(backoffDelay(backoff, 1, () => 0)).toBe(500);
    expect(backoffDelay(backoff, 1, () => 1)).toBe(1000);
    expect(backoffDelay(backoff, 2, () => 0)).toBe(1000);
    expect(backoffDelay(backoff, 3, () => 1)).toBe(4000);
    expect(backoffDelay(backoff, 10, () => 1)).toBe(10_000);
    for (let i = 0; i < 50; i++) {
      const d = backoffDelay(backoff, 4);
      expect(d).toBeGreaterThanOrEqual(4000);
      expect(d).toBeLessThanOrEqual(8000);
    }
  });

  it("retries with growing delays, then fails with the reason after max attempts", async () => {
    const type = freshType({ maxAttempts: 3, backoff: { baseMs: 100, maxMs: 10_000 } });
    let runs = 0;
    const worker = new Worker({
      db,
      log: quiet,
      random: () => 1,
      handlers: [
        handle(type, async () => {
          runs += 1;
          throw new Error(`SMTP refused (run ${runs})`);
        }),
      ],
    });
    const { id } = await enqueue(db, type, { n: 1 });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      while ((await worker.drain()) === 0) await delay(20);
      const row = await taskRow(id!);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe(`Error: SMTP refused (run ${attempt})`);
      if (attempt < 3) {
        expect(row.status).toBe("queued");
        waits.push(row.runAt.getTime() - row.updatedAt.getTime());
      } else {
        expect(row.status).toBe("failed");
        expect(row.finishedAt).not.toBeNull();
      }
    }
    expect(waits).toEqual([100, 200]);
    expect(runs).toBe(3);
    await delay(250);
    expect(await worker.drain()).toBe(0);
  });

  it("fails at once on a permanent error or a payload the schema refuses", async () => {
    const type = freshType();
    const worker = new Worker({
      db,
      log: quiet,
      handlers: [
        handle(type, async ({ n }) => {
          if (n === 1) throw new PermanentTaskError("no such recipient");
        }),
      ],
    });
    const a = await enqueue(db, type, { n: 1 });
    const b = await enqueue(db, type.name, { n: "not a number" });
    await worker.drain();
    const rowA = await taskRow(a.id!);
    expect([rowA.status, rowA.attempts, rowA.lastError]).toEqual([
      "failed",
      1,
      "PermanentTaskError: no such recipient",
    ]);
    const rowB = await taskRow(b.id!);
    expect(rowB.status).toBe("failed");
    expect(rowB.attempts).toBe(1);
    expect(rowB.lastError).toContain(`Invalid payload for ${type.name}`);
  });
});

describe("leases and shutdown", () => {
  it("takes over a task whose worker died mid-task once the lease runs out", async () => {
    const type = freshType();
    const { id } = await enqueue(db, type, { n: 5 });
    // A worker claims the task and dies without finishing it.
    const claimed = await claimTasks(otherDb, {
      workerId: "crashed-worker",
      names: [type.name],
      limit: 1,
      leaseMs: 400,
    });
    expect(claimed.map((j) => j.id)).toEqual([id]);

    const seen: number[] = [];
    const worker = new Worker({
      db,
      log: quiet,
      handlers: [handle(type, async ({ n }) => void seen.push(n))],
    });
    expect(await worker.drain()).toBe(0); // still leased
    await delay(500);
    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual([5]);
    const row = await taskRow(id!);
    expect(row.status).toBe("succeeded");
    expect(row.attempts).toBe(2);
    // The dead worker's late answer changes nothing.
    expect(await completeTask(otherDb, id!, "crashed-worker", 1)).toBe(false);
  });

  it("fails a task whose last permitted run was cut short", async () => {
    const type = freshType({ maxAttempts: 1 });
    const { id } = await enqueue(db, type, { n: 1 });
    await claimTasks(db, { workerId: "crashed", names: [type.name], limit: 1, leaseMs: 100 });
    await delay(200);
    let runs = 0;
    const worker = new Worker({
      db,
      log: quiet,
      handlers: [handle(type, async () => void runs++)],
    });
    await worker.drain();
    const row = await taskRow(id!);
    expect(runs).toBe(0);
    expect(row.status).toBe("failed");
    expect(row.lastError).toContain("lease expired");
  });

  it("keeps the lease alive while a long task runs", async () => {
    const type = freshType();
    const { id } = await enqueue(db, type, { n: 1 });
    const worker = new Worker({
      db,
      log: quiet,
      leaseMs: 150,
      handlers: [handle(type, () => delay(600))],
    });
    const thief = new Worker({ db: otherDb, log: quiet, handlers: [handle(type, async () => {})] });
    const running = worker.drain();
    await delay(400); // well past one lease
    expect(await thief.drain()).toBe(0);
    expect(await running).toBe(1);
    expect((await taskRow(id!)).attempts).toBe(1);
  });

  it("finishes a running task at shutdown when it ends within the grace period", async () => {
    const type = freshType();
    const { id } = await enqueue(db, type, { n: 1 });
    let started = false;
    const worker = new Worker({
      db,
      log: quiet,
      pollMs: 20,
      shutdownGraceMs: 2000,
      handlers: [
        handle(type, async () => {
          started = true;
          await delay(200);
        }),
      ],
    });
    worker.start();
    while (!started) await delay(10);
    await worker.stop();
    expect((await taskRow(id!)).status).toBe("succeeded");
  });

  it("gives a task back at shutdown when it does not end in time, and another worker runs it", async () => {
    const type = freshType();
    const { id } = await enqueue(db, type, { n: 1 });
    let started = false;
    let aborted = false;
    const slow = new Worker({
      db,
      log: quiet,
      pollMs: 20,
      shutdownGraceMs: 50,
      handlers: [
        handle(type, async (_payload, { signal }) => {
          started = true;
          await new Promise<void>((resolve) => {
            signal.addEventListener("abort", () => {
              aborted = true;
              resolve();
            });
          });
        }),
      ],
    });
    slow.start();
    while (!started) await delay(10);
    await slow.stop();
    expect(aborted).toBe(true);
    const released = await taskRow(id!);
    expect([released.status, released.attempts, released.lockedBy]).toEqual(["queued", 0, null]);

    let runs = 0;
    const next = new Worker({
      db: otherDb,
      log: quiet,
      handlers: [handle(type, async () => void runs++)],
    });
    expect(await next.drain()).toBe(1);
    expect(runs).toBe(1);
    expect((await taskRow(id!)).status).toBe("succeeded");
  });
});

describe("concurrency", () => {
  it("never hands one task to two claimers", async () => {
    const type = freshType();
    for (let i = 0; i < 40; i++) await enqueue(db, type, { n: i });
    const claims = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        claimTasks(i % 2 === 0 ? db : otherDb, {
          workerId: `claimer-${i}`,
          names: [type.name],
          limit: 3,
          leaseMs: 60_000,
        }),
      ),
    );
    const ids = claims.flat().map((j) => j.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it("runs each task exactly once with two workers polling side by side", async () => {
    const type = freshType();
    const total = 60;
    for (let i = 0; i < total; i++) await enqueue(db, type, { n: i });
    const runs = new Map<number, number>();
    const byWorker = new Map<string, number>();
    const makeWorker = (name: string, workerDb: Db) =>
      new Worker({
        db: workerDb,
        log: quiet,
        workerId: name,
        pollMs: 10,
        concurrency: 4,
        handlers: [
          handle(type, async ({ n }) => {
            runs.set(n, (runs.get(n) ?? 0) + 1);
            byWorker.set(name, (byWorker.get(name) ?? 0) + 1);
            await delay(2 + Math.random() * 8);
          }),
        ],
      });
    const a = makeWorker("worker-a", db);
    const b = makeWorker("worker-b", otherDb);
    a.start();
    b.start();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await db
        .select({ open: sql<number>`count(*)::int` })
        .from(tasks)
        .where(sql`${tasks.name} = ${type.name} and ${tasks.status} <> 'succeeded'`);
      if (row!.open === 0 || Date.now() > deadline) break;
      await delay(25);
    }
    await Promise.all([a.stop(), b.stop()]);
    expect(runs.size).toBe(total);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(byWorker.get("worker-a")).toBeGreaterThan(0);
    expect(byWorker.get("worker-b")).toBeGreaterThan(0);
  });
});

describe("urgent tasks", () => {
  it("are claimed before older tasks, and run in a slot of their own while every other slot is busy", async () => {
    const bulk = freshType();
    const urgent = freshType({ urgent: true });
    const started: string[] = [];
    let releaseBulk!: () => void;
    const bulkHeld = new Promise<void>((resolve) => {
      releaseBulk = resolve;
    });
    const worker = new Worker({
      db,
      log: quiet,
      pollMs: 10,
      concurrency: 1,
      handlers: [
        handle(bulk, async ({ n }) => {
          started.push(`bulk ${n}`);
          await bulkHeld;
        }),
        handle(urgent, async ({ n }) => {
          started.push(`urgent ${n}`);
        }),
      ],
    });
    // Two bulk tasks queued first, then an urgent one: the urgent one goes first.
    await enqueue(db, bulk, { n: 1 });
    await enqueue(db, bulk, { n: 2 });
    await enqueue(db, urgent, { n: 1 });
    worker.start();
    const waitFor = async (entry: string) => {
      const deadline = Date.now() + 10_000;
      while (!started.includes(entry) && Date.now() < deadline) await delay(10);
      expect(started).toContain(entry);
    };
    await waitFor("bulk 1");
    expect(started[0]).toBe("urgent 1");
    // The one slot is held by a bulk task; a new urgent task still runs at once.
    await enqueue(db, urgent, { n: 2 });
    await waitFor("urgent 2");
    expect(started).toEqual(["urgent 1", "bulk 1", "urgent 2"]);
    releaseBulk();
    await waitFor("bulk 2");
    await worker.stop();
  });
});

describe("scheduled tasks", () => {
  it("enqueue once per period however many workers tick", async () => {
    const type = freshType();
    const hour = 3_600_000;
    let clock = Date.UTC(2026, 0, 5, 10, 17);
    let runs = 0;
    const workers = [db, otherDb, db].map(
      (workerDb) =>
        new Worker({
          db: workerDb,
          log: quiet,
          now: () => clock,
          handlers: [handle(type, async () => void runs++)],
          schedules: [schedule(type.name, hour, type, { n: 0 })],
        }),
    );
    const count = async () =>
      (await db.select().from(tasks).where(eq(tasks.name, type.name))).length;

    await Promise.all(workers.map((w) => w.enqueueScheduled()));
    await Promise.all(workers.map((w) => w.enqueueScheduled()));
    expect(await count()).toBe(1);
    const [row] = await db.select().from(tasks).where(eq(tasks.name, type.name));
    expect(row!.dedupeKey).toBe(`${type.name}:2026-01-05T10:00:00.000Z`);

    await Promise.all(workers.map((w) => w.drain()));
    expect(runs).toBe(1);

    clock += 20 * 60_000; // same period
    await Promise.all(workers.map((w) => w.drain()));
    expect(runs).toBe(1);

    clock += hour; // next period
    await Promise.all(workers.map((w) => w.drain()));
    expect(await count()).toBe(2);
    expect(runs).toBe(2);
  });
});
