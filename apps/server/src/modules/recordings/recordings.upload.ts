import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Multipart, MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { RECORDING_MAX_BYTES, RECORDING_MESSAGES } from "@field-commons/shared/recordings";
import { AppError, badRequest } from "../../errors";
import { detectMedia, MEDIA_SNIFF_BYTES, type DetectedMedia } from "../uploads";
import { CommandError, MediaDecodeError, probeMedia, runCommand } from "./speech/media";

export const tooLarge = () => new AppError(413, "PAYLOAD_TOO_LARGE", RECORDING_MESSAGES.tooLarge);
export const notMedia = () =>
  new AppError(415, "UNSUPPORTED_MEDIA_TYPE", RECORDING_MESSAGES.notMedia);
const noFile = () =>
  new AppError(400, "BAD_REQUEST", "No file was sent (use the multipart field 'file' or 'audio').");

/** The multipart fields besides the file: the form's fields, each well under this. */
export const MULTIPART_LIMITS = {
  fileSize: RECORDING_MAX_BYTES,
  files: 1,
  fields: 40,
  fieldSize: 64 * 1024,
  parts: 41,
} as const;
/** Room for boundaries, part headers and the form's text fields around the file. */
export const MULTIPART_OVERHEAD = 512 * 1024;
const FILE_FIELDS = new Set(["file", "audio"]);

export interface ReceivedRecording {
  /** A private temporary folder holding the file; the caller removes it. */
  dir: string;
  path: string;
  bytes: number;
  media: DetectedMedia;
  originalName: string;
  fields: Record<string, string>;
}

const isTooLarge = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_ERR_CTP_BODY_TOO_LARGE";
};

/** Reads and discards the rest of a stream, so the client gets our answer, not a reset. */
async function drain(chunks: AsyncIterator<Buffer>): Promise<void> {
  try {
    while (!(await chunks.next()).done);
  } catch {
    // The answer is already decided; a broken remainder changes nothing.
  }
}

/**
 * Writes one file part to `target`: its first bytes decide whether it is
 * audio or video at all (415 otherwise, nothing written), then the whole
 * stream is counted as it flows and stopped at `cap`.
 */
async function receiveFile(
  part: MultipartFile,
  target: string,
  cap: { bytes: number; error: () => AppError },
): Promise<{ bytes: number; media: DetectedMedia }> {
  const chunks: AsyncIterator<Buffer> = part.file[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let total = 0;
  let ended = false;
  while (total < MEDIA_SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    total += next.value.length;
  }
  const first = Buffer.concat(head);
  const media = await detectMedia(first);
  if (!media) {
    await drain(chunks);
    throw part.file.truncated ? tooLarge() : notMedia();
  }
  if (total > cap.bytes) {
    await drain(chunks);
    throw cap.error();
  }
  async function* whole() {
    yield first;
    while (!ended) {
      const next = await chunks.next();
      if (next.done) break;
      total += next.value.length;
      if (total > cap.bytes) throw cap.error();
      yield next.value;
    }
    // busboy stops at its limit and marks the file truncated rather than failing.
    if (part.file.truncated) throw tooLarge();
  }
  try {
    await pipeline(Readable.from(whole()), fs.createWriteStream(target, { mode: 0o600 }));
  } catch (error) {
    await drain(chunks);
    if (isTooLarge(error)) throw tooLarge();
    throw error;
  }
  return { bytes: total, media };
}

/**
 * Reads a recording upload: the text fields and one file (field 'file' or
 * 'audio'), written to a private temporary folder with the size limit (or
 * the room left in the account's storage) enforced while it streams. On any
 * failure the folder is gone before the error is thrown.
 */
export async function receiveRecording(
  request: FastifyRequest,
  cap: { bytes: number; error: () => AppError },
): Promise<ReceivedRecording> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "recording-upload-"));
  const target = path.join(dir, "media");
  const fields: Record<string, string> = {};
  let file: { bytes: number; media: DetectedMedia; originalName: string } | null = null;
  try {
    const parts: AsyncIterableIterator<Multipart> = request.parts({ limits: MULTIPART_LIMITS });
    for await (const part of parts) {
      if (part.type === "field") {
        if (part.valueTruncated) {
          throw badRequest("Invalid body", { [part.fieldname]: ["This field is too long"] });
        }
        fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
        continue;
      }
      if (!FILE_FIELDS.has(part.fieldname) || file) {
        await drain(part.file[Symbol.asyncIterator]());
        continue;
      }
      const received = await receiveFile(part, target, cap);
      file = { ...received, originalName: part.filename ?? "" };
    }
  } catch (error) {
    await fsp.rm(dir, { recursive: true, force: true });
    if (isTooLarge(error)) throw tooLarge();
    throw error;
  }
  if (!file) {
    await fsp.rm(dir, { recursive: true, force: true });
    throw noFile();
  }
  return { dir, path: target, fields, ...file };
}

/**
 * Decodes the whole audio track without writing it anywhere and returns how
 * far the decoder got, in whole seconds (ffmpeg's progress report).
 */
async function decodedSeconds(file: string): Promise<number> {
  let micros = 0;
  try {
    await runCommand(
      "ffmpeg",
      [
        "-nostdin",
        "-v",
        "error",
        "-i",
        path.resolve(file),
        "-vn",
        "-f",
        "null",
        "-",
        "-progress",
        "pipe:1",
      ],
      {
        onStdoutLine: (line) => {
          const match = /^out_time_us=(\d+)$/.exec(line.trim());
          if (match) micros = Number(match[1]);
        },
      },
    );
  } catch (error) {
    if (error instanceof CommandError) throw new MediaDecodeError("The file could not be decoded");
    throw error;
  }
  return Math.round(micros / 1_000_000);
}

/**
 * The media's length in whole seconds, from the decoder. Browser recordings
 * often carry no duration in their header; those are decoded once to
 * measure it. A file the decoder cannot read is refused (415).
 */
export async function measureDuration(file: string): Promise<number> {
  try {
    const probed = await probeMedia(file);
    if (probed.durationSeconds > 0) return probed.durationSeconds;
    return await decodedSeconds(file);
  } catch (error) {
    // A file that only looks like media (or has no sound) is no recording.
    if (error instanceof MediaDecodeError) throw notMedia();
    throw error;
  }
}
