import fs from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { setTimeout as delay } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Recording } from "@field-commons/shared/recordings";
import { createBackground } from "../../background";
import { postgresDatabase, type Database, type Db } from "../../db/client";
import { tasks } from "../../db/schema/tasks";
import { recordings } from "../../db/schema/recordings";
import { testEnv } from "../../env";
import { signedIn } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { testDbKind } from "../../../test/test-database";
import { Worker, type TaskLogger } from "../tasks/worker";
import { createAnalyzer, TOO_SHORT_TO_SUMMARISE } from "./analysis/analysis";
import { formFields, makeRecording, recordingForm } from "./__fixtures__/recording-fixtures";
import { recordingTasks } from "./recordings.tasks";
import { STALLED_MESSAGE, sweepStalledRuns } from "./recordings.processing";
import { createSpeechToText, type SpeechToText } from "./speech/speech";

const quiet: TaskLogger = { info() {}, warn() {}, error() {} };
const fixtures = fileURLToPath(new URL("../../../test/fixtures/speech/", import.meta.url));

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
/** A second connection pool (PostgreSQL) or the same database (PGlite, one connection). */
let other: Database | null = null;
let otherDb: Db;

async function secondPool(db: Db): Promise<Database> {
  const result = await db.execute(sql`select current_database() as name`);
  const name = (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
  const url = new URL(inject("postgresTemplate").adminUrl);
  url.pathname = `/${name}`;
  return postgresDatabase(url.toString(), 4);
}

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_LIMIT_PER_USER: "1000" });
  owner = await signedIn(t.app, t.database.db);
  if (testDbKind() === "postgres") other = await secondPool(t.database.db);
  otherDb = other ? other.db : t.database.db;
});

afterAll(async () => {
  await other?.close();
});

const db = () => t.database.db;
const realSpeech = createSpeechToText({});
const analyzer = createAnalyzer({});

