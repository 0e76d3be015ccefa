import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  RECORDING_UPLOAD_CHUNK_MAX_BYTES,
  RECORDING_UPLOAD_DAYS,
  RECORDING_UPLOAD_OPEN_MAX,
  RecordingUpload,
  RecordingUploadComplete,
  RecordingUploadConflict,
  RecordingUploadCreate,
  RecordingUploadOffset,
  UPLOAD_CHUNK_CONTENT_TYPE,
  UPLOAD_OFFSET_HEADER,
  UploadOffsetHeaders,
} from "@field-commons/shared/recording-uploads";
import { Recording, RECORDING_MAX_BYTES } from "@field-commons/shared/recordings";
import { MEDIA_MIME_TYPES } from "@field-commons/shared/uploads";
import type { Db } from "../../db/client";
import { AppError, badRequest, notFound } from "../../errors";
import { access } from "../../plugins/access";
import type { Storage } from "../../storage/storage";
import { admitUpload, detectMedia, MEDIA_SNIFF_BYTES, quotaExceeded } from "../uploads";
import {
  countOpenUploadSessions,
  deleteUploadSession,
  findOwnUploadSession,
  insertUploadSession,
  advanceUploadSession,
  type RecordingUploadSessionRow,
} from "./recording-uploads.repository";
import { createRecordingFromFile } from "./recordings.create";
import { presentRecording } from "./recordings.presenter";
import { findRecording } from "./recordings.repository";
import { notMedia, tooLarge } from "./recordings.upload";

const IdParams = z.object({ id: z.uuid() });
const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
};
const DAY_MS = 24 * 60 * 60 * 1000;

const uploadNotFound = () => notFound("Upload not found (it may have expired; start it again).");
const tooManyOpen = () =>
  new AppError(
    429,
    "RATE_LIMITED",
    `You have ${RECORDING_UPLOAD_OPEN_MAX} uploads open. Finish one, or wait for it to expire, before starting another.`,
  );

/** The storage key of one accepted chunk: ordered by offset, unique per attempt. */
function partKey(sessionId: string, offset: number): string {
  return `upload-parts/${sessionId}/${String(offset).padStart(12, "0")}-${randomBytes(4).toString("hex")}`;
}

/** Removes the stored chunks of an upload; a chunk that cannot be removed is only disk space. */
async function deleteParts(storage: Storage, keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.delete(key).catch(() => undefined);
}

/** The base type of a declared MIME type ("audio/webm;codecs=opus" is "audio/webm"). */
function baseMimeType(mimeType: string): string {
  return (mimeType.split(";")[0] ?? "").trim().toLowerCase();
}

