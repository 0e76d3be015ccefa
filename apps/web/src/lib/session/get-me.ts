import type { MeResponse } from "@field-commons/shared/auth";
import type { PublicUser } from "@field-commons/shared/users";
import { queryOptions } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { apiClient } from "../api-client";

export const meQueryKey = ["auth", "me"] as const;

/**
 * The schema loads with the call, beside the request (a separate chunk): the
 * first page of a signed-out reader paints and hydrates without the schema
 * library.
 */
export function getMe(): Promise<MeResponse> {
  const schema = import("@field-commons/shared/auth").then((m) => m.MeResponse);
  return apiClient.get("/api/auth/me", { schema });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
  });

/** Queries that belong to the whole app rather than to one user. */
function isSessionIndependent(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === "auth" || queryKey[0] === "config";
}

/** Puts a freshly signed-in user in the cache and refreshes user-specific data. */
export function applySignedIn(queryClient: QueryClient, user: PublicUser): void {
  queryClient.setQueryData(meQueryKey, { user });
  void queryClient.invalidateQueries({ predicate: (q) => !isSessionIndependent(q.queryKey) });
}

/** Updates the signed-in user in the cache (for example after an upgrade). */
export function applyUserUpdate(queryClient: QueryClient, user: PublicUser): void {
  queryClient.setQueryData(meQueryKey, { user });
}

/** Forgets the user and every user-specific query. */
export function applySignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(meQueryKey, { user: null });
  queryClient.removeQueries({ predicate: (q) => !isSessionIndependent(q.queryKey) });
}
