import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RECORDING_UPLOAD_OPEN_MAX } from "@field-commons/shared/recording-uploads";
import { RECORDING_MAX_BYTES } from "@field-commons/shared/recordings";
import { recordingUploadSessions } from "../../db/schema/recording-upload-sessions";
import { recordings } from "../../db/schema/recordings";
import { uploads } from "../../db/schema/uploads";
import { signedIn, TEST_PASSWORD } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { wavFile } from "../uploads/__fixtures__/media-samples";
import { ExpireUploads, recordingTasks } from "./recordings.tasks";

let t: TestApp;
type Caller = Awaited<ReturnType<typeof signedIn>>;
let owner: Caller;
let other: Caller;

beforeAll(async () => {
  t = await createTestApp({ STORAGE_QUOTA_FREE_MB: "1000", UPLOAD_RATE_LIMIT_PER_USER: "1000" });
  owner = await signedIn(t.app, t.database.db);
  other = await signedIn(t.app, t.database.db);
});

const db = () => t.database.db;
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

const FIELDS = {
  title: "Canal gate interview",
  description: "Talking with the water judge at the canal gate.",
  recordedAt: "2026-03-02",
  type: "audio",
  privacy: "private",
  status: "draft",
  location: { name: "Cusco" },
  tags: ["irrigation"],
  consent: { recorded: true, transcribed: true, analyzed: false, shared: false },
};

function start(cookie: string | null, body: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/recordings/uploads",
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

function sendChunk(cookie: string | null, id: string, offset: number, chunk: Buffer) {
  return t.app.inject({
    method: "PATCH",
    url: `/api/recordings/uploads/${id}`,
    headers: {
      ...(cookie ? { cookie } : {}),
      "content-type": "application/offset+octet-stream",
      "upload-offset": String(offset),
    },
    payload: chunk,
  });
}

function status(cookie: string | null, id: string) {
  return t.app.inject({
    method: "GET",
    url: `/api/recordings/uploads/${id}`,
    headers: cookie ? { cookie } : {},
  });
}

function complete(
  cookie: string | null,
  id: string,
  body: Record<string, unknown> = FIELDS,
  key?: string,
) {
  return t.app.inject({
    method: "POST",
    url: `/api/recordings/uploads/${id}/complete`,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { "idempotency-key": key } : {}) },
    payload: body,
  });
}

