import { PublicationPage } from "@field-commons/shared/profiles";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { profileKeys } from "./profile-keys";

const PUBLICATIONS_PAGE_SIZE = 10;

/** GET /api/profiles/{id}/publications: published items of every type, newest first. */
function getPublications(
  id: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PublicationPage> {
  const search = new URLSearchParams({ limit: String(PUBLICATIONS_PAGE_SIZE) });
  if (cursor) search.set("cursor", cursor);
  return apiClient.get(`/api/profiles/${encodeURIComponent(id)}/publications?${search}`, {
    schema: PublicationPage,
    signal,
  });
}

/** The Publications tab's list; Load more follows nextCursor. */
export function usePublications(id: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: profileKeys.publications(id),
      queryFn: ({ pageParam, signal }) => getPublications(id, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  );
}
