import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  UploadedImage,
  UploadedMedia,
  imageUrls,
} from "@field-commons/shared/uploads";
import { AppError, notFound } from "../../errors";
import { access } from "../../plugins/access";
import { sendStoredFile } from "../../lib/send-stored-file";
import { processImage } from "./images";
import { detectMedia, MEDIA_SNIFF_BYTES } from "./media";
import { admitUpload, insertWithinQuota, quotaExceeded } from "./quota";
import { readWholeFile } from "./read-file";
import { findUpload } from "./uploads.repository";

const tooLarge = () => new AppError(413, "PAYLOAD_TOO_LARGE", IMAGE_MESSAGES.tooLarge);
const notAnImage = () => new AppError(415, "UNSUPPORTED_MEDIA_TYPE", IMAGE_MESSAGES.notAnImage);
const mediaTooLarge = () => new AppError(413, "PAYLOAD_TOO_LARGE", MEDIA_MESSAGES.tooLarge);
const notMedia = () => new AppError(415, "UNSUPPORTED_MEDIA_TYPE", MEDIA_MESSAGES.notMedia);
/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
const noFile = () =>
  new AppError(400, "BAD_REQUEST", "No file was sent (use the multipart field 'file').");

const isTooLarge = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_ERR_CTP_BODY_TOO_LARGE";
};

/** Reads and discards what is left of an upload, so the client gets our answer, not a reset. */
async function drain(chunks: AsyncIterator<Buffer>): Promise<void> {
  try {
    while (!(await chunks.next()).done);
  } catch {
    // The answer is already decided; a broken remainder changes nothing.
  }
}

/**
 * Splits an uploaded file into its first bytes (to decide what it is) and a
 * stream of the whole file, counted and held as it flows to the media limit,
 * or to the room left in the account's storage when that is smaller.
 */