/** Opens an upload for `file` as the caller and returns its id. */
async function opened(who: Caller, file: Buffer): Promise<string> {
  const response = await start(who.cookie, {
    size: file.length,
    mimeType: "audio/wav",
    fileName: "canal.wav",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

/** The upload's stored chunks, as files under the test's storage folder. */
function partFiles(id: string): string[] {
  const dir = path.join(t.uploadsDir, "upload-parts", id);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

async function sessionRow(id: string) {
  const [row] = await db()
    .select()
    .from(recordingUploadSessions)
    .where(eq(recordingUploadSessions.id, id));
  return row ?? null;
}

/** Splits a file into `count` nearly equal chunks with their offsets. */
function chunksOf(file: Buffer, count: number): { offset: number; bytes: Buffer }[] {
  const size = Math.ceil(file.length / count);
  const chunks = [];
  for (let offset = 0; offset < file.length; offset += size) {
    chunks.push({ offset, bytes: file.subarray(offset, offset + size) });
  }
  return chunks;
}

/** Deletes the caller's open uploads, so limits of one test do not reach the next. */
async function closeUploadsOf(who: Caller) {
  await db()
    .delete(recordingUploadSessions)
    .where(eq(recordingUploadSessions.ownerId, who.user.id));
}

describe("resumable recording uploads", () => {
  it("take a file in three chunks and make it a recording, then forget the upload", async () => {
    const wav = wavFile(2600);
    const id = await opened(owner, wav);
    const parts = chunksOf(wav, 3);
    expect(parts).toHaveLength(3);
    for (const part of parts) {
      const response = await sendChunk(owner.cookie, id, part.offset, part.bytes);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ offset: part.offset + part.bytes.length });
      expect(response.headers["upload-offset"]).toBe(String(part.offset + part.bytes.length));
    }
    expect(partFiles(id)).toHaveLength(3);
    const state = await status(owner.cookie, id);
    expect(state.json()).toMatchObject({ id, offset: wav.length, size: wav.length });

    const response = await complete(owner.cookie, id, { ...FIELDS, process: true });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      title: "Canal gate interview",
      duration: 3,
      fileSize: wav.length,
      mimeType: "audio/wav",
      authorId: owner.user.id,
      status: "draft",
      privacy: "private",
      processingStatus: "processing",
    });
    const [row] = await db().select().from(recordings).where(eq(recordings.id, body.id));
    expect(row!.originalName).toBe("canal.wav");
    const [upload] = await db().select().from(uploads).where(eq(uploads.id, row!.uploadId));
    expect(upload!.bytes).toBe(wav.length);
    const file = await t.app.inject({
      method: "GET",
      url: body.fileUrl,
      headers: { cookie: owner.cookie },
    });
    expect(file.rawPayload.equals(wav)).toBe(true);

    expect(await sessionRow(id)).toBeNull();
    expect(partFiles(id)).toEqual([]);
    expect((await status(owner.cookie, id)).statusCode).toBe(404);
  });

  it("refuse a chunk at another offset with 409 and the server's offset, storing nothing", async () => {
    const wav = wavFile(1200);
    const id = await opened(owner, wav);
    const [first, second] = chunksOf(wav, 3);
    expect((await sendChunk(owner.cookie, id, 0, first!.bytes)).statusCode).toBe(200);

    const ahead = await sendChunk(owner.cookie, id, second!.offset + 10, second!.bytes);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json()).toMatchObject({
      success: false,
      error: { code: "CONFLICT" },
      offset: first!.bytes.length,
    });
    expect(ahead.headers["upload-offset"]).toBe(String(first!.bytes.length));
    // The same chunk again (its answer was lost): 409 too, nothing doubled.
    const again = await sendChunk(owner.cookie, id, 0, first!.bytes);
    expect(again.statusCode).toBe(409);
    expect(again.json().offset).toBe(first!.bytes.length);
    expect(partFiles(id)).toHaveLength(1);
    expect((await sessionRow(id))!.offset).toBe(first!.bytes.length);
    await closeUploadsOf(owner);
  });

  it("resume after a cut from the offset the server reports, and keep the exact bytes", async () => {
    const wav = wavFile(2000);
    const id = await opened(owner, wav);
    const parts = chunksOf(wav, 4);
    expect((await sendChunk(owner.cookie, id, 0, parts[0]!.bytes)).statusCode).toBe(200);
    // The connection dropped: the second chunk never arrived. The device asks where to go on.
    const asked = await status(owner.cookie, id);
    expect(asked.statusCode).toBe(200);
    const { offset } = asked.json<{ offset: number }>();
    expect(offset).toBe(parts[0]!.bytes.length);
    expect(asked.headers["upload-offset"]).toBe(String(offset));
    // It resumes with chunks of another size from there.
    const rest = wav.subarray(offset);
    const half = Math.ceil(rest.length / 2);
    expect((await sendChunk(owner.cookie, id, offset, rest.subarray(0, half))).statusCode).toBe(
      200,
    );
    const last = await sendChunk(owner.cookie, id, offset + half, rest.subarray(half));
    expect(last.json()).toEqual({ offset: wav.length });

    const response = await complete(owner.cookie, id);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await db()
      .select({ storageKey: uploads.storageKey })
      .from(recordings)
      .innerJoin(uploads, eq(uploads.id, recordings.uploadId))
      .where(eq(recordings.id, response.json().id));
    const stored = fs.readFileSync(path.join(t.uploadsDir, row!.storageKey));
    expect(sha256(stored)).toBe(sha256(wav));
  });

  it("refuse to complete before the last byte with 409 and the offset", async () => {
    const wav = wavFile(800);
    const id = await opened(owner, wav);
    const [first] = chunksOf(wav, 2);
    await sendChunk(owner.cookie, id, 0, first!.bytes);
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(recordings);
    const response = await complete(owner.cookie, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: "CONFLICT" },
      offset: first!.bytes.length,
    });
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(recordings);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await sessionRow(id)).not.toBeNull();
    await closeUploadsOf(owner);
  });

  it("answer one recording to a completion sent twice with the same Idempotency-Key", async () => {
    const wav = wavFile(900);
    const id = await opened(owner, wav);
    await sendChunk(owner.cookie, id, 0, wav);
    const first = await complete(owner.cookie, id, FIELDS, "complete-twice");
    expect(first.statusCode, first.body).toBe(201);
    const second = await complete(owner.cookie, id, FIELDS, "complete-twice");
    expect(second.statusCode).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json().id).toBe(first.json().id);
    const rows = await db()
      .select({ id: recordings.id })
      .from(recordings)
      .where(eq(recordings.title, FIELDS.title));
    expect(rows.filter((r) => r.id === first.json().id)).toHaveLength(1);
    // Without the key, the upload is gone.
    expect((await complete(owner.cookie, id)).statusCode).toBe(404);
  });

  it("make one recording of two completions sent at once without a key", async () => {
    const wav = wavFile(700);
    const id = await opened(owner, wav);
    await sendChunk(owner.cookie, id, 0, wav);
    const title = "Two completions at once";
    const answers = await Promise.all([
      complete(owner.cookie, id, { ...FIELDS, title }),
      complete(owner.cookie, id, { ...FIELDS, title }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404]);
    const rows = await db().select().from(recordings).where(eq(recordings.title, title));
    expect(rows).toHaveLength(1);
    expect(partFiles(id)).toEqual([]);
  });

  it("refuse a file that is no audio or video at completion, keeping the upload", async () => {
    const text = Buffer.from("just some notes, not a recording at all".repeat(20));
    const id = await opened(owner, text);
    await sendChunk(owner.cookie, id, 0, text);
    const response = await complete(owner.cookie, id);
    expect(response.statusCode).toBe(415);
    expect(await sessionRow(id)).not.toBeNull();
    await closeUploadsOf(owner);
  });
});

