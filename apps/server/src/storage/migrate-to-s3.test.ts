import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3TestServer, type S3TestServer } from "../../test/s3-test-server";
import { migrateToS3, type MigrationOutcome } from "./migrate-to-s3";
import type { Storage } from "./storage";

let s3: S3TestServer;
let sourceDir: string;
const files = new Map<string, Buffer>();

function write(key: string, data: Buffer) {
  const file = path.join(sourceDir, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  files.set(key, data);
}

async function sha256(storage: Storage, key: string): Promise<string | null> {
  const stream = await storage.get(key);
  if (!stream) return null;
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  sourceDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-migrate-"));
  // Uploads as the server lays them out: images with card variants, media, resumes.
  for (let i = 0; i < 5; i++) {
    const id = randomUUID();
    write(`images/${id.slice(0, 2)}/${id}`, randomBytes(2000 + i));
    write(`images/${id.slice(0, 2)}/${id}-card.webp`, randomBytes(500 + i));
  }
  write(`media/aa/${randomUUID()}`, randomBytes(6 * 1024 * 1024 + 17));
  write(`resumes/${randomUUID()}`, Buffer.from("%PDF-1.4\n"));
  write("empty/zero-bytes", Buffer.alloc(0));
  // Not stored uploads: a write still in progress and a stray file.
  fs.writeFileSync(path.join(sourceDir, "images", "half.1234.0123456789ab.tmp"), "partial");
  fs.writeFileSync(path.join(sourceDir, ".DS_Store"), "finder");
});

afterAll(async () => {
  await s3?.close();
  fs.rmSync(sourceDir, { recursive: true, force: true });
});

describe("migrateToS3", () => {
  it("copies every stored file once, verified; a second run copies nothing", async () => {
    const target = s3.storage("migrated");
    const seen: [string, MigrationOutcome][] = [];
    const first = await migrateToS3({
      sourceDir,
      target,
      onFile: (key, outcome) => seen.push([key, outcome]),
    });
    expect(first).toEqual({ copied: files.size, alreadyThere: 0, failed: 0, skipped: 2 });
    expect(seen.filter(([, outcome]) => outcome === "skipped").map(([key]) => key)).toEqual(
      expect.arrayContaining([".DS_Store", "images/half.1234.0123456789ab.tmp"]),
    );
    expect(await s3.keys("migrated/")).toEqual(
      [...files.keys()].map((k) => `migrated/${k}`).sort(),
    );
    for (const [key, data] of files) {
      expect(await target.stat(key), key).toEqual({ bytes: data.length });
      expect(await sha256(target, key), key).toBe(createHash("sha256").update(data).digest("hex"));
    }

    const second = await migrateToS3({ sourceDir, target });
    expect(second).toEqual({ copied: 0, alreadyThere: files.size, failed: 0, skipped: 2 });
  });

  it("copies again a file whose copy differs, and leaves the matching ones", async () => {
    const target = s3.storage("repaired");
    expect((await migrateToS3({ sourceDir, target })).copied).toBe(files.size);
    const [key, data] = [...files.entries()][0]!;
    // Same size, other bytes: only the checksum tells them apart.
    await target.put(key, Buffer.alloc(data.length, 7), "application/octet-stream");
    const rerun = await migrateToS3({ sourceDir, target });
    expect(rerun).toEqual({ copied: 1, alreadyThere: files.size - 1, failed: 0, skipped: 2 });
    expect(await sha256(target, key)).toBe(createHash("sha256").update(data).digest("hex"));
  });

  it("counts a file it cannot copy as failed and goes on with the rest", async () => {
    const reasons: string[] = [];
    // A target that takes nothing: one file refused outright, the rest lost.
    const failing: Storage = {
      stat: async () => null,
      get: async () => null,
      delete: async () => undefined,
      put: async () => undefined,
      putStream: async (key, data) => {
        data.destroy();
        if (key.startsWith("resumes/")) throw new Error("bucket refused it");
        return 0;
      },
    };
    const summary = await migrateToS3({
      sourceDir,
      target: failing,
      onFile: (_key, outcome, reason) => {
        if (outcome === "failed") reasons.push(reason ?? "");
      },
    });
    expect(summary.failed).toBe(files.size);
    expect(reasons).toContain("bucket refused it");
    expect(reasons.filter((r) => r.includes("the copy has no bytes"))).toHaveLength(files.size - 1);
  });

  it("refuses a missing uploads directory", async () => {
    await expect(
      migrateToS3({ sourceDir: path.join(sourceDir, "nope"), target: s3.storage("none") }),
    ).rejects.toThrow(/no uploads directory/);
  });
});
