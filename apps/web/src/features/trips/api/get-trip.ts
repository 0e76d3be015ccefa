import { ContentDetail } from "@field-commons/shared/content";
import { TripWithCards } from "@field-commons/shared/trips";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

/**
 * Under ["content"], which likes, saves and content changes refresh; apart
 * from ["content", "detail", "trip"], which holds the bare item without cards.
 */
export const tripKeys = {
  all: ["content", "trip-with-cards"] as const,
  detail: (idOrSlug: string) => [...tripKeys.all, idOrSlug] as const,
};

const isUuid = (value: string) => z.uuid().safeParse(value).success;

function readTrip(data: unknown): TripWithCards | null {
  const parsed = TripWithCards.safeParse(data);
  if (!parsed.success) {
    if (data !== undefined && data !== null) console.error("Unreadable trip", parsed.error);
    return null;
  }
  return parsed.data.trip.type === "trip" ? parsed.data : null;
}

/**
 * The trip and its cards. An id goes straight to GET /api/trips/{id}; a slug
 * is first resolved with GET /api/content/trip/{slug}. Resolves to null when
 * the answer is empty or unreadable; 404 and other failures throw ApiError or
 * NetworkError.
 */
export async function getTrip(
  idOrSlug: string,
  signal?: AbortSignal,
): Promise<TripWithCards | null> {
  let id = idOrSlug;
  if (!isUuid(idOrSlug)) {
    const data = await apiClient.get<unknown>(`/api/content/trip/${encodeURIComponent(idOrSlug)}`, {
      signal,
    });
    const parsed = ContentDetail.safeParse(data);
    if (!parsed.success) {
      if (data !== undefined && data !== null) console.error("Unreadable trip", parsed.error);
      return null;
    }
    if (parsed.data.type !== "trip") return null;
    id = parsed.data.id;
  }
  const data = await apiClient.get<unknown>(`/api/trips/${encodeURIComponent(id)}`, { signal });
  return readTrip(data);
}

export const tripQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: tripKeys.detail(idOrSlug),
    queryFn: ({ signal }) => getTrip(idOrSlug, signal),
  });

export function useTrip(idOrSlug: string) {
  return useQuery(tripQueryOptions(idOrSlug));
}

/** GET /api/trips/{id}/calendar.ics: the trip as a calendar event, downloaded. */
export function tripCalendarUrl(id: string): string {
  return `/api/trips/${encodeURIComponent(id)}/calendar.ics`;
}
