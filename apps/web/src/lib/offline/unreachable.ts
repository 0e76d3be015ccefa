import { NetworkError } from "../api-client";

/**
 * True when a request never reached the server (no network, the server
 * down): worth keeping the work and trying again later. An answer that came
 * back but could not be read is not this: the server may have acted on it.
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof NetworkError && error.cause instanceof TypeError;
}
