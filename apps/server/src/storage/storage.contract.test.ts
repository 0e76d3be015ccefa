import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { testEnv } from "../env";
import { signedIn } from "../../test/factories";
import { multipartFile } from "../../test/multipart";
import { startS3TestServer, type S3TestServer } from "../../test/s3-test-server";
import { createTestDatabase } from "../../test/test-database";
import { LocalDiskStorage } from "./local-disk-storage";
import type { Storage } from "./storage";

const MB = 1024 * 1024;
const BIG_BYTES = 12 * MB;
const CHUNK_BYTES = 64 * 1024;

/** The byte at a position of the big test file: cheap to recompute anywhere. */
function bigByte(position: number): number {
  return (position * 31 + (position >> 16)) & 0xff;
}

/** `bytes` bytes of the big pattern, made a chunk at a time (never held whole). */
function bigStream(bytes: number, failAfter?: number): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes; offset += CHUNK_BYTES) {
        if (failAfter !== undefined && offset >= failAfter) throw new Error("source broke");
        const chunk = Buffer.alloc(Math.min(CHUNK_BYTES, bytes - offset));
        for (let i = 0; i < chunk.length; i++) chunk[i] = bigByte(offset + i);
        yield chunk;
      }
    })(),
  );
}

async function sha256Of(stream: Readable): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { bytes, sha256: hash.digest("hex") };
}

async function readAll(stream: Readable | null): Promise<Buffer> {
  expect(stream).not.toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The length first: a wrong-sized answer fails with a short message, not a 12-million-entry diff. */
function expectBytes(actual: Buffer, expected: number[]) {
  expect(actual.length).toBe(expected.length);
  expect([...actual]).toEqual(expected);
}

interface Backend {
  storage: Storage;
  /** Every key stored, to prove a failure left nothing anywhere. */
  keys(): Promise<string[]>;
}

const UNSAFE_KEYS = ["../escape", "/etc/passwd", "a/../../b", "Upper/case", "", ".hidden", "a\\b"];

/** The behaviour every Storage must have, whatever it stores files in. */
function storageContract(name: string, setUp: () => Promise<Backend>) {
  describe(name, () => {
    let backend: Backend;
    let storage: Storage;
    beforeAll(async () => {
      backend = await setUp();
      storage = backend.storage;
    });

    const fresh = (label: string) => `contract/${label}/${randomUUID()}`;

    it("stores a buffer and reads it back whole", async () => {
      const key = fresh("put");
      const data = Buffer.from("field notes, page one\n");
      await storage.put(key, data, "text/plain");
      expect(await storage.stat(key)).toEqual({ bytes: data.length });
      expect((await readAll(await storage.get(key))).equals(data)).toBe(true);
    });

    it("stores a 12 MB stream (several multipart parts) without holding it, and reads it back", async () => {
      const key = fresh("stream");
      const stored = await storage.putStream(key, bigStream(BIG_BYTES), "application/octet-stream");
      expect(stored).toBe(BIG_BYTES);
      expect(await storage.stat(key)).toEqual({ bytes: BIG_BYTES });
      const expected = await sha256Of(bigStream(BIG_BYTES));
      expect(await sha256Of((await storage.get(key))!)).toEqual(expected);

      // Inclusive ranges: the first byte, a stretch across the 5 MiB part boundary, the last byte.
      const first = await readAll(await storage.get(key, { start: 0, end: 0 }));
      expectBytes(first, [bigByte(0)]);
      const middle = await readAll(await storage.get(key, { start: 5 * MB - 3, end: 5 * MB + 4 }));
      expectBytes(
        middle,
        Array.from({ length: 8 }, (_, i) => bigByte(5 * MB - 3 + i)),
      );
      const last = await readAll(
        await storage.get(key, { start: BIG_BYTES - 1, end: BIG_BYTES - 1 }),
      );
      expectBytes(last, [bigByte(BIG_BYTES - 1)]);
    });

    it("stores a small stream and serves byte ranges of a small file", async () => {
      const key = fresh("small");
      const text = "0123456789abcdef";
      const stored = await storage.putStream(
        key,
        Readable.from([Buffer.from(text.slice(0, 5)), Buffer.from(text.slice(5))]),
        "text/plain",
      );
      expect(stored).toBe(text.length);
      expect((await readAll(await storage.get(key, { start: 0, end: 0 }))).toString()).toBe("0");
      expect((await readAll(await storage.get(key, { start: 4, end: 9 }))).toString()).toBe(
        "456789",
      );
      expect((await readAll(await storage.get(key, { start: 15, end: 15 }))).toString()).toBe("f");
    });

    it("answers null for a key that was never stored", async () => {
      const key = fresh("missing");
      expect(await storage.stat(key)).toBeNull();
      expect(await storage.get(key)).toBeNull();
      expect(await storage.get(key, { start: 0, end: 10 })).toBeNull();
    });

    it("deletes, and deleting again (or something never stored) is no error", async () => {
      const key = fresh("delete");
      await storage.put(key, Buffer.from("gone soon"), "text/plain");
      await storage.delete(key);
      expect(await storage.stat(key)).toBeNull();
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
      await expect(storage.delete(fresh("never"))).resolves.toBeUndefined();
    });

    it("leaves nothing anywhere when the stream fails, and rejects with the stream's error", async () => {
      const before = await backend.keys();
      // After more than one part has been read (a multipart upload under way) ...
      const big = fresh("broken-big");
      await expect(
        storage.putStream(big, bigStream(BIG_BYTES, 7 * MB), "application/octet-stream"),
      ).rejects.toThrow("source broke");
      // ... and before the first part is complete.
      const small = fresh("broken-small");
      await expect(
        storage.putStream(small, bigStream(BIG_BYTES, 100 * 1024), "application/octet-stream"),
      ).rejects.toThrow("source broke");
      expect(await storage.stat(big)).toBeNull();
      expect(await storage.stat(small)).toBeNull();
      expect(await storage.get(big)).toBeNull();
      expect(await backend.keys()).toEqual(before);
    });

    it("refuses unsafe keys in every operation", async () => {
      for (const key of UNSAFE_KEYS) {
        await expect(storage.put(key, Buffer.from("x"), "text/plain"), key).rejects.toThrow(
          /unsafe storage key/,
        );
        await expect(
          storage.putStream(key, Readable.from([Buffer.from("x")]), "text/plain"),
          key,
        ).rejects.toThrow(/unsafe storage key/);
        await expect(storage.stat(key), key).rejects.toThrow(/unsafe storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/unsafe storage key/);
        await expect(storage.delete(key), key).rejects.toThrow(/unsafe storage key/);
      }
    });
  });
}

let s3: S3TestServer;
const tempDirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function walkFiles(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? walkFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .sort();
}

storageContract("LocalDiskStorage", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-storage-"));
  tempDirs.push(dir);
  return { storage: new LocalDiskStorage(dir), keys: async () => walkFiles(dir) };
});

