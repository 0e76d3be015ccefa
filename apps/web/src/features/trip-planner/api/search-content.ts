import { ContentDetail, ContentPage } from "@field-commons/shared/content";
import type { ContentType } from "@field-commons/shared/content";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

export const LINK_SEARCH_PAGE_SIZE = 6;

/** GET /api/content?type=&q=: published items of one type matching the words. */
export function searchPublished(
  type: ContentType,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ContentPage> {
  const params = new URLSearchParams({ type, limit: String(LINK_SEARCH_PAGE_SIZE) });
  const words = q.trim();
  if (words) params.set("q", words);
  if (cursor) params.set("cursor", cursor);
  return apiClient.get(`/api/content?${params.toString()}`, { schema: ContentPage, signal });
}

export const publishedSearchQueryOptions = (type: ContentType, q: string) =>
  infiniteQueryOptions({
    queryKey: ["content", "list", "planner-link", type, q.trim()] as const,
    queryFn: ({ pageParam, signal }) => searchPublished(type, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function usePublishedSearch(type: ContentType, q: string, enabled: boolean) {
  return useInfiniteQuery({ ...publishedSearchQueryOptions(type, q), enabled });
}

/** GET /api/content/{type}/{id}: the linked item, to show its title and link. */
export function getLinkedItem(
  type: ContentType,
  id: string,
  signal?: AbortSignal,
): Promise<ContentDetail> {
  return apiClient.get(`/api/content/${type}/${encodeURIComponent(id)}`, {
    schema: ContentDetail,
    signal,
  });
}

export function useLinkedItem(type: ContentType, id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ["content", "detail", type, id ?? ""] as const,
      queryFn: ({ signal }) => getLinkedItem(type, id ?? "", signal),
      enabled: id !== null,
    }),
  );
}
