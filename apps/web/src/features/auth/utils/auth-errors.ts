import { ApiError } from "../../../lib/api-client";

/**
 * The message for a failed auth call: the server's own message when it sent
 * one, the fallback when it did not, and the exception text when the call
 * never produced an answer (network failure, unreadable response).
 */
export function authFailureMessage(
  error: unknown,
  fallback: string,
  exceptionMessage: string,
): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return exceptionMessage;
}

/** How long a login's final message stays readable before the panel closes. */
export const MESSAGE_READ_DELAY_MS = 2500;
