import { ContentFacets, MapItem } from "@field-commons/shared/content";
import type { ContentType } from "@field-commons/shared/content";
import type { Domain } from "@field-commons/shared/domains";
import { PAGE_SIZE_DEFAULT } from "@field-commons/shared/pagination";
import { infiniteQueryOptions, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../api-client";

/** Query keys of public content lists; all under ["content"], which likes and saves refresh. */
export const contentKeys = {
  all: ["content"] as const,
  lists: () => [...contentKeys.all, "list"] as const,
  list: (filters: ContentListFilters) => [...contentKeys.lists(), filters] as const,
  facets: (filters: ContentFacetsFilters) => [...contentKeys.all, "facets", filters] as const,
  map: (types: readonly ContentType[]) => [...contentKeys.all, "map", [...types]] as const,
};

function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

// ---------------------------------------------------------------------------
// GET /api/content
// ---------------------------------------------------------------------------

export interface ContentListFilters {
  type?: ContentType;
  domain?: Domain;
  q?: string;
  limit?: number;
}

/**
 * A page as the feed reads it: the envelope is checked, the items are not.
 * Each card checks its own item (ContentSummary.safeParse), so one odd item
 * shows 'Error: Invalid data format' instead of failing the whole page.
 */
export const ContentListPage = z.object({
  items: z.array(z.unknown()),
  nextCursor: z.string().nullable(),
});
export type ContentListPage = z.infer<typeof ContentListPage>;

export function getContentList(
  filters: ContentListFilters & { cursor?: string | null },
  signal?: AbortSignal,
): Promise<ContentListPage> {
  const path = `/api/content${queryString({
    type: filters.type,
    domain: filters.domain,
    q: filters.q?.trim(),
    limit: filters.limit ?? PAGE_SIZE_DEFAULT,
    cursor: filters.cursor,
  })}`;
  return apiClient.get(path, { schema: ContentListPage, signal });
}

export const contentListQueryOptions = (filters: ContentListFilters) =>
  infiniteQueryOptions({
    queryKey: contentKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getContentList({ ...filters, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

// ---------------------------------------------------------------------------
// GET /api/content/facets
// ---------------------------------------------------------------------------

export interface ContentFacetsFilters {
  type?: ContentType;
  q?: string;
}

export function getContentFacets(
  filters: ContentFacetsFilters,
  signal?: AbortSignal,
): Promise<ContentFacets> {
  const path = `/api/content/facets${queryString({ type: filters.type, q: filters.q?.trim() })}`;
  return apiClient.get(path, { schema: ContentFacets, signal });
}

export const contentFacetsQueryOptions = (filters: ContentFacetsFilters) =>
  queryOptions({
    queryKey: contentKeys.facets(filters),
    queryFn: ({ signal }) => getContentFacets(filters, signal),
  });

export function useContentFacets(filters: ContentFacetsFilters) {
  return useQuery(contentFacetsQueryOptions(filters));
}

// ---------------------------------------------------------------------------
// GET /api/content/map
// ---------------------------------------------------------------------------

/** The types the research map shows by default. */
export const MAP_TYPES: readonly ContentType[] = ["case-study", "trip"];

/** Pages of up to 500 are fetched until there is no next cursor, at most this many. */
export const MAP_MAX_PAGES = 4;

/**
 * A map item as read from the server: coordinates may be missing or null here;
 * the map skips such items, having nowhere to put them. Anything else malformed is dropped.
 */
export const MapItemInput = MapItem.extend({
  lat: z.number().nullish(),
  lng: z.number().nullish(),
  notes: z.string().default(""),
});
export type MapItemInput = z.infer<typeof MapItemInput>;

const MapListPage = z.object({
  items: z.array(z.unknown()),
  nextCursor: z.string().nullable(),
});

export async function getMapItems(
  types: readonly ContentType[] = MAP_TYPES,
  signal?: AbortSignal,
): Promise<MapItemInput[]> {
  const items: MapItemInput[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAP_MAX_PAGES; page += 1) {
    const path = `/api/content/map${queryString({ type: types.join(","), cursor })}`;
    const result: z.infer<typeof MapListPage> = await apiClient.get(path, {
      schema: MapListPage,
      signal,
    });
    for (const raw of result.items) {
      const parsed = MapItemInput.safeParse(raw);
      if (parsed.success) items.push(parsed.data);
    }
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return items;
}

export const mapItemsQueryOptions = (types: readonly ContentType[] = MAP_TYPES) =>
  queryOptions({
    queryKey: contentKeys.map(types),
    queryFn: ({ signal }) => getMapItems(types, signal),
  });

export function useMapItems(types: readonly ContentType[] = MAP_TYPES) {
  return useQuery(mapItemsQueryOptions(types));
}
