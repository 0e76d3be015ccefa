import { PublicProfile } from "@field-commons/shared/profiles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiClient } from "../../../lib/api-client";
import { profileKeys } from "./profile-keys";

/** GET /api/profiles/{id}: the public profile; null for an unknown id (404 'Profile Not Found'). */
async function getProfile(id: string, signal?: AbortSignal): Promise<PublicProfile | null> {
  try {
    return await apiClient.get(`/api/profiles/${encodeURIComponent(id)}`, {
      schema: PublicProfile,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useProfile(id: string) {
  return useQuery(
    queryOptions({
      queryKey: profileKeys.detail(id),
      queryFn: ({ signal }) => getProfile(id, signal),
    }),
  );
}
