import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";
import { createBackground } from "../../background";
import { tasks } from "../../db/schema/tasks";
import { jobs } from "../../db/schema/jobs";
import { employer, postJob } from "./__fixtures__/jobs-fixtures";
import { CloseExpiredJobs } from "./jobs.sweep";

const HOUR = 60 * 60_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-jobs-sweep-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const t = await createTestApp({ DATA_DIR: dataDir });
const db = t.database.db;

/** The worker's clock for schedule periods, moved by the test; in the past, so each period is due. */
let clock = Math.floor(Date.now() / HOUR) * HOUR - 5 * HOUR + 20 * 60_000;
const background = createBackground({
  env: t.app.config,
  db,
  log: { info() {}, warn() {}, error() {} },
  worker: { now: () => clock },
});
afterAll(() => background.stop());

function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function expiredJob(): Promise<string> {
  const { client } = await employer(t.app, db);
  const job = await postJob(client, { applicationDeadline: daysFromToday(5) });
  await db
    .update(jobs)
    .set({ applicationDeadline: daysFromToday(-1) })
    .where(eq(jobs.id, job.id));
  return job.id;
}

async function storedStatus(id: string) {
  const [row] = await db
    .select({ status: jobs.status, closedAt: jobs.closedAt })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row!;
}

function sweeps() {
  return db
    .select({
      status: tasks.status,
      dedupeKey: tasks.dedupeKey,
      runAt: tasks.runAt,
    })
    .from(tasks)
    .where(eq(tasks.name, CloseExpiredJobs.name))
    .orderBy(asc(tasks.runAt));
}

describe("the deadline sweep", () => {
  it("runs as an hourly job on the background queue, not in the app server", async () => {
    const first = await expiredJob();
    // The app alone never stores the change; reads already show the job closed.
    expect(await storedStatus(first)).toEqual({ status: "active", closedAt: null });
    expect((await t.app.inject({ url: `/api/jobs/${first}` })).json().status).toBe("closed");
    expect(await sweeps()).toEqual([]);

    await background.worker.drain();
    const closed = await storedStatus(first);
    expect(closed.status).toBe("closed");
    expect(closed.closedAt).not.toBeNull();
    const hour = new Date(Math.floor(clock / HOUR) * HOUR);
    expect(await sweeps()).toEqual([
      { status: "succeeded", dedupeKey: `jobs.close-expired:${hour.toISOString()}`, runAt: hour },
    ]);

    // Once per hour, however often workers look.
    const second = await expiredJob();
    await background.worker.drain();
    expect(await sweeps()).toHaveLength(1);
    expect((await storedStatus(second)).status).toBe("active");

    clock += HOUR;
    await background.worker.drain();
    expect((await storedStatus(second)).status).toBe("closed");
    expect((await sweeps()).map((s) => [s.status, s.runAt.getTime()])).toEqual([
      ["succeeded", hour.getTime()],
      ["succeeded", hour.getTime() + HOUR],
    ]);
  });
});
