import fs from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { setTimeout as delay } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Recording, RecordingList } from "@field-commons/shared/recordings";
import { tasks } from "../src/db/schema/tasks";
import { content } from "../src/db/schema/content";
import { recordings } from "../src/db/schema/recordings";
import { uploads } from "../src/db/schema/uploads";
import { as } from "../test/factories";
import { createTestApp, type TestApp } from "../test/test-app";
import { createAnalyzer } from "../src/modules/recordings/analysis/analysis";
import { recordingTasks } from "../src/modules/recordings/recordings.tasks";
import { createSpeechToText } from "../src/modules/recordings/speech/speech";
import { Worker, type TaskLogger } from "../src/modules/tasks/worker";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import {
  DEMO_PROCESSING_DELAY_MS,
  DEMO_PROCESSING_SPACING_MS,
  DEMO_RECORDINGS,
  demoRecordingsFolder,
  seedDemoRecordings,
} from "./demo-recordings";
import { seedDemoData } from "./seed";

const quiet: TaskLogger = { info() {}, warn() {}, error() {} };

let t: TestApp;
let seededAt: number;

beforeAll(async () => {
  t = await createTestApp();
  seededAt = Date.now();
  expect(await seedDemoData(t.database.db, t.app.log, t.app.storage)).toBe(true);
}, 120_000);

const db = () => t.database.db;
const anonymous = () => as(t.app, null);

async function listed(): Promise<RecordingList["recordings"]> {
  const response = await anonymous().get("/api/recordings?limit=50");
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as RecordingList).recordings;
}

