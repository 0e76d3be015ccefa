import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "../../../lib/api-client";
import { DeviceDb } from "../../../lib/offline/device-db";
import { takeStore } from "./take-store";
import {
  resumableApi,
  sendTakeResumably,
  uploadQueuedTakes,
  type ResumableApi,
} from "./take-uploader";
import { installFakeIndexedDb } from "../../../testing/fake-indexeddb";

installFakeIndexedDb();

/** Small chunks keep the test's takes small; the app sends TAKE_CHUNK_BYTES. */
const TAKE_CHUNK_BYTES = 1000;

let counter = 0;
const dbs: DeviceDb[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const db of dbs.splice(0)) await db.delete();
});

/** A queued take of `size` bytes (each byte its offset modulo 251, to tell chunks apart). */
async function queuedTake(size: number) {
  const db = new DeviceDb(`resumable-test-${++counter}`);
  dbs.push(db);
  const store = takeStore(db);
  const bytes = new Uint8Array(size).map((_, i) => i % 251);
  const writer = await store.start("user-1", "audio/webm");
  await writer.append([new Blob([bytes], { type: "audio/webm" })], 30);
  await writer.finish(30);
  await store.queue(writer.id, { title: "Canal gate", recordedAt: "2026-11-28" }, true);
  return { db, store, id: writer.id, bytes };
}

/** A server in memory: keeps the bytes it accepted, checks offsets like the real one. */
function fakeServer(size: number) {
  const uploads = new Map<string, Uint8Array[]>();
  const offsets = new Map<string, number>();
  const calls = {
    start: [] as string[],
    send: [] as number[],
    offset: 0,
    complete: [] as string[],
  };
  let next = 0;
  const api: ResumableApi = {
    start: vi.fn(async (body, key) => {
      expect(body.size).toBe(size);
      calls.start.push(key);
      const id = `upload-${++next}`;
      uploads.set(id, []);
      offsets.set(id, 0);
      return { id, offset: 0 };
    }),
    offset: vi.fn(async (id) => {
      calls.offset += 1;
      const offset = offsets.get(id);
      if (offset === undefined)
        throw new ApiError({ status: 404, code: "NOT_FOUND", serverMessage: "Upload not found" });
      return offset;
    }),
    send: vi.fn(async (id, offset, blob) => {
      calls.send.push(offset);
      const current = offsets.get(id);
      if (current === undefined)
        throw new ApiError({ status: 404, code: "NOT_FOUND", serverMessage: "Upload not found" });
      if (offset !== current) return current;
      uploads.get(id)!.push(new Uint8Array(await blob.arrayBuffer()));
      offsets.set(id, current + blob.size);
      return current + blob.size;
    }),
    complete: vi.fn(async (id, body, key) => {
      calls.complete.push(key);
      expect(offsets.get(id)).toBe(size);
      expect(body).toMatchObject({ title: "Canal gate", process: true });
      return { id: `recording-of-${id}`, title: String(body.title) };
    }),
  };
  const received = (id: string) => {
    const parts = uploads.get(id) ?? [];
    const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
      all.set(part, at);
      at += part.length;
    }
    return all;
  };
  return { api, calls, offsets, uploads, received };
}

const offline = () =>
  new NetworkError("Could not reach Field Commons.", { cause: new TypeError("Failed to fetch") });

