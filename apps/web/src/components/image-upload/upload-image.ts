import {
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  IMAGE_MIME_TYPES,
  UploadedImage,
} from "@field-commons/shared/uploads";
import { uploadErrorText, uploadFile } from "../../lib/upload-file";
import type { UploadOptions } from "../../lib/upload-file";

export const UPLOAD_IMAGE_PATH = "/api/uploads/images";

/** Types the server accepts (checked again there by content); also the file picker's filter. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(",");

/**
 * The client's own check before anything is sent: the same type list and size
 * limit as the server, and the same messages. Null when the file may be sent.
 */
export function checkImageFile(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
    return IMAGE_MESSAGES.notAnImage;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/**
 * POST /api/uploads/images with the file in the multipart field `file`, with
 * upload progress (lib/upload-file.ts).
 */
export function uploadImage(file: File, options?: UploadOptions): Promise<UploadedImage> {
  return uploadFile(UPLOAD_IMAGE_PATH, file, UploadedImage, options);
}

/** What to tell the person when an upload failed. */
export function uploadErrorMessage(error: unknown): string {
  return uploadErrorText(error, {
    tooLarge: IMAGE_MESSAGES.tooLarge,
    wrongType: IMAGE_MESSAGES.notAnImage,
    signIn: "Sign in to upload images.",
    failed: "The image could not be uploaded. Please try again.",
  });
}