/** Uploads a shipped speech clip with full consent; returns the recording's id. */
async function uploadClip(name: string, title = "Water committee"): Promise<string> {
  const data = await fs.readFile(`${fixtures}${name}.wav`);
  const form = recordingForm(formFields({ title }), {
    name: `${name}.wav`,
    type: "audio/wav",
    data,
  });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/recordings",
    payload: form.payload,
    headers: { ...form.headers, cookie: owner.cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function processRecording(id: string, body: object = {}) {
  const response = await owner.client.post(`/api/recordings/${id}/process`, body);
  expect(response.statusCode, response.body).toBe(202);
}

async function detail(id: string): Promise<Recording> {
  const response = await owner.client.get(`/api/recordings/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Recording;
}

async function tasksOf(id: string) {
  return (await db().select().from(tasks)).filter(
    (task) => (task.payload as { recordingId?: string }).recordingId === id,
  );
}

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z']+/g) ?? []);
}

/** The real engine, counting its runs per file and optionally held until a gate opens. */
function countingSpeech(gate?: Promise<void>) {
  const runs: string[] = [];
  const speech: SpeechToText = {
    name: realSpeech.name,
    async transcribe(file, options = {}) {
      runs.push(file);
      if (gate) {
        await new Promise<void>((resolve, reject) => {
          const signal = options.signal;
          signal?.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
          void gate.then(resolve);
        });
      }
      return realSpeech.transcribe(file, options);
    },
  };
  return { speech, runs };
}

function pipelineWorker(
  speech: SpeechToText,
  workerDb: Db,
  options: Partial<ConstructorParameters<typeof Worker>[0]> = {},
) {
  return new Worker({
    db: workerDb,
    log: quiet,
    pollMs: 20,
    handlers: recordingTasks({ storage: t.app.storage, speech, analyzer }),
    ...options,
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await delay(20);
  }
}

describe("processing with the real offline engines", () => {
  it("transcribes and analyses a shipped clip: processing → transcribing → analyzing → completed", async () => {
    const id = await uploadClip("water-committee");
    expect((await detail(id)).duration).toBe(7);
    await processRecording(id);
    expect((await detail(id)).processingStatus).toBe("processing");

    // The app's own background, as the server and `npm run worker` build it.
    const background = createBackground({
      env: testEnv(),
      db: db(),
      log: quiet,
      storage: t.app.storage,
    });
    const seen = new Set<string>();
    const progress: number[] = [];
    background.worker.start();
    await waitFor(async () => {
      const [row] = await db().select().from(recordings).where(eq(recordings.id, id));
      seen.add(row!.processingStatus);
      if (row!.processingStatus === "transcribing") progress.push(row!.processingProgress);
      return row!.processingStatus === "completed" || row!.processingStatus === "failed";
    });
    await background.stop();

    const done = await detail(id);
    expect(done.processingError).toBeNull();
    expect(done).toMatchObject({
      processingStatus: "completed",
      processingProgress: 100,
      duration: 7,
      engines: { speech: "pocketsphinx", analysis: "extractive" },
      aiAnalysis: true,
    });
    expect(seen.has("transcribing")).toBe(true);
    for (let i = 1; i < progress.length; i++)
      expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1]!);
    const heard = words(done.transcription);
    const expected = ["water", "committee", "month", "irrigation", "schedule", "farms", "canal"];
    const found = expected.filter((word) => heard.has(word));
    expect(found.length, `heard: ${done.transcription}`).toBeGreaterThanOrEqual(5);
    expect(done.transcript.length).toBeGreaterThan(0);
    expect(done.transcript.at(-1)!.end).toBeLessThanOrEqual(8);
    // One sentence of speech is too short to summarise: no summary, quote or topic repeats it.
    expect(done.summary).toBe(TOO_SHORT_TO_SUMMARISE);
    expect(done.keyQuotes).toEqual([]);
    expect(done.topics).toEqual([]);
    expect(done.keywords).toEqual([]);
    // The transcript is searchable in the list.
    const found2 = await owner.client.get("/api/recordings?mine=true&search=irrigation");
    expect(found2.json().recordings.map((r: { id: string }) => r.id)).toContain(id);
    const [task] = await tasksOf(id);
    expect([task!.status, task!.attempts]).toEqual(["succeeded", 1]);
  });

  it("writes the progress of a long transcription as it goes, and stores words and speakers", async () => {
    const id = await uploadClip("two-voices", "Two voices");
    await processRecording(id, { steps: ["transcribe"] });
    const worker = pipelineWorker(realSpeech, db());
    const progress: number[] = [];
    worker.start();
    await waitFor(async () => {
      const [row] = await db().select().from(recordings).where(eq(recordings.id, id));
      if (row!.processingStatus === "transcribing") progress.push(row!.processingProgress);
      return row!.processingStatus === "completed" || row!.processingStatus === "failed";
    }, 120_000);
    await worker.stop();

    const between = [...new Set(progress.filter((p) => p > 0 && p < 100))];
    expect(between.length, `seen: ${progress.join(" ")}`).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < progress.length; i++)
      expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1]!);
    const [row] = await db().select().from(recordings).where(eq(recordings.id, id));
    expect(row!.processingStatus).toBe("completed");
    const speakers = row!.transcript.map((segment) => segment.speaker);
    expect(new Set(speakers)).toEqual(new Set(["Speaker 1", "Speaker 2"]));
    for (const segment of row!.transcript) expect(segment.words?.length).toBeGreaterThan(0);
  }, 120_000);

  it("runs only the steps asked for: analysis of an edited transcript, no transcription", async () => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id, {
      transcript: [
        {
          start: 0,
          end: 5,
          text: "The council decides how many animals each household may bring.",
        },
        { start: 5, end: 9, text: "We need to repair the fence before the summer grazing season." },
      ],
    });
    const counted = countingSpeech();
    await processRecording(row.id, { steps: ["summarize", "keypoints"] });
    await pipelineWorker(counted.speech, db()).drain();
    const done = await detail(row.id);
    expect(counted.runs).toEqual([]);
    expect(done.processingStatus).toBe("completed");
    expect(done.summary).not.toBe("");
    expect(done.actionItems.length).toBeGreaterThan(0);
    expect(done.engines).toEqual({ speech: null, analysis: "extractive" });
  });

  it("fails with a readable reason when the stored file does not decode, without retrying", async () => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id, {
      data: Buffer.from("RIFF....WAVEnot really audio".repeat(40)),
    });
    await processRecording(row.id, { steps: ["transcribe"] });
    await pipelineWorker(realSpeech, db()).drain();
    const done = await detail(row.id);
    expect(done.processingStatus).toBe("failed");
    expect(done.processingError).toBe("The file could not be decoded as audio or video");
    const [task] = await tasksOf(row.id);
    expect([task!.status, task!.attempts]).toEqual(["failed", 1]);
    // A failed run can be started again.
    await processRecording(row.id, { steps: ["transcribe"] });
    expect(await tasksOf(row.id)).toHaveLength(2);
    await pipelineWorker(realSpeech, db()).drain();
    expect((await detail(row.id)).processingStatus).toBe("failed");
  });

  it("retries a passing failure from the start and then completes", async () => {
    const id = await uploadClip("grazing-land", "Grazing land");
    let calls = 0;
    const flaky: SpeechToText = {
      name: realSpeech.name,
      async transcribe(file, options) {
        calls += 1;
        if (calls === 1) throw new Error("The speech service is busy");
        return realSpeech.transcribe(file, options);
      },
    };
    await processRecording(id, { steps: ["transcribe"] });
    const worker = pipelineWorker(flaky, db());
    await worker.drain();
    const waiting = await detail(id);
    expect(waiting.processingStatus).toBe("processing");
    expect(waiting.processingError).toBe("The speech service is busy (trying again shortly)");
    // The backoff is seconds long; make the retry due now.
    await db()
      .update(tasks)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(sql`${tasks.payload}->>'recordingId' = ${id}`);
    await worker.drain();
    const done = await detail(id);
    expect(done.processingStatus).toBe("completed");
    expect(done.processingError).toBeNull();
    expect(
      words(done.transcription).has("grazing") || words(done.transcription).has("village"),
    ).toBe(true);
    expect(calls).toBe(2);
  });
});

describe("the recording task on the queue", () => {
  it("survives a restart mid-task: the stopped worker gives it back and another completes it", async () => {
    const id = await uploadClip("irrigation-turns", "Irrigation turns");
    await processRecording(id, { steps: ["transcribe"] });
    // The first worker's transcription never gets past the gate: it is mid-task when stopped.
    const held = countingSpeech(new Promise<void>(() => {}));
    const first = pipelineWorker(held.speech, db(), { shutdownGraceMs: 50 });
    first.start();
    await waitFor(async () => held.runs.length > 0);
    expect((await detail(id)).processingStatus).toBe("transcribing");
    await first.stop();
    const [released] = await tasksOf(id);
    expect([released!.status, released!.lockedBy]).toEqual(["queued", null]);

    const free = countingSpeech();
    expect(await pipelineWorker(free.speech, otherDb).drain()).toBe(1);
    expect(free.runs).toHaveLength(1);
    const done = await detail(id);
    expect(done.processingStatus).toBe("completed");
    expect(done.transcript.length).toBeGreaterThan(0);
    const [task] = await tasksOf(id);
    expect(task!.status).toBe("succeeded");
  });

  it("keeps the lease of a long transcription alive: no other worker takes the task", async () => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id, {
      data: await fs.readFile(`${fixtures}meeting-minutes.wav`),
    });
    await processRecording(row.id, { steps: ["transcribe"] });
    let release!: () => void;
    const held = countingSpeech(new Promise<void>((resolve) => (release = resolve)));
    const slow = pipelineWorker(held.speech, db(), { leaseMs: 150 });
    const running = slow.drain();
    await waitFor(async () => held.runs.length > 0);
    await delay(500); // several lease lengths
    const thief = countingSpeech();
    expect(await pipelineWorker(thief.speech, otherDb).drain()).toBe(0);
    release();
    expect(await running).toBe(1);
    expect(thief.runs).toEqual([]);
    const [task] = await tasksOf(row.id);
    expect([task!.status, task!.attempts]).toEqual(["succeeded", 1]);
    expect((await detail(row.id)).processingStatus).toBe("completed");
  });

  it("marks a run failed once the queue gave up on its task, so it can be started again", async () => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id);
    await processRecording(row.id, { steps: ["transcribe"] });
    // The queue gave up (its workers kept stopping mid-run): the handler never ran to record it.
    await db()
      .update(tasks)
      .set({ status: "failed", lastError: "Gave up", finishedAt: new Date() })
      .where(sql`${tasks.payload}->>'recordingId' = ${row.id}`);
    expect(await sweepStalledRuns(db())).toBe(0); // too recent to judge
    await db()
      .update(recordings)
      .set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(recordings.id, row.id));
    expect(await sweepStalledRuns(db())).toBe(1);
    expect(await detail(row.id)).toMatchObject({
      processingStatus: "failed",
      processingError: STALLED_MESSAGE,
    });
    // A live run is never touched.
    const live = await makeRecording(db(), t.app.storage, owner.user.id);
    await processRecording(live.id, { steps: ["transcribe"] });
    await db()
      .update(recordings)
      .set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(recordings.id, live.id));
    expect(await sweepStalledRuns(db())).toBe(0);
    await pipelineWorker(realSpeech, db()).drain();
    expect((await detail(live.id)).processingStatus).toBe("completed");
  });

  it("never runs one recording's task twice with two workers side by side", async () => {
    const clip = await fs.readFile(`${fixtures}water-committee.wav`);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const row = await makeRecording(db(), t.app.storage, owner.user.id, { data: clip });
      await processRecording(row.id, { steps: ["transcribe"] });
      ids.push(row.id);
    }
    const a = countingSpeech();
    const b = countingSpeech();
    const workers = [
      pipelineWorker(a.speech, db(), { workerId: "recordings-a", concurrency: 2 }),
      pipelineWorker(b.speech, otherDb, { workerId: "recordings-b", concurrency: 2 }),
    ];
    for (const worker of workers) worker.start();
    await waitFor(async () => {
      const rows = await db().select().from(recordings);
      return ids.every((id) => rows.find((r) => r.id === id)?.processingStatus === "completed");
    }, 120_000);
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(a.runs.length + b.runs.length).toBe(ids.length);
    for (const id of ids) {
      const tasks = await tasksOf(id);
      expect(tasks.map((task) => [task.status, task.attempts])).toEqual([["succeeded", 1]]);
    }
  });
});
