import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { fileTypeFromFile } from "file-type";
import { assertSafeKey } from "./local-disk-storage";
import type { Storage } from "./storage";

/** What happened to one file. */
export type MigrationOutcome = "copied" | "already-there" | "failed" | "skipped";

export interface MigrationSummary {
  copied: number;
  alreadyThere: number;
  failed: number;
  /** Files that are no stored upload: LocalDiskStorage's unfinished temporary files, stray names. */
  skipped: number;
}

export interface MigrationOptions {
  /** The local uploads directory (DATA_DIR/uploads). */
  sourceDir: string;
  /** Where the files go: the configured S3Storage. */
  target: Storage;
  /** Files in flight at once. */
  concurrency?: number;
  /** Called once for every file, with the reason when it failed or was skipped. */
  onFile?: (key: string, outcome: MigrationOutcome, reason?: string) => void;
}

/** LocalDiskStorage writes `<file>.<pid>.<12 hex>.tmp` and renames it into place when complete. */
const TEMP_FILE = /\.\d+\.[0-9a-f]{12}\.tmp$/;

/**
 * Copies every file under sourceDir to target under the same key, checking
 * each copy's size and SHA-256 as read back from the target. A file already
 * there with the same size and checksum is left alone, so a second run
 * copies only what the first did not. Files are found by walking the
 * directory, a few at a time, never listed all at once.
 */
export async function migrateToS3(options: MigrationOptions): Promise<MigrationSummary> {
  const { sourceDir, target, onFile } = options;
  const stat = await fsp.stat(sourceDir).catch(() => null);
  if (!stat?.isDirectory()) throw new Error(`no uploads directory at ${sourceDir}`);

  const summary: MigrationSummary = { copied: 0, alreadyThere: 0, failed: 0, skipped: 0 };
  const record = (key: string, outcome: MigrationOutcome, reason?: string) => {
    if (outcome === "copied") summary.copied++;
    else if (outcome === "already-there") summary.alreadyThere++;
    else if (outcome === "failed") summary.failed++;
    else summary.skipped++;
    onFile?.(key, outcome, reason);
  };

  // An async generator queues concurrent next() calls, so the workers share it safely.
  const files = walk(sourceDir, "");
  const worker = async () => {
    for (let next = await files.next(); !next.done; next = await files.next()) {
      const { file, key } = next.value;
      if (TEMP_FILE.test(key)) {
        record(key, "skipped", "an unfinished temporary file");
        continue;
      }
      try {
        assertSafeKey(key);
      } catch {
        record(key, "skipped", "not a storage key");
        continue;
      }
      try {
        const outcome = await migrateFile(file, key, target);
        record(key, outcome);
      } catch (error) {
        record(key, "failed", error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return summary;
}

async function migrateFile(
  file: string,
  key: string,
  target: Storage,
): Promise<"copied" | "already-there"> {
  const local = await digest(fs.createReadStream(file));
  const existing = await target.stat(key);
  if (existing?.bytes === local.bytes && (await remoteDigest(target, key)) === local.sha256) {
    return "already-there";
  }
  const contentType = (await fileTypeFromFile(file))?.mime ?? "application/octet-stream";
  await target.putStream(key, fs.createReadStream(file), contentType);
  const stored = await target.stat(key);
  const sha256 = stored?.bytes === local.bytes ? await remoteDigest(target, key) : null;
  if (sha256 !== local.sha256) {
    // A wrong copy is removed, so the next run tries again.
    await target.delete(key);
    throw new Error(
      stored?.bytes === local.bytes
        ? "the copy's SHA-256 differs from the file's"
        : `the copy has ${stored?.bytes ?? "no"} bytes, the file ${local.bytes}`,
    );
  }
  return "copied";
}

async function remoteDigest(target: Storage, key: string): Promise<string | null> {
  const stream = await target.get(key);
  return stream ? (await digest(stream)).sha256 : null;
}

async function digest(stream: Readable): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    bytes += buffer.length;
    hash.update(buffer);
  }
  return { bytes, sha256: hash.digest("hex") };
}

/** Every regular file below dir, read one directory entry at a time. */
async function* walk(dir: string, prefix: string): AsyncGenerator<{ file: string; key: string }> {
  for await (const entry of await fsp.opendir(dir)) {
    const file = path.join(dir, entry.name);
    const key = `${prefix}${entry.name}`;
    if (entry.isDirectory()) yield* walk(file, `${key}/`);
    else if (entry.isFile()) yield { file, key };
  }
}
