import { PublicOrganization } from "@field-commons/shared/jobs";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { ApiError, apiClient } from "../../../lib/api-client";
import { organizationKeys } from "./organization-keys";

/**
 * GET /api/organizations/{slug}?page=N: the public profile with a page of its
 * open jobs; null for an unknown slug (404).
 */
async function getPublicOrganization(
  slug: string,
  page: number,
  signal?: AbortSignal,
): Promise<PublicOrganization | null> {
  try {
    return await apiClient.get(`/api/organizations/${encodeURIComponent(slug)}?page=${page}`, {
      schema: PublicOrganization,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function usePublicOrganization(slug: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: organizationKeys.public(slug),
      queryFn: ({ pageParam, signal }) => getPublicOrganization(slug, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) =>
        last && last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined,
    }),
  );
}
