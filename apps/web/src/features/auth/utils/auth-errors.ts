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

export type FieldErrors<K extends string> = Partial<Record<K, string[]>>;

/** The server's field errors for the inputs a form has. */
export function serverFieldErrors<K extends string>(
  error: unknown,
  names: readonly K[],
): FieldErrors<K> {
  if (!(error instanceof ApiError)) return {};
  const result: FieldErrors<K> = {};
  for (const name of names) {
    const messages = error.fields[name];
    if (messages && messages.length > 0) result[name] = messages;
  }
  return result;
}

/** How long a login's final message stays readable before the panel closes. */
export const MESSAGE_READ_DELAY_MS = 2500;