describe("a queued take sent with the resumable upload", () => {
  it("goes in chunks and keeps how far it got", async () => {
    const size = Math.round(TAKE_CHUNK_BYTES * 2.5);
    const { store, id, bytes } = await queuedTake(size);
    const server = fakeServer(size);
    const progress: number[] = [];
    const take = (await store.queued("user-1"))[0]!;
    const recording = await sendTakeResumably(store, take, {
      api: server.api,
      chunkBytes: TAKE_CHUNK_BYTES,
      onProgress: (f) => progress.push(f),
    });
    expect(recording).toEqual({ id: "recording-of-upload-1", title: "Canal gate" });
    expect(server.calls.send).toEqual([0, TAKE_CHUNK_BYTES, 2 * TAKE_CHUNK_BYTES]);
    expect(server.received("upload-1")).toEqual(bytes);
    expect(progress.at(-1)).toBe(1);
    const stored = (await store.queued("user-1")).find((t) => t.id === id)!;
    expect(stored.upload).toMatchObject({ uploadId: "upload-1", offset: size });
  });

  it("sends a completion whose answer was lost again with the same key, never a second upload", async () => {
    const size = TAKE_CHUNK_BYTES * 2;
    const { store } = await queuedTake(size);
    const server = fakeServer(size);
    // The server keeps each completion's answer under its key and ends the upload.
    const made = new Map<string, { id: string; title: string }>();
    let lose = true;
    server.api.complete = vi.fn(async (id, body, key) => {
      server.calls.complete.push(key);
      const answer = made.get(key) ?? { id: `recording-of-${id}`, title: String(body.title) };
      made.set(key, answer);
      server.offsets.delete(id);
      if (lose) {
        lose = false;
        throw offline();
      }
      return answer;
    });
    const take = (await store.queued("user-1"))[0]!;
    const recording = await sendTakeResumably(store, take, {
      api: server.api,
      chunkBytes: TAKE_CHUNK_BYTES,
    });
    expect(recording).toEqual({ id: "recording-of-upload-1", title: "Canal gate" });
    expect(server.calls.start).toHaveLength(1);
    expect(server.calls.complete).toHaveLength(2);
    expect(new Set(server.calls.complete).size).toBe(1);
    expect(made.size).toBe(1);
  });

  it("resumes from the server's offset after a failed chunk", async () => {
    const size = TAKE_CHUNK_BYTES * 3;
    const { store, bytes } = await queuedTake(size);
    const server = fakeServer(size);
    const send = server.api.send;
    let failed = false;
    server.api.send = vi.fn(async (uploadId, offset, blob) => {
      if (offset === TAKE_CHUNK_BYTES && !failed) {
        failed = true;
        // The chunk arrived, but its answer was lost on the way back.
        await send(uploadId, offset, blob);
        throw offline();
      }
      return send(uploadId, offset, blob);
    });
    const take = (await store.queued("user-1"))[0]!;
    await sendTakeResumably(store, take, { api: server.api, chunkBytes: TAKE_CHUNK_BYTES });
    expect(server.calls.offset).toBe(1);
    // After asking, it went on from the server's offset, not from the chunk it thought it lost.
    expect(server.calls.send).toEqual([0, TAKE_CHUNK_BYTES, 2 * TAKE_CHUNK_BYTES]);
    expect(server.received("upload-1")).toEqual(bytes);
    expect(server.calls.start).toHaveLength(1);
  });

  it("stops the round when the network goes and carries on next round from the stored offset", async () => {
    const size = TAKE_CHUNK_BYTES * 3;
    const { store, bytes } = await queuedTake(size);
    const server = fakeServer(size);
    const send = server.api.send;
    const offset = server.api.offset;
    let online = false;
    server.api.send = vi.fn(async (uploadId, from, blob) => {
      if (from >= TAKE_CHUNK_BYTES && !online) throw offline();
      return send(uploadId, from, blob);
    });
    server.api.offset = vi.fn(async (uploadId) => {
      if (!online) throw offline();
      return offset(uploadId);
    });
    const first = await uploadQueuedTakes(store, "user-1", (take) =>
      sendTakeResumably(store, take, { api: server.api, chunkBytes: TAKE_CHUNK_BYTES }),
    );
    expect(first.interrupted).toBe(true);
    const waiting = (await store.queued("user-1"))[0]!;
    expect(waiting.upload).toMatchObject({ uploadId: "upload-1", offset: TAKE_CHUNK_BYTES });

    online = true;
    const createKey = waiting.upload!.createKey;
    const second = await uploadQueuedTakes(store, "user-1", (take) =>
      sendTakeResumably(store, take, { api: server.api, chunkBytes: TAKE_CHUNK_BYTES }),
    );
    expect(second.uploaded).toHaveLength(1);
    // The stored upload was reused: no second upload was opened.
    expect(server.calls.start).toEqual([createKey]);
    expect(server.received("upload-1")).toEqual(bytes);
    expect(await store.queued("user-1")).toEqual([]);
  });

  it("reuses the stored upload and its offset", async () => {
    const size = TAKE_CHUNK_BYTES * 2;
    const { store, id, bytes } = await queuedTake(size);
    const server = fakeServer(size);
    server.uploads.set("upload-9", [bytes.slice(0, TAKE_CHUNK_BYTES)]);
    server.offsets.set("upload-9", TAKE_CHUNK_BYTES);
    await store.saveUpload(id, {
      createKey: "create-key",
      completeKey: "complete-key",
      uploadId: "upload-9",
      offset: TAKE_CHUNK_BYTES,
    });
    const take = (await store.queued("user-1"))[0]!;
    const recording = await sendTakeResumably(store, take, {
      api: server.api,
      chunkBytes: TAKE_CHUNK_BYTES,
    });
    expect(recording.id).toBe("recording-of-upload-9");
    expect(server.calls.start).toEqual([]);
    expect(server.calls.send).toEqual([TAKE_CHUNK_BYTES]);
    expect(server.calls.complete).toEqual(["complete-key"]);
    expect(server.received("upload-9")).toEqual(bytes);
  });

  it("starts a new upload when the stored one is gone (404)", async () => {
    const size = TAKE_CHUNK_BYTES + 10;
    const { store, id, bytes } = await queuedTake(size);
    const server = fakeServer(size);
    await store.saveUpload(id, {
      createKey: "old-create-key",
      completeKey: "old-complete-key",
      uploadId: "expired-upload",
      offset: TAKE_CHUNK_BYTES,
    });
    const take = (await store.queued("user-1"))[0]!;
    const recording = await sendTakeResumably(store, take, {
      api: server.api,
      chunkBytes: TAKE_CHUNK_BYTES,
    });
    expect(recording.id).toBe("recording-of-upload-1");
    expect(server.calls.start).toHaveLength(1);
    // A new key: the old one would replay the expired upload.
    expect(server.calls.start[0]).not.toBe("old-create-key");
    expect(server.calls.complete[0]).not.toBe("old-complete-key");
    expect(server.calls.send).toEqual([TAKE_CHUNK_BYTES, 0, TAKE_CHUNK_BYTES]);
    expect(server.received("upload-1")).toEqual(bytes);
  });

  it("keeps a refusal with the server's reason, as before, and asks again with a new key", async () => {
    const size = 1000;
    const { store, id } = await queuedTake(size);
    const server = fakeServer(size);
    const quota = new ApiError({
      status: 413,
      code: "QUOTA_EXCEEDED",
      serverMessage: "Your storage is full.",
    });
    server.api.complete = vi.fn(async () => {
      throw quota;
    });
    const round = await uploadQueuedTakes(store, "user-1", (take) =>
      sendTakeResumably(store, take, { api: server.api, chunkBytes: TAKE_CHUNK_BYTES }),
    );
    expect(round.refused).toEqual([{ takeId: id, reason: "Your storage is full." }]);
    const refused = (await store.queued("user-1"))[0]!;
    expect(refused.refused).toBe("Your storage is full.");
    expect(refused.upload).toMatchObject({ uploadId: "upload-1", offset: size });
    const firstKey = vi.mocked(server.api.complete).mock.calls[0]![2];
    expect(refused.upload!.completeKey).not.toBe(firstKey);
  });

  it("refuses the take when a chunk is refused (4xx other than 404 and 409)", async () => {
    const size = 1000;
    const { store, id } = await queuedTake(size);
    const server = fakeServer(size);
    server.api.send = vi.fn(async () => {
      throw new ApiError({
        status: 400,
        code: "BAD_REQUEST",
        serverMessage: "The chunk is empty.",
      });
    });
    const round = await uploadQueuedTakes(store, "user-1", (take) =>
      sendTakeResumably(store, take, { api: server.api, chunkBytes: TAKE_CHUNK_BYTES }),
    );
    expect(round.refused).toEqual([{ takeId: id, reason: "The chunk is empty." }]);
    expect(server.calls.offset).toBe(0);
  });
});

describe("the chunk request", () => {
  it("sends the bytes with Upload-Offset and reads the server's offset from a 409", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: false, error: { code: "CONFLICT", message: "x" }, offset: 42 }),
          { status: 409, headers: { "content-type": "application/json" } },
        ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const offset = await resumableApi.send("u-1", 7, new Blob([new Uint8Array(5)]));
    expect(offset).toBe(42);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/recordings/uploads/u-1");
    expect(init.method).toBe("PATCH");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toMatchObject({
      "Content-Type": "application/offset+octet-stream",
      "Upload-Offset": "7",
    });
  });

  it("turns another refusal into an ApiError with the server's message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              error: { code: "BAD_REQUEST", message: "The chunk goes past the size." },
            }),
            { status: 400 },
          ),
      ),
    );
    await expect(resumableApi.send("u-1", 0, new Blob(["abc"]))).rejects.toMatchObject({
      status: 400,
      message: "The chunk goes past the size.",
    });
  });
});
