import type { z } from "zod";
import { ApiError, NetworkError, toApiError } from "./api-client";

export interface UploadOptions {
  /** Called with the fraction sent (0 to 1) while the file goes up, and 1 once the answer is read. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key, so a retried upload is stored once). */
  headers?: Record<string, string>;
}

/** The texts of one kind of upload for uploadErrorText. */
export interface UploadErrorTexts {
  /** 413, when the server sent no message. */
  tooLarge: string;
  /** 415, when the server sent no message. */
  wrongType: string;
  /** 401. */
  signIn: string;
  /** Anything else. */
  failed: string;
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
 * POSTs one file in the multipart field `file` and reads the answer with
 * `schema` (see uploadForm).
 */
export function uploadFile<Schema extends z.ZodType>(
  path: string,
  file: File,
  schema: Schema,
  options: UploadOptions = {},
): Promise<z.infer<Schema>> {
  const form = new FormData();
  form.append("file", file, file.name);
  return uploadForm(path, form, schema, options);
}

/**
 * POSTs a multipart form (files and fields, as the route wants them) and
 * reads the answer with `schema`.
 *
 * XMLHttpRequest rather than the fetch wrapper (lib/api-client.ts), because
 * only XHR reports upload progress. Errors have the fetch wrapper's types:
 * ApiError for error answers (413, 415, 401 ...), NetworkError when the server
 * cannot be reached or its answer cannot be read, and an AbortError when
 * cancelled through `signal`.
 */
export function uploadForm<Schema extends z.ZodType>(
  path: string,
  form: FormData,
  schema: Schema,
  { onProgress, signal, headers = {} }: UploadOptions = {},
): Promise<z.infer<Schema>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const cleanUp = () => signal?.removeEventListener("abort", onAbortSignal);
    signal?.addEventListener("abort", onAbortSignal);

    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
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
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        reject(new NetworkError("The server sent an answer this page could not read."));
        return;
      }
      onProgress?.(1);
      resolve(parsed.data);
    };
    xhr.onerror = () => {
      cleanUp();
      // As with fetch, a request that never got an answer fails with a TypeError cause.
      reject(
        new NetworkError("Could not reach Field Commons. Check your connection and try again.", {
          cause: new TypeError("The upload could not reach the server."),
        }),
      );
    };
    xhr.onabort = () => {
      cleanUp();
      reject(abortError());
    };

    // No Content-Type header: the browser sets multipart/form-data with its boundary.
    xhr.send(form);
  });
}

/** What to tell the person when an upload failed: the server's own 413 and 415 messages first. */
export function uploadErrorText(error: unknown, texts: UploadErrorTexts): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return error.serverMessage ?? texts.tooLarge;
    if (error.status === 415) return error.serverMessage ?? texts.wrongType;
    if (error.status === 401) return texts.signIn;
    return error.serverMessage ?? texts.failed;
  }
  if (error instanceof NetworkError) return error.message;
  return texts.failed;
}