describe("resumable upload limits", () => {
  it("refuse a size over the limit with 413 and a type that is no media with 415", async () => {
    const big = await start(owner.cookie, {
      size: RECORDING_MAX_BYTES + 1,
      mimeType: "audio/webm",
      fileName: "x.webm",
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe("PAYLOAD_TOO_LARGE");
    const text = await start(owner.cookie, { size: 10, mimeType: "text/plain", fileName: "x.txt" });
    expect(text.statusCode).toBe(415);
    const zero = await start(owner.cookie, { size: 0, mimeType: "audio/wav", fileName: "x.wav" });
    expect(zero.statusCode).toBe(400);
    // The recorder's type with its codec is accepted.
    const webm = await start(owner.cookie, {
      size: 10,
      mimeType: "audio/webm;codecs=opus",
      fileName: "take.webm",
    });
    expect(webm.statusCode).toBe(201);
    expect(webm.json()).toMatchObject({ offset: 0, size: 10 });
    expect(Date.parse(webm.json().expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    await closeUploadsOf(owner);
  });

  it("refuse an upload larger than the storage left with 413 QUOTA_EXCEEDED", async () => {
    const small = await createTestApp({ STORAGE_QUOTA_FREE_MB: "1" });
    const who = await signedIn(small.app, small.database.db);
    const response = await small.app.inject({
      method: "POST",
      url: "/api/recordings/uploads",
      headers: { cookie: who.cookie },
      payload: { size: 2 * 1024 * 1024, mimeType: "audio/wav", fileName: "x.wav" },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("QUOTA_EXCEEDED");
  });

  it("refuse a chunk past the announced size with 400, storing nothing", async () => {
    const wav = wavFile(300);
    const id = await opened(owner, wav);
    const response = await sendChunk(owner.cookie, id, 0, Buffer.concat([wav, Buffer.alloc(10)]));
    expect(response.statusCode).toBe(400);
    expect(partFiles(id)).toEqual([]);
    expect((await sessionRow(id))!.offset).toBe(0);
    await closeUploadsOf(owner);
  });

  it("hide another account's upload (404) and refuse anonymous callers (401)", async () => {
    const wav = wavFile(300);
    const id = await opened(owner, wav);
    expect((await sendChunk(other.cookie, id, 0, wav)).statusCode).toBe(404);
    expect((await status(other.cookie, id)).statusCode).toBe(404);
    expect((await complete(other.cookie, id)).statusCode).toBe(404);
    expect((await sendChunk(null, id, 0, wav)).statusCode).toBe(401);
    expect((await status(null, id)).statusCode).toBe(401);
    expect((await start(null, { size: 10, mimeType: "audio/wav" })).statusCode).toBe(401);
    expect((await complete(null, id)).statusCode).toBe(401);
    expect(
      (await sendChunk(owner.cookie, "00000000-0000-4000-8000-000000000000", 0, wav)).statusCode,
    ).toBe(404);
    expect(partFiles(id)).toEqual([]);
    await closeUploadsOf(owner);
  });

  it(`refuse a ${RECORDING_UPLOAD_OPEN_MAX + 1}th open upload with 429`, async () => {
    for (let i = 0; i < RECORDING_UPLOAD_OPEN_MAX; i++) {
      const response = await start(owner.cookie, { size: 100, mimeType: "audio/wav" });
      expect(response.statusCode).toBe(201);
    }
    const refused = await start(owner.cookie, { size: 100, mimeType: "audio/wav" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    // Another account is not limited by these.
    expect((await start(other.cookie, { size: 100, mimeType: "audio/wav" })).statusCode).toBe(201);
    await closeUploadsOf(owner);
    await closeUploadsOf(other);
  });
});

describe("expired uploads", () => {
  it("are deleted with their stored chunks by the scheduled task", async () => {
    const wav = wavFile(600);
    const expired = await opened(owner, wav);
    const fresh = await opened(owner, wav);
    const [first] = chunksOf(wav, 2);
    await sendChunk(owner.cookie, expired, 0, first!.bytes);
    await sendChunk(owner.cookie, fresh, 0, first!.bytes);
    expect(partFiles(expired)).toHaveLength(1);
    await db()
      .update(recordingUploadSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(recordingUploadSessions.id, expired));
    // An expired upload is no longer offered to its owner.
    expect((await status(owner.cookie, expired)).statusCode).toBe(404);

    const handler = recordingTasks({
      storage: t.app.storage,
      speech: null as never,
      analyzer: null as never,
    }).find((h) => h.name === ExpireUploads.name)!;
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await handler.execute(
      {},
      { db: db(), log, taskId: "t", attempt: 1, signal: new AbortController().signal },
    );

    expect(await sessionRow(expired)).toBeNull();
    expect(partFiles(expired)).toEqual([]);
    expect(await sessionRow(fresh)).not.toBeNull();
    expect(partFiles(fresh)).toHaveLength(1);
    await closeUploadsOf(owner);
  });
});

describe("an account deleted with an upload open", () => {
  it("takes the upload's row and its stored chunks with it", async () => {
    const leaving = await signedIn(t.app, t.database.db);
    const wav = wavFile(600);
    const id = await opened(leaving, wav);
    const [first] = chunksOf(wav, 2);
    await sendChunk(leaving.cookie, id, 0, first!.bytes);
    expect(partFiles(id)).toHaveLength(1);
    const response = await leaving.client.delete("/api/me", {
      password: TEST_PASSWORD,
      published: "remove",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await sessionRow(id)).toBeNull();
    expect(partFiles(id)).toEqual([]);
  });
});
