import { ApiError, NetworkError } from "../../../lib/api-client";

/**
 * The reason a places search failed, in one plain sentence, from the actual
 * error: no connection from this device, the places service not answering,
 * or its taking too long. Shown under 'Failed to fetch places'.
 */
export const PLACES_FAILURE_REASONS = {
  offline:
    "There is no network connection: this device could not reach Field Commons to look for places.",
  serviceDown: "The places service did not answer, so no places could be looked up.",
  tooSlow: "The places service took too long to answer.",
  tooMany: "Too many place searches in a short time: wait a minute, then try again.",
  unreadable: "The answer about places could not be read.",
  server: "Field Commons could not look for places just now.",
} as const;

const isTimeout = (cause: unknown) =>
  cause instanceof Error && (cause.name === "TimeoutError" || cause.name === "AbortError");

export function placesFailureReason(error: unknown, online = true): string {
  if (error instanceof ApiError) {
    if (error.status === 504) return PLACES_FAILURE_REASONS.tooSlow;
    if (error.status === 502) return PLACES_FAILURE_REASONS.serviceDown;
    if (error.status === 429) return PLACES_FAILURE_REASONS.tooMany;
    return PLACES_FAILURE_REASONS.server;
  }
  if (error instanceof NetworkError) {
    if (isTimeout(error.cause)) return PLACES_FAILURE_REASONS.tooSlow;
    // The fetch itself failed (a TypeError in browsers): nothing reached the server.
    if (!online || error.cause instanceof TypeError) return PLACES_FAILURE_REASONS.offline;
    return PLACES_FAILURE_REASONS.unreadable;
  }
  return online ? PLACES_FAILURE_REASONS.server : PLACES_FAILURE_REASONS.offline;
}
