import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  UploadedImage,
  imageUrls,
} from "@field-commons/shared/uploads";
import { AppError, notFound, unauthenticated } from "../../errors";
import { processImage } from "./images";
import { findUpload, insertUpload } from "./uploads.repository";

const tooLarge = () => new AppError(413, "PAYLOAD_TOO_LARGE", IMAGE_MESSAGES.tooLarge);
const notAnImage = () => new AppError(415, "UNSUPPORTED_MEDIA_TYPE", IMAGE_MESSAGES.notAnImage);

export default async function uploadRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(
    "/images",
    {
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
        },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      if (!request.isMultipart()) throw notAnImage();
      let data: Buffer;
      try {
        const file = await request.file();
        if (!file)
          throw new AppError(
            400,
            "BAD_REQUEST",
            "No file was sent (use the multipart field 'file').",
          );
        data = await file.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        const code = (error as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_ERR_CTP_BODY_TOO_LARGE")
          throw tooLarge();
        throw error;
      }
      if (data.length > IMAGE_MAX_BYTES) throw tooLarge();
      const image = await processImage(data);
      if (!image) throw notAnImage();

      const id = randomUUID();
      const storageKey = `images/${id.slice(0, 2)}/${id}`;
      const cardKey = `${storageKey}-card.webp`;
      const storage = app.storage;
      await storage.put(storageKey, data, image.mimeType);
      await storage.put(cardKey, image.card, "image/webp");
      try {
        const row = await insertUpload(app.database.db, {
          id,
          ownerId: request.user.id,
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
        // A failed database write leaves no file behind.
        await Promise.all([storage.delete(storageKey), storage.delete(cardKey)]);
        throw error;
      }
    },
  );

  const serve = (variant: "original" | "card") =>
    async function (request: { params: { id: string } }, reply: FastifyReply) {
      const row = await findUpload(app.database.db, request.params.id);
      const key = variant === "card" ? row?.cardKey : row?.storageKey;
      if (!row || !key) throw notFound("File not found");
      const stream = await app.storage.get(key);
      if (!stream) throw notFound("File not found");
      return reply
        .header("content-type", variant === "card" ? "image/webp" : row.mimeType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-disposition", "inline")
        .send(stream);
    };

  const params = z.object({ id: z.uuid() });
  app.get(
    "/:id",
    { schema: { tags: ["uploads"], summary: "An uploaded file, full size", params } },
    serve("original"),
  );
  app.get(
    "/:id/card",
    {
      schema: {
        tags: ["uploads"],
        summary: "The card-size WebP variant of an uploaded image",
        params,
      },
    },
    serve("card"),
  );
}
