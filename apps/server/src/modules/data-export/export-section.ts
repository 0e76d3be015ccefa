import { resumeFileName } from "@field-commons/shared/applications";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import type { Storage } from "../../storage/storage";
import type { ArchiveWriter } from "./data-export.archive";

/** Rows read per query: every section is read in keyset pages, never whole. */
export const EXPORT_PAGE = 100;

/** Rows and files per section, as the manifest and the export's row record them. */
export type ExportCounts = Record<string, number>;

/** What a section writes with: the account, the archive and the running counts. */
export interface ExportContext {
  db: Db;
  storage: Storage;
  appUrl: string;
  user: PublicUser;
  archive: ArchiveWriter;
  counts: ExportCounts;
  signal?: AbortSignal;
}

/**
 * One module's part of a person's data export. Each module that holds
 * something a person owns contributes a section; the export writes them in
 * the order the application lists them.
 */
export interface ExportSection {
  /** A short name for logs and tests: "profile", "content", "likes and saves"... */
  name: string;
  write(ctx: ExportContext): Promise<void>;
}

/**
 * Reads rows in pages ordered by a unique key, each page after the last key
 * of the one before, so a heavy account is never read whole.
 */
export async function* keyset<T>(
  fetch: (after: string | null) => Promise<T[]>,
  keyOf: (row: T) => string,
  size = EXPORT_PAGE,
): AsyncGenerator<T> {
  let after: string | null = null;
  for (;;) {
    const rows = await fetch(after);
    for (const row of rows) yield row;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

export function bump(counts: ExportCounts, key: string, by = 1): void {
  counts[key] = (counts[key] ?? 0) + by;
}

/** A name safe in any unzip tool: no folders, no control or reserved characters, bounded. */
export function safeName(name: string, fallback: string): string {
  const cleaned = name
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, "-")
    .replace(/^[.\s-]+|[\s.]+$/g, "")
    .slice(0, 100);
  return cleaned === "" ? fallback : cleaned;
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
  "audio/webm": "webm",
  "video/webm": "webm",
  "audio/ogg": "ogg",
  "video/ogg": "ogv",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "audio/flac": "flac",
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

export function extensionOf(mimeType: string): string {
  return EXTENSIONS[mimeType.toLowerCase()] ?? "bin";
}

/** Media and images are compressed already: stored as they are. */
function compressible(mimeType: string): boolean {
  return !/^(image|audio|video)\//.test(mimeType);
}

/** Adds a stored file; a file missing from storage is counted, not fatal. */
export async function addStoredFile(
  ctx: ExportContext,
  name: string,
  storageKey: string,
  mimeType: string,
  mtime: Date,
): Promise<boolean> {
  ctx.signal?.throwIfAborted();
  const stream = await ctx.storage.get(storageKey);
  if (!stream) {
    bump(ctx.counts, "missingFiles");
    return false;
  }
  await ctx.archive.addStream(name, stream, { compress: compressible(mimeType), mtime });
  return true;
}

/** Writes rows one by one as a JSON array file and records how many it held. */
export async function addJsonList<T>(
  ctx: ExportContext,
  name: string,
  countKey: string,
  items: AsyncIterable<T>,
): Promise<void> {
  ctx.counts[countKey] = await ctx.archive.addJsonArray(name, items);
}

/**
 * The name of an application's résumé in the archive: the applications list
 * points at the file the uploads section writes under this name.
 */
export function resumeArchiveName(applicantName: string, mimeType: string): string {
  return safeName(resumeFileName(applicantName, mimeType), "resume");
}