async function sniffUpload(part: MultipartFile, cap: { bytes: number; error: () => AppError }) {
  const chunks: AsyncIterator<Buffer> = part.file[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < MEDIA_SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  const first = Buffer.concat(head);
  async function* whole() {
    let total = first.length;
    yield first;
    if (!ended) {
      for (;;) {
        const next = await chunks.next();
        if (next.done) break;
        total += next.value.length;
        if (total > cap.bytes) throw cap.error();
        yield next.value;
      }
    }
    // busboy stops at the limit and marks the file truncated rather than failing.
    if (part.file.truncated) throw mediaTooLarge();
    if (total > cap.bytes) throw cap.error();
  }
  return {
    head: first,
    truncated: () => part.file.truncated,
    stream: () => Readable.from(whole(), { objectMode: false }),
    drain: () => drain(chunks),
  };
}

export default async function uploadRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(
    "/images",
    {
      config: { access: access("signed-in") },
      bodyLimit: IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ["uploads"],
        summary:
          "Upload an image (JPEG, PNG, WebP, GIF or AVIF; at most 4 MB) as multipart field 'file'",
        consumes: ["multipart/form-data"],
        response: {
          201: UploadedImage,
          400: ApiErrorBody,
          401: ApiErrorBody,
          413: ApiErrorBody,
          415: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      if (!request.isMultipart()) throw notAnImage();
      const allowance = await admitUpload(app.database.db, app.config, user);
      let data: Buffer;
      try {
        const file = await request.file();
        if (!file) throw noFile();
        // The bytes received decide, whatever the framing: a file cut at the limit is refused.
        data = await readWholeFile(file, IMAGE_MAX_BYTES, tooLarge);
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (isTooLarge(error)) throw tooLarge();
        throw error;
      }
      if (allowance.roomBytes !== null && data.length > allowance.roomBytes) {
        throw quotaExceeded(allowance.usedBytes, allowance.limitBytes!);
      }
      const image = await processImage(data);
      if (!image) throw notAnImage();

      const id = randomUUID();
      const storageKey = `images/${id.slice(0, 2)}/${id}`;
      const cardKey = `${storageKey}-card.webp`;
      const storage = app.storage;
      await storage.put(storageKey, data, image.mimeType);
      await storage.put(cardKey, image.card, "image/webp");
      try {
        // Checked again with the account locked: concurrent uploads never go over the quota.
        const row = await insertWithinQuota(app.database.db, app.config, user, {
          id,
          ownerId: user.id,
          kind: "image",
          mimeType: image.mimeType,
          bytes: data.length,
          width: image.width,
          height: image.height,
          storageKey,
          cardKey,
        });
        return reply.status(201).send({
          id: row.id,
          ...imageUrls(row.id),
          width: image.width,
          height: image.height,
          mimeType: row.mimeType,
          bytes: row.bytes,
        });
      } catch (error) {
        // A failed database write or a full quota leaves no file behind.
        await Promise.all([storage.delete(storageKey), storage.delete(cardKey)]);
        throw error;
      }
    },
  );

  app.post(
    "/media",
    {
      config: { access: access("signed-in") },
      bodyLimit: MEDIA_MAX_BYTES + MULTIPART_OVERHEAD,
      schema: {
        tags: ["uploads"],
        summary:
          "Upload audio or video (MP3, M4A/MP4, Ogg, WAV, WebM, FLAC, QuickTime; at most 100 MB) as multipart field 'file'",
        consumes: ["multipart/form-data"],
        response: {
          201: UploadedMedia,
          400: ApiErrorBody,
          401: ApiErrorBody,
          413: ApiErrorBody,
          415: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      if (!request.isMultipart()) throw notMedia();
      // A body that announces more than the limit is refused before a byte is stored.
      const declared = Number(request.headers["content-length"]);
      if (Number.isFinite(declared) && declared > MEDIA_MAX_BYTES + MULTIPART_OVERHEAD) {
        throw mediaTooLarge();
      }
      const allowance = await admitUpload(app.database.db, app.config, user);
      const room = allowance.roomBytes;
      const overQuota = () => quotaExceeded(allowance.usedBytes, allowance.limitBytes!);
      // So is one that announces more than the account's storage has room for.
      if (room !== null && Number.isFinite(declared) && declared > room + MULTIPART_OVERHEAD) {
        throw overQuota();
      }
      let part: MultipartFile | undefined;
      try {
        part = await request.file({ limits: { fileSize: MEDIA_MAX_BYTES } });
      } catch (error) {
        if (isTooLarge(error)) throw mediaTooLarge();
        throw error;
      }
      if (!part) throw noFile();
      if (part.fieldname !== "file") {
        await drain(part.file[Symbol.asyncIterator]());
        throw noFile();
      }

      const upload = await sniffUpload(
        part,
        room !== null && room < MEDIA_MAX_BYTES
          ? { bytes: room, error: overQuota }
          : { bytes: MEDIA_MAX_BYTES, error: mediaTooLarge },
      );
      const media = await detectMedia(upload.head);
      if (!media) {
        await upload.drain();
        throw upload.truncated() ? mediaTooLarge() : notMedia();
      }

      const id = randomUUID();
      const storageKey = `media/${id.slice(0, 2)}/${id}`;
      const storage = app.storage;
      let bytes: number;
      try {
        // Written to a temporary file and moved into place only when complete.
        bytes = await storage.putStream(storageKey, upload.stream(), media.mimeType);
      } catch (error) {
        await upload.drain();
        if (isTooLarge(error)) throw mediaTooLarge();
        throw error;
      }
      try {
        // Checked again with the account locked: concurrent uploads never go over the quota.
        const row = await insertWithinQuota(app.database.db, app.config, user, {
          id,
          ownerId: user.id,
          kind: "media",
          mimeType: media.mimeType,
          bytes,
          storageKey,
        });
        return reply.status(201).send({
          id: row.id,
          url: imageUrls(row.id).url,
          kind: media.kind,
          mimeType: row.mimeType,
          bytes: row.bytes,
        });
      } catch (error) {
        // A failed database write or a full quota leaves no file behind.
        await storage.delete(storageKey);
        throw error;
      }
    },
  );

  /**
   * Sends a stored file with its type, a year's immutable caching and byte
   * ranges (players seek with them): 206 for one satisfiable range, 416 for
   * one outside the file, 200 with the whole file otherwise. HEAD sends the
   * headers only.
   */
  const serve = (variant: "original" | "card") =>
    async function (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
      const row = await findUpload(app.database.db, request.params.id);
      const key = variant === "card" ? row?.cardKey : row?.storageKey;
      // Résumés and recordings are private: only their own routes serve them, after their checks.
      if (!row || !key || row.kind === "resume" || row.kind === "recording") {
        throw notFound("File not found");
      }
      return sendStoredFile(app.storage, request, reply, {
        storageKey: key,
        etag: `"${row.id}${variant === "card" ? "-card" : ""}"`,
        contentType: variant === "card" ? "image/webp" : row.mimeType,
        cacheControl: "public, max-age=31536000, immutable",
        contentDisposition: "inline",
      });
    };

  const params = z.object({ id: z.uuid() });
  app.route({
    method: ["GET", "HEAD"],
    url: "/:id",
    exposeHeadRoute: false,
    config: { access: access("public") },
    schema: {
      tags: ["uploads"],
      summary: "An uploaded file, full size (byte ranges supported)",
      params,
    },
    handler: serve("original"),
  });
  app.route({
    method: ["GET", "HEAD"],
    url: "/:id/card",
    exposeHeadRoute: false,
    config: { access: access("public") },
    schema: {
      tags: ["uploads"],
      summary: "The card-size WebP variant of an uploaded image",
      params,
    },
    handler: serve("card"),
  });
}
