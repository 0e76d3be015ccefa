import { ContentPage } from "@field-commons/shared/content";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

/** Trips per page of the selector. */
export const MY_TRIPS_PAGE_SIZE = 20;

/** Under ["me"], which saves, deletes and new trips invalidate. */
export const myTripsKeys = {
  all: ["me", "trips"] as const,
};

/** GET /api/content?type=trip&author=me&status=draft,pending,published&sort=updated */
export function getMyTrips(cursor: string | null, signal?: AbortSignal): Promise<ContentPage> {
  const search = new URLSearchParams({
    type: "trip",
    author: "me",
    status: "draft,pending,published",
    sort: "updated",
    limit: String(MY_TRIPS_PAGE_SIZE),
  });
  if (cursor) search.set("cursor", cursor);
  return apiClient.get(`/api/content?${search.toString()}`, { schema: ContentPage, signal });
}

export const myTripsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: myTripsKeys.all,
    queryFn: ({ pageParam, signal }) => getMyTrips(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useMyTrips({ enabled = true } = {}) {
  return useInfiniteQuery({ ...myTripsQueryOptions(), enabled });
}
