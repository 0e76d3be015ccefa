import { plainErrorMessage } from "@field-commons/shared/error-messages";
import type { ErrorCode } from "@field-commons/shared/errors";
import type { z } from "zod";
import { randomId } from "./random-id";

/** An error response from the API, built from its `{ success: false, error }` body. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: ErrorCode | "UNKNOWN";
  /** Field name -> messages, for inputs the server refused. */
  readonly fields: Record<string, string[]>;
  /** The server's own message; null when the body carried none. */
  readonly serverMessage: string | null;

  constructor(init: {
    status: number;
    code: ErrorCode | "UNKNOWN";
    serverMessage: string | null;
    fields?: Record<string, string[]>;
  }) {
    super(init.serverMessage ?? `Request failed with status ${init.status}`);
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.fields = init.fields ?? {};
  }
}

/** The request never reached the server, or its answer could not be read. */
export class NetworkError extends Error {
  override readonly name = "NetworkError";
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions<T> {
  method?: Method;
  /** Sent as JSON. Omit for requests without a body. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Validates the successful response; a mismatch is reported as an unreadable
   * answer. A promise of one (a schema module still loading) is awaited only
   * once the response is in, so the two load side by side.
   */
  schema?: z.ZodType<T> | PromiseLike<z.ZodType<T>>;
  /**
   * Sent as the Idempotency-Key header of a write: the server applies the
   * change once however often the same request is sent with the same key
   * (for a signed-in account, for a day). Make one with newIdempotencyKey
   * when the change is made, and keep it for every retry of that change.
   */
  idempotencyKey?: string;
}

/** A fresh key for one change, sent again with every retry of it. */
export function newIdempotencyKey(): string {
  return randomId();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readFields(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) {
      const texts = messages.filter((m): m is string => typeof m === "string" && m.length > 0);
      if (texts.length > 0) fields[name] = texts;
    } else if (typeof messages === "string" && messages.length > 0) {
      fields[name] = [messages];
    }
  }
  return fields;
}

/** Builds an ApiError from whatever the server sent, tolerating odd bodies. */
export function toApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error)) {
    const message = typeof error.message === "string" ? error.message.trim() : "";
    const code = typeof error.code === "string" ? (error.code as ErrorCode) : "UNKNOWN";
    return new ApiError({
      status,
      code,
      // A validation failure worded for developers ("Invalid body") reads as plain language.
      serverMessage: message.length > 0 ? plainErrorMessage(code, message) : null,
      fields: readFields(error.fields),
    });
  }
  // Some older shapes put the message straight in `error`.
  if (typeof error === "string" && error.trim().length > 0) {
    return new ApiError({ status, code: "UNKNOWN", serverMessage: error.trim() });
  }
  return new ApiError({ status, code: "UNKNOWN", serverMessage: null });
}

/** How requests reach the API: the browser's fetch, or the server itself while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** Sends API requests another way (server rendering answers them in-process). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The one fetch wrapper: JSON in and out, same-origin cookies, typed errors.
 * Throws ApiError for error responses and NetworkError when the server cannot
 * be reached or its answer cannot be read.
 */
export async function apiRequest<T = unknown>(
  path: string,
  { method = "GET", body, signal, schema, idempotencyKey }: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (idempotencyKey !== undefined) headers["Idempotency-Key"] = idempotencyKey;
  const init: RequestInit = { method, headers, credentials: "same-origin", signal };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new NetworkError("Could not reach Field Commons. Check your connection and try again.", {
      cause,
    });
  }

  const data = await readJson(response);
  if (!response.ok) throw toApiError(response.status, data);
  if (!schema) return data as T;

  const parsed = (await schema).safeParse(data);
  if (!parsed.success) {
    throw new NetworkError("The server sent an answer this page could not read.", {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};