function present(row: RecordingUploadSessionRow) {
  return {
    id: row.id,
    offset: row.offset,
    size: row.size,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** 409 with the bytes the server holds: the client resumes from there. */
function offsetConflict(reply: FastifyReply, offset: number, message: string) {
  return reply
    .status(409)
    .header(UPLOAD_OFFSET_HEADER, String(offset))
    .send({ success: false as const, error: { code: "CONFLICT" as const, message }, offset });
}

/**
 * Joins the chunks, in order, into one file in a private temporary folder,
 * streaming (no chunk is held whole beyond the storage's own reads).
 */
async function assemble(storage: Storage, keys: readonly string[], target: string) {
  async function* bytes() {
    for (const key of keys) {
      const stream = await storage.get(key);
      if (!stream) throw new Error(`A stored chunk of the upload is missing: ${key}`);
      for await (const chunk of stream) yield chunk as Buffer;
    }
  }
  await pipeline(Readable.from(bytes()), fs.createWriteStream(target, { mode: 0o600 }));
}

/** The file's first bytes, to decide what it is. */
async function headOf(file: string): Promise<Buffer> {
  const handle = await fsp.open(file, "r");
  try {
    const buffer = Buffer.alloc(MEDIA_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Resumable recording uploads under /api/recordings/uploads: announce the
 * file (POST), send it in chunks at byte offsets (PATCH with Upload-Offset),
 * ask how far it got (GET), then make it a recording with the form's fields
 * (POST .../complete), which answers exactly as the multipart upload does.
 */
export default async function recordingUploadRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = (): Db => app.database.db;

  app.addContentTypeParser(
    UPLOAD_CHUNK_CONTENT_TYPE,
    { parseAs: "buffer", bodyLimit: RECORDING_UPLOAD_CHUNK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  async function ownSession(ownerId: string, id: string) {
    const row = await findOwnUploadSession(db(), id, ownerId, new Date());
    if (!row) throw uploadNotFound();
    return row;
  }

  app.post(
    "/",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["recordings"],
        summary: `Start a resumable recording upload: the file's size (at most 100 MB; 413 beyond it or beyond the storage left), type (audio or video; 415 otherwise) and name. At most ${RECORDING_UPLOAD_OPEN_MAX} open per account (429); an upload expires after ${RECORDING_UPLOAD_DAYS} days`,
        body: RecordingUploadCreate,
        response: {
          201: RecordingUpload,
          ...errors,
          413: ApiErrorBody,
          415: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const { size, mimeType, fileName } = request.body;
      if (size > RECORDING_MAX_BYTES) throw tooLarge();
      if (!(MEDIA_MIME_TYPES as readonly string[]).includes(baseMimeType(mimeType))) {
        throw notMedia();
      }
      const now = new Date();
      if ((await countOpenUploadSessions(db(), user.id, now)) >= RECORDING_UPLOAD_OPEN_MAX) {
        throw tooManyOpen();
      }
      // The quota now, against the announced size, so a long upload is not refused at its end.
      const allowance = await admitUpload(db(), app.config, user);
      if (allowance.roomBytes !== null && size > allowance.roomBytes) {
        throw quotaExceeded(allowance.usedBytes, allowance.limitBytes!);
      }
      const row = await insertUploadSession(db(), {
        ownerId: user.id,
        size,
        mimeType: baseMimeType(mimeType),
        fileName: (fileName.split(/[\\/]/).pop() ?? "").slice(0, 255),
        expiresAt: new Date(now.getTime() + RECORDING_UPLOAD_DAYS * DAY_MS),
      });
      return reply.status(201).send(present(row));
    },
  );

  app.get(
    "/:id",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["recordings"],
        summary:
          "How far a resumable upload got (its owner only): the offset to send the next chunk from",
        params: IdParams,
        response: { 200: RecordingUpload, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const row = await ownSession(user.id, request.params.id);
      return reply.header(UPLOAD_OFFSET_HEADER, String(row.offset)).send(present(row));
    },
  );

  app.patch(
    "/:id",
    {
      config: { access: access("signed-in") },
      bodyLimit: RECORDING_UPLOAD_CHUNK_MAX_BYTES,
      schema: {
        tags: ["recordings"],
        summary: `Send the next chunk of a resumable upload (${UPLOAD_CHUNK_CONTENT_TYPE}, at most 8 MB) from the offset named by Upload-Offset. 409 with the server's offset when it is not the one sent (nothing is stored); 400 when the chunk goes past the announced size`,
        consumes: [UPLOAD_CHUNK_CONTENT_TYPE],
        params: IdParams,
        headers: UploadOffsetHeaders,
        response: {
          200: RecordingUploadOffset,
          ...errors,
          409: RecordingUploadConflict,
          413: ApiErrorBody,
          415: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const row = await ownSession(user.id, request.params.id);
      const chunk = request.body;
      if (!Buffer.isBuffer(chunk)) {
        throw new AppError(
          415,
          "UNSUPPORTED_MEDIA_TYPE",
          `Send the chunk's bytes as ${UPLOAD_CHUNK_CONTENT_TYPE}.`,
        );
      }
      const offset = request.headers[UPLOAD_OFFSET_HEADER];
      if (offset !== row.offset) {
        return offsetConflict(reply, row.offset, "The upload continues from another offset.");
      }
      if (chunk.length === 0) throw badRequest("The chunk is empty.");
      if (offset + chunk.length > row.size) {
        throw badRequest("The chunk goes past the size announced for the upload.");
      }
      const key = partKey(row.id, offset);
      await app.storage.put(key, chunk, "application/octet-stream");
      const advanced = await advanceUploadSession(db(), row.id, offset, offset + chunk.length, key);
      if (advanced === null) {
        // Another chunk for this offset was accepted meanwhile: this one is not kept.
        await deleteParts(app.storage, [key]);
        const current = await ownSession(user.id, row.id);
        return offsetConflict(reply, current.offset, "The upload continues from another offset.");
      }
      return reply.header(UPLOAD_OFFSET_HEADER, String(advanced)).send({ offset: advanced });
    },
  );

  app.post(
    "/:id/complete",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["recordings"],
        summary:
          "Make a fully sent resumable upload a recording, with the same fields (as JSON) and answers as the multipart upload; 409 with the offset when bytes are missing. The upload and its chunks are then deleted",
        params: IdParams,
        body: RecordingUploadComplete,
        response: {
          201: Recording,
          ...errors,
          409: RecordingUploadConflict,
          413: ApiErrorBody,
          415: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const row = await ownSession(user.id, request.params.id);
      if (row.offset !== row.size) {
        return offsetConflict(
          reply,
          row.offset,
          `The upload is not complete: ${row.offset} of ${row.size} bytes were received.`,
        );
      }
      const { process, ...fields } = request.body;
      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "recording-upload-"));
      try {
        const target = path.join(dir, "media");
        await assemble(app.storage, row.parts, target);
        const media = await detectMedia(await headOf(target));
        if (!media) throw notMedia();
        let parts: readonly string[] = [];
        const id = await createRecordingFromFile(
          {
            db: db(),
            storage: app.storage,
            quotas: app.config,
            // The upload goes with the recording's creation: of two completions at once, one makes it.
            alsoInTransaction: async (tx) => {
              const gone = await deleteUploadSession(tx, row.id);
              if (!gone) throw uploadNotFound();
              parts = gone.parts;
            },
          },
          user,
          { path: target, bytes: row.size, media, originalName: row.fileName },
          fields,
          process,
        );
        await deleteParts(app.storage, parts);
        const created = await findRecording(db(), id);
        if (!created) throw notFound("Recording not found");
        return reply.status(201).send(presentRecording(created, user));
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
    },
  );
}
