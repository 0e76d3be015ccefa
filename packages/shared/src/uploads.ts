import { z } from "zod";

/** Image limit shared by the form, the upload parser and the server. */
export const IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const IMAGE_MIME_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
] as const;
export const IMAGE_MESSAGES = {
  notAnImage: "Please choose an image file",
  tooLarge: "Image is too large (max 4MB)",
} as const;
/** Width of the resized variant that cards and galleries load instead of the original. */
export const CARD_IMAGE_WIDTH = 800;

export const UploadedImage = z.object({
  id: z.uuid(),
  /** The original, full size. */
  url: z.string(),
  /** A resized WebP variant (at most CARD_IMAGE_WIDTH wide) for cards and thumbnails. */
  cardUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mimeType: z.string(),
  bytes: z.number().int(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

export function imageUrls(id: string): { url: string; cardUrl: string } {
  return { url: `/api/uploads/${id}`, cardUrl: `/api/uploads/${id}/card` };
}

/**
 * Storage each account may fill with uploads, in MB (1 MB = 1,000,000 bytes)
 * by plan; admins have no limit. The server reads overrides from
 * STORAGE_QUOTA_FREE_MB and STORAGE_QUOTA_CONTRIBUTOR_MB.
 */
export const STORAGE_QUOTA_MB = { free: 50, contributor: 1000 } as const;
export const BYTES_PER_MB = 1_000_000;
/** Uploads per account per window (UPLOAD_RATE_LIMIT_PER_USER, UPLOAD_RATE_LIMIT_WINDOW_SECONDS). */
export const UPLOAD_RATE_LIMIT = { perUser: 30, windowSeconds: 600 } as const;

/** Megabytes with one decimal, as the dashboard and the quota message show them: "12.3 MB". */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / BYTES_PER_MB;
  const rounded = Math.round(mb * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} MB`;
}

export const STORAGE_MESSAGES = {
  /** 413 when an upload would go over the account's storage. */
  quotaExceeded: (usedBytes: number, limitBytes: number) =>
    `Storage quota exceeded: ${formatMegabytes(usedBytes)} of ${formatMegabytes(limitBytes)} used`,
  /** The dashboard's figure. */
  usage: (usedBytes: number, limitBytes: number | null) =>
    limitBytes === null
      ? `Storage: ${formatMegabytes(usedBytes)} used (no limit)`
      : `Storage: ${formatMegabytes(usedBytes)} of ${formatMegabytes(limitBytes)}`,
} as const;

/** GET /api/me/storage: bytes used by the account's uploads and its limit (null: none). */
export const StorageUsage = z.object({
  usedBytes: z.number().int(),
  limitBytes: z.number().int().nullable(),
});
export type StorageUsage = z.infer<typeof StorageUsage>;

/** Interview recordings and other media: audio or video, checked by content. */
export const MEDIA_MAX_BYTES = 100 * 1024 * 1024;
export const MEDIA_MIME_TYPES = [
  "audio/mpeg",
  "audio/mp4",
  "audio/ogg",
  "audio/wav",
  "audio/webm",
  "audio/flac",
  "video/mp4",
  "video/webm",
  "video/quicktime",
] as const;
export const MEDIA_MESSAGES = {
  notMedia: "Please choose an audio or video file",
  tooLarge: "File is too large (max 100 MB)",
  limitText: "Audio or video, up to 100 MB",
} as const;

export const UploadedMedia = z.object({
  id: z.uuid(),
  url: z.string(),
  kind: z.enum(["audio", "video"]),
  mimeType: z.string(),
  bytes: z.number().int(),
});
export type UploadedMedia = z.infer<typeof UploadedMedia>;
