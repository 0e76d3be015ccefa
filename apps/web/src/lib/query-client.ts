import { QueryClient, onlineManager } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** Client errors (4xx) will not change on retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // React Query assumes a network until told otherwise; a page opened with
  // none waits for it (answers kept on the device fill in meanwhile) instead
  // of failing every request. Its own listener notices when the network returns.
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    onlineManager.setOnline(false);
  }
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
