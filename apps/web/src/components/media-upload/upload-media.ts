import {
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_MIME_TYPES,
  UploadedMedia,
} from "@field-commons/shared/uploads";
import { uploadErrorText, uploadFile } from "../../lib/upload-file";
import type { UploadOptions } from "../../lib/upload-file";

export const UPLOAD_MEDIA_PATH = "/api/uploads/media";

type MediaMimeType = (typeof MEDIA_MIME_TYPES)[number];

/**
 * Names some browsers give the same formats (Chrome calls an .m4a file
 * audio/x-m4a, Firefox a .wav file audio/x-wav). They are the shared list's
 * types under another name; the server decides by the bytes either way.
 */
const MIME_ALIASES: Readonly<Record<string, MediaMimeType>> = {
  "audio/mp3": "audio/mpeg",
  "audio/x-mp3": "audio/mpeg",
  "audio/x-m4a": "audio/mp4",
  "audio/m4a": "audio/mp4",
  "audio/x-wav": "audio/wav",
  "audio/wave": "audio/wav",
  "audio/vnd.wave": "audio/wav",
  "audio/x-flac": "audio/flac",
};

/** The file picker's filter: the shared types and their aliases. */
export const MEDIA_ACCEPT = [...MEDIA_MIME_TYPES, ...Object.keys(MIME_ALIASES)].join(",");

/** The shared type a file's declared type stands for, or null when it is not accepted. */
export function mediaMimeType(file: File): MediaMimeType | null {
  const declared = file.type.toLowerCase().split(";")[0]?.trim() ?? "";
  if ((MEDIA_MIME_TYPES as readonly string[]).includes(declared)) return declared as MediaMimeType;
  return MIME_ALIASES[declared] ?? null;
}

/**
 * The client's own check before anything is sent: the same type list and size
 * limit as the server, and the same messages. Null when the file may be sent.
 */
export function checkMediaFile(file: File): string | null {
  if (mediaMimeType(file) === null) return MEDIA_MESSAGES.notMedia;
  if (file.size > MEDIA_MAX_BYTES) return MEDIA_MESSAGES.tooLarge;
  return null;
}

/**
 * POST /api/uploads/media with the file in the multipart field `file`, with
 * upload progress (lib/upload-file.ts).
 */
export function uploadMedia(file: File, options?: UploadOptions): Promise<UploadedMedia> {
  return uploadFile(UPLOAD_MEDIA_PATH, file, UploadedMedia, options);
}

/** What to tell the person when an upload failed: the server's own 413 and 415 messages first. */
export function mediaUploadErrorMessage(error: unknown): string {
  return uploadErrorText(error, {
    tooLarge: MEDIA_MESSAGES.tooLarge,
    wrongType: MEDIA_MESSAGES.notMedia,
    signIn: "Sign in to upload audio or video.",
    failed: "The file could not be uploaded. Please try again.",
  });
}

/** Bytes as megabytes with one decimal: '12.5 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
