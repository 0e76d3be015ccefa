import {
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_MIME_TYPES,
  UploadedMedia,
} from "@field-commons/shared/uploads";
import { ApiError, NetworkError, toApiError } from "../../lib/api-client";

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

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const abortError = () => new DOMException("The upload was cancelled.", "AbortError");

/**
 * POST /api/uploads/media with the file in the multipart field `file`.
 *
 * XMLHttpRequest rather than the fetch wrapper, because only XHR reports
 * upload progress. Errors have the fetch wrapper's types: ApiError for error
 * answers (413, 415, 401 ...), NetworkError when the server cannot be reached
 * or its answer cannot be read, and an AbortError when cancelled.
 */
export function uploadMedia(
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const cleanUp = () => signal?.removeEventListener("abort", onAbortSignal);
    signal?.addEventListener("abort", onAbortSignal);

    xhr.open("POST", UPLOAD_MEDIA_PATH);
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
      const parsed = UploadedMedia.safeParse(body);
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
      reject(abortError());
    };

    const form = new FormData();
    form.append("file", file, file.name);
    // No Content-Type header: the browser sets multipart/form-data with its boundary.
    xhr.send(form);
  });
}

/** What to tell the person when an upload failed: the server's own 413 and 415 messages first. */
export function mediaUploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return error.serverMessage ?? MEDIA_MESSAGES.tooLarge;
    if (error.status === 415) return error.serverMessage ?? MEDIA_MESSAGES.notMedia;
    if (error.status === 401) return "Sign in to upload audio or video.";
    return error.serverMessage ?? "The file could not be uploaded. Please try again.";
  }
  if (error instanceof NetworkError) return error.message;
  return "The file could not be uploaded. Please try again.";
}

/** Bytes as megabytes with one decimal: '12.5 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
