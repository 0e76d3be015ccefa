import {
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  IMAGE_MIME_TYPES,
  UploadedImage,
} from "@field-commons/shared/uploads";
import { ApiError, NetworkError, toApiError } from "../../lib/api-client";

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

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/uploads/images with the file in the multipart field `file`.
 *
 * Uses XMLHttpRequest rather than the fetch wrapper because only XHR reports
 * upload progress. Errors have the same types as the fetch wrapper's: ApiError
 * for error answers (413, 415, 401 ...), NetworkError when the server cannot
 * be reached or its answer cannot be read, and an AbortError when cancelled.
 */
export function uploadImage(
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The upload was cancelled.", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const cleanUp = () => signal?.removeEventListener("abort", onAbortSignal);
    signal?.addEventListener("abort", onAbortSignal);

    xhr.open("POST", UPLOAD_IMAGE_PATH);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      cleanUp();
      const body = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, body));
        return;
      }
      const parsed = UploadedImage.safeParse(body);
      if (!parsed.success) {
        reject(new NetworkError("The server sent an answer this page could not read."));
        return;
      }
      onProgress?.(1);
      resolve(parsed.data);
    };
    xhr.onerror = () => {
      cleanUp();
      reject(
        new NetworkError("Could not reach Field Commons. Check your connection and try again."),
      );
    };
    xhr.onabort = () => {
      cleanUp();
      reject(new DOMException("The upload was cancelled.", "AbortError"));
    };

    const form = new FormData();
    form.append("file", file, file.name);
    // No Content-Type header: the browser sets multipart/form-data with its boundary.
    xhr.send(form);
  });
}

/** What to tell the person when an upload failed. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return error.serverMessage ?? IMAGE_MESSAGES.tooLarge;
    if (error.status === 415) return error.serverMessage ?? IMAGE_MESSAGES.notAnImage;
    if (error.status === 401) return "Sign in to upload images.";
    return error.serverMessage ?? "The image could not be uploaded. Please try again.";
  }
  if (error instanceof NetworkError) return error.message;
  return "The image could not be uploaded. Please try again.";
}