storageContract("S3Storage", async () => {
  const prefix = `contract-${randomUUID().slice(0, 8)}`;
  return { storage: s3.storage(prefix), keys: () => s3.keys(`${prefix}/`) };
});

describe("S3Storage with a prefix", () => {
  it("keeps every key under the prefix", async () => {
    const storage = s3.storage("/tenant-a/uploads/");
    await storage.put("images/ab/one", Buffer.from("one"), "text/plain");
    expect(await s3.keys("tenant-a/")).toEqual(["tenant-a/uploads/images/ab/one"]);
  });
});

describe("the uploads API on S3Storage", () => {
  let app: FastifyInstance;
  let database: Database;
  const prefix = `api-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      env: testEnv({ DEMO: "false" }),
      database,
      storage: s3.storage(prefix),
      webDistDir: null,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("stores an uploaded image in the bucket and serves it back, whole and in ranges", async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#1b5e20" },
    })
      .png()
      .toBuffer();
    const { cookie } = await signedIn(app, database.db);
    const { payload, headers } = multipartFile("file", "field.png", "image/png", png);
    const created = await app.inject({
      method: "POST",
      url: "/api/uploads/images",
      payload,
      headers: { ...headers, cookie },
    });
    expect(created.statusCode).toBe(201);
    const image = created.json<{ url: string; cardUrl: string; bytes: number }>();
    expect(image.bytes).toBe(png.length);
    // The original and its card variant, both in the bucket under the prefix.
    expect(await s3.keys(`${prefix}/`)).toHaveLength(2);

    const whole = await app.inject({ method: "GET", url: image.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("image/png");
    expect(whole.rawPayload.equals(png)).toBe(true);

    const part = await app.inject({
      method: "GET",
      url: image.url,
      headers: { range: "bytes=8-23" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 8-23/${png.length}`);
    expect(part.rawPayload.equals(png.subarray(8, 24))).toBe(true);

    const card = await app.inject({ method: "GET", url: image.cardUrl });
    expect(card.statusCode).toBe(200);
    expect(card.headers["content-type"]).toBe("image/webp");
    expect((await sharp(card.rawPayload).metadata()).format).toBe("webp");
  });
});
