import { z } from "zod";

/** Image limit shared by the form, the upload parser and the server (spec 2, section 5). */
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
