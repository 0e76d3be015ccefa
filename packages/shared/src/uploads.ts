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
