import { PLACES_RADIUS_DEFAULT, PlacesResult } from "@field-commons/shared/trips";
import type { PlaceSection } from "@field-commons/shared/trips";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

export type PlacesSection = PlaceSection | "all";

export const placesKeys = {
  all: ["places"] as const,
  search: (location: string, section: PlacesSection) =>
    [...placesKeys.all, location, section] as const,
};

/**
 * How long the planner waits for places: longer than the server waits for
 * the geocoder and the places service together, so the server's own answer
 * (504 when the service was too slow) normally comes first.
 */
export const PLACES_TIMEOUT_MS = 45_000;

function withTimeout(signal: AbortSignal | undefined): AbortSignal | undefined {
  if (typeof AbortSignal.timeout !== "function" || typeof AbortSignal.any !== "function") {
    return signal;
  }
  const timeout = AbortSignal.timeout(PLACES_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/**
 * GET /api/places/search?location=&section=&radius=50000. 404 when the
 * location cannot be placed; 502 when the places service failed, 504 when it
 * did not answer in time.
 */
export function searchPlaces(
  { location, section }: { location: string; section: PlacesSection },
  signal?: AbortSignal,
): Promise<PlacesResult> {
  const search = new URLSearchParams({
    location,
    section,
    radius: String(PLACES_RADIUS_DEFAULT),
  });
  return apiClient.get(`/api/places/search?${search.toString()}`, {
    schema: PlacesResult,
    signal: withTimeout(signal),
  });
}

export const placesQueryOptions = (location: string, section: PlacesSection) =>
  queryOptions({
    queryKey: placesKeys.search(location, section),
    queryFn: ({ signal }) => searchPlaces({ location, section }, signal),
    // Nearby places hardly change while the dialog is open.
    staleTime: 5 * 60_000,
  });

export function usePlaces(location: string, section: PlacesSection) {
  const trimmed = location.trim();
  return useQuery({
    ...placesQueryOptions(trimmed, section),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}
