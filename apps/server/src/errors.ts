import { ACCOUNT_MESSAGES } from "@field-commons/shared/auth";
import type { ErrorCode } from "@field-commons/shared/errors";

/** An error with a status and a stable code; the error handler presents it. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new AppError(400, fields ? "VALIDATION_FAILED" : "BAD_REQUEST", message, fields);
export const unauthenticated = (message = "Please sign in to continue.") =>
  new AppError(401, "UNAUTHENTICATED", message);
export const invalidCredentials = () =>
  new AppError(401, "INVALID_CREDENTIALS", "Invalid email or password");
export const forbidden = (message = "You are not allowed to do that.") =>
  new AppError(403, "FORBIDDEN", message);
export const accountBanned = () => new AppError(403, "ACCOUNT_BANNED", ACCOUNT_MESSAGES.banned);
export const accountInactive = () =>
  new AppError(403, "ACCOUNT_INACTIVE", ACCOUNT_MESSAGES.inactive);
export const notFound = (message = "Not found") => new AppError(404, "NOT_FOUND", message);
export const conflict = (code: ErrorCode, message: string, fields?: Record<string, string[]>) =>
  new AppError(409, code, message, fields);
export const tooManyRequests = (retryAfterSeconds: number, what = "attempts") =>
  new AppError(
    429,
    "RATE_LIMITED",
    `Too many ${what}. Please wait ${formatWait(retryAfterSeconds)} and try again.`,
    undefined,
    { "retry-after": String(retryAfterSeconds) },
  );

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
