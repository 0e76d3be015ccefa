import type { TripWithCards } from "@field-commons/shared/trips";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { recordView } from "../../../lib/content/record-view";
import { tripKeys } from "../api/get-trip";

/**
 * Records one view of the trip per page load (POST /api/content/{id}/views;
 * the server counts a visitor once a day and never the author), then shows
 * the server's count. A ref keeps StrictMode's second effect run and later
 * refetches from recording again. A failure is only logged.
 */
export function useRecordTripView(data: TripWithCards | null | undefined, idOrSlug: string) {
  const queryClient = useQueryClient();
  const recordedFor = useRef<string | null>(null);
  const id = data?.trip.id ?? null;

  useEffect(() => {
    if (!id || recordedFor.current === id) return;
    recordedFor.current = id;
    recordView(id)
      .then(({ count }) => {
        queryClient.setQueryData<TripWithCards | null>(tripKeys.detail(idOrSlug), (current) =>
          current && current.trip.id === id
            ? {
                ...current,
                trip: { ...current.trip, counts: { ...current.trip.counts, views: count } },
              }
            : current,
        );
      })
      .catch((error: unknown) => console.warn("Could not record the view", error));
  }, [id, idOrSlug, queryClient]);
}
