import { z } from "zod";
import { ApiErrorBody } from "./errors";
import { RECORDING_MAX_BYTES, RecordingFields } from "./recordings";

/**
 * Resumable recording uploads: a file announced with its size, sent in
 * chunks at byte offsets (PATCH with Upload-Offset), then made a recording
 * with the form's fields. A cut connection resumes from the last byte the
 * server confirmed.
 */

/** The largest chunk one PATCH may carry. */
export const RECORDING_UPLOAD_CHUNK_MAX_BYTES = 8 * 1024 * 1024;
/** The chunk the web app sends: small enough to lose little on a flaky network. */
export const RECORDING_UPLOAD_CHUNK_BYTES = 1024 * 1024;
/** Uploads one account may have open at once. */
export const RECORDING_UPLOAD_OPEN_MAX = 5;
/** An upload not completed within this many days is deleted with its bytes. */
export const RECORDING_UPLOAD_DAYS = 7;
/** The body type of a chunk. */
export const UPLOAD_CHUNK_CONTENT_TYPE = "application/offset+octet-stream";
/** The header naming a chunk's first byte (request) and the bytes stored so far (answer). */
export const UPLOAD_OFFSET_HEADER = "upload-offset";

/** POST /api/recordings/uploads: the file that will follow. */
export const RecordingUploadCreate = z.object({
  size: z.number().int().min(1),
  /** The file's type as the device knows it (parameters such as codecs are ignored). */
  mimeType: z.string().trim().min(1).max(255),
  fileName: z.string().max(255).default(""),
});
export type RecordingUploadCreate = z.infer<typeof RecordingUploadCreate>;

/** An open upload: how many bytes the server has of how many. */
export const RecordingUpload = z.object({
  id: z.uuid(),
  offset: z.number().int().min(0),
  size: z.number().int().min(1).max(RECORDING_MAX_BYTES),
  expiresAt: z.string(),
});
export type RecordingUpload = z.infer<typeof RecordingUpload>;

/** The answer to a chunk, and the body of a 409 when the offset sent was not the server's. */
export const RecordingUploadOffset = z.object({ offset: z.number().int().min(0) });
export type RecordingUploadOffset = z.infer<typeof RecordingUploadOffset>;

/** The Upload-Offset header of a chunk: a whole number of bytes (other headers pass through). */
export const UploadOffsetHeaders = z.looseObject({
  [UPLOAD_OFFSET_HEADER]: z.coerce.number().int().min(0),
});

/**
 * POST /api/recordings/uploads/{id}/complete: the same fields as the
 * multipart upload (as JSON), and whether to start processing at once.
 */
export const RecordingUploadComplete = RecordingFields.extend({
  process: z.boolean().default(false),
});
export type RecordingUploadComplete = z.infer<typeof RecordingUploadComplete>;

/** 409 to a chunk or a completion at the wrong offset: the bytes the server has, to resume from. */
export const RecordingUploadConflict = ApiErrorBody.extend({ offset: z.number().int().min(0) });
export type RecordingUploadConflict = z.infer<typeof RecordingUploadConflict>;