async function detail(id: string): Promise<Recording> {
  const response = await anonymous().get(`/api/recordings/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Recording;
}

async function demoTasks() {
  const rows = await db().select().from(tasks).where(eq(tasks.name, "recordings.process"));
  return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

/** The words of a script: what its speakers say, without the speaker names. */
async function scriptWords(file: string): Promise<Set<string>> {
  const text = await fs.readFile(
    fileURLToPath(new URL(`${file}.txt`, demoRecordingsFolder())),
    "utf8",
  );
  const spoken = text
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.slice(line.indexOf(":") + 1));
  return new Set(
    spoken
      .join(" ")
      .toLowerCase()
      .match(/[a-z']+/g) ?? [],
  );
}

describe("demo recordings", () => {
  it("are in the hub for everyone: published, public, consented, measured and linked to their author's interview", async () => {
    const hub = await listed();
    expect(DEMO_RECORDINGS.length).toBeGreaterThanOrEqual(3);
    expect(DEMO_RECORDINGS.length).toBeLessThanOrEqual(5);
    for (const item of DEMO_RECORDINGS) {
      const card = hub.find((r) => r.title === item.title);
      expect(card, item.title).toBeDefined();
      const recording = await detail(card!.id);
      const account = DEMO_ACCOUNTS.find((a) => a.role === item.author)!;
      expect(recording.author?.name).toBe(account.name);
      expect(recording).toMatchObject({
        status: "published",
        privacy: "public",
        type: "interview",
        domain: item.domain,
        description: item.description,
        tags: item.tags,
        location: { name: item.location },
        consent: { recorded: true, transcribed: true, analyzed: true, shared: true },
        mimeType: "audio/webm",
        fileName: `${item.file}.webm`,
        // Queued: the transcript is the pipeline's to make.
        processingStatus: "processing",
        transcript: [],
        transcription: "",
      });
      expect(recording.duration, item.file).toBeGreaterThanOrEqual(20);
      expect(recording.duration, item.file).toBeLessThanOrEqual(60);

      // The linked interview is the author's, and the recording is dated the day it was held.
      const [interview] = await db()
        .select({ authorId: content.authorId, title: content.title, body: content.body })
        .from(content)
        .where(eq(content.id, recording.contentId!));
      expect(interview?.title).toBe(item.interview);
      expect(interview?.authorId).toBe(recording.authorId);
      expect(recording.recordedAt.slice(0, 10)).toBe(interview?.body.date);

      // The file is the shipped one, stored as the author's upload (counted in their quota).
      const bytes = await fs.readFile(
        fileURLToPath(new URL(`${item.file}.webm`, demoRecordingsFolder())),
      );
      expect(bytes.length).toBeLessThan(150 * 1024);
      const [upload] = await db()
        .select()
        .from(uploads)
        .innerJoin(recordings, eq(recordings.uploadId, uploads.id))
        .where(eq(recordings.id, recording.id));
      expect(upload!.uploads).toMatchObject({
        kind: "recording",
        ownerId: recording.authorId,
        bytes: bytes.length,
        mimeType: "audio/webm",
      });
      const file = await anonymous().get(recording.fileUrl);
      expect(file.statusCode).toBe(200);
      expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);
    }
  });

  it("queues one transcription and analysis task per recording, one after another after the start", async () => {
    const tasks = await demoTasks();
    expect(tasks).toHaveLength(DEMO_RECORDINGS.length);
    const ids = new Set(
      (await db().select({ id: recordings.id }).from(recordings)).map((r) => r.id),
    );
    for (const [index, task] of tasks.entries()) {
      expect(task.status).toBe("queued");
      const payload = task.payload as { recordingId: string; run: number; steps: string[] };
      expect(ids.has(payload.recordingId)).toBe(true);
      expect(payload).toMatchObject({ run: 1, steps: ["transcribe", "summarize", "keypoints"] });
      const offset = task.runAt.getTime() - seededAt;
      const expected = DEMO_PROCESSING_DELAY_MS + index * DEMO_PROCESSING_SPACING_MS;
      expect(offset).toBeGreaterThanOrEqual(expected - 1_000);
      // Seeding the rest of the demo data takes a while before the recordings.
      expect(offset).toBeLessThanOrEqual(expected + 90_000);
    }
  });

  it("adds nothing when run again", async () => {
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(recordings);
    const again = await seedDemoRecordings(db(), t.app.storage, t.app.log);
    expect(again).toEqual({ created: 0, skipped: null });
    expect(await seedDemoData(db(), t.app.log, t.app.storage)).toBe(false);
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(recordings);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await demoTasks()).toHaveLength(DEMO_RECORDINGS.length);
  });

  it("are transcribed by the real offline pipeline into timed words", async () => {
    // The shortest, so the test stays well inside its time on a busy machine.
    const [row] = await db()
      .select({ id: recordings.id, title: recordings.title })
      .from(recordings)
      .orderBy(recordings.durationSeconds)
      .limit(1);
    const id = row!.id;
    const item = DEMO_RECORDINGS.find((r) => r.title === row!.title)!;
    // Due now rather than after the start's delay.
    await db()
      .update(tasks)
      .set({ runAt: new Date() })
      .where(
        and(eq(tasks.name, "recordings.process"), sql`${tasks.payload}->>'recordingId' = ${id}`),
      );
    const worker = new Worker({
      db: db(),
      log: quiet,
      pollMs: 50,
      concurrency: 1,
      shutdownGraceMs: 1_000,
      handlers: recordingTasks({
        storage: t.app.storage,
        speech: createSpeechToText({}),
        analyzer: createAnalyzer({}),
      }),
    });
    worker.start();
    try {
      const deadline = Date.now() + 50_000;
      for (;;) {
        const [current] = await db()
          .select({ status: recordings.processingStatus })
          .from(recordings)
          .where(eq(recordings.id, id));
        if (current!.status === "completed" || current!.status === "failed") break;
        if (Date.now() > deadline) throw new Error("the demo recording was not processed in time");
        await delay(100);
      }
    } finally {
      await worker.stop();
    }
    const done = await detail(id);
    expect(done.processingError).toBeNull();
    expect(done.processingStatus).toBe("completed");
    expect(done.engines.speech).toBe("pocketsphinx");
    expect(done.transcript.length).toBeGreaterThan(1);
    const timed = done.transcript.flatMap((segment) => segment.words ?? []);
    expect(timed.length).toBeGreaterThan(20);
    for (const word of timed) {
      expect(word.start).toBeGreaterThanOrEqual(0);
      expect(word.end).toBeLessThanOrEqual(done.duration + 1);
    }
    // Synthetic speech is recognised poorly, but a good share of the script's words come through.
    const script = await scriptWords(item.file);
    const heard = new Set(done.transcription.toLowerCase().match(/[a-z']+/g) ?? []);
    const shared = [...heard].filter((word) => script.has(word) && word.length > 3);
    expect(shared.length, done.transcription).toBeGreaterThanOrEqual(8);
    // The other demo recordings are still waiting for their turn.
    const waiting = (await demoTasks()).filter((task) => task.status === "queued");
    expect(waiting).toHaveLength(DEMO_RECORDINGS.length - 1);
  }, 60_000);
});
