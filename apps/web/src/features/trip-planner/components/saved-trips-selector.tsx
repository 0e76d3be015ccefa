import { formatDate } from "@field-commons/shared/content";
import type { ContentSummary } from "@field-commons/shared/content";
import { placeLabel } from "@field-commons/shared/place-label";
import { tripTitleFallback } from "@field-commons/shared/trips";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useReturnFocus } from "../../../components/ui/dialog-focus";
import { EmptyState } from "../../../components/ui/empty-state";
import { Message } from "../../../components/ui/message";
import { Skeleton } from "../../../components/ui/skeleton";
import { StatusBadge } from "../../../components/ui/status-badge";
import { useMyTrips } from "../api/my-trips";

export interface SavedTripsSelectorProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSelect(tripId: string): void;
  onNew(): void;
}

export const SAVED_TRIPS_TEXTS = {
  title: "My Trips",
  description: "Open one of your saved trips, or start a new one.",
  newTrip: "Start a new trip",
  loading: "Loading your trips…",
  failed: "Failed to fetch trips",
  empty: "No saved trips yet",
  emptyText: "Trips you save from the planner appear here.",
} as const;

/** The saved-trips selector: your trips, last changed first, a page at a time. */
export function SavedTripsSelector({
  open,
  onOpenChange,
  onSelect,
  onNew,
}: SavedTripsSelectorProps) {
  const focus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...focus} className="sm:max-w-2xl!">
        <DialogTitle>{SAVED_TRIPS_TEXTS.title}</DialogTitle>
        <DialogDescription>{SAVED_TRIPS_TEXTS.description}</DialogDescription>
        <SavedTripsBody
          onSelect={(id) => {
            onSelect(id);
            onOpenChange(false);
          }}
          onNew={() => {
            onNew();
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function SavedTripsBody({ onSelect, onNew }: { onSelect(tripId: string): void; onNew(): void }) {
  const query = useMyTrips();
  const trips = query.data?.pages.flatMap((page) => page.items) ?? [];

  const newButton = (
    <Button variant={trips.length === 0 ? "primary" : "secondary"} onClick={onNew}>
      {SAVED_TRIPS_TEXTS.newTrip}
    </Button>
  );

  return (
    <div className="mt-5">
      {query.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {SAVED_TRIPS_TEXTS.loading}
          </p>
          <div className="space-y-3">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        </div>
      ) : query.isError && trips.length === 0 ? (
        <>
          <Message tone="error" className="flex flex-wrap items-center justify-between gap-3">
            <span>{SAVED_TRIPS_TEXTS.failed}</span>
            <Button
              variant="secondary"
              size="sm"
              isBusy={query.isFetching}
              onClick={() => void query.refetch()}
            >
              Try Again
            </Button>
          </Message>
          <div className="mt-5 flex justify-end">{newButton}</div>
        </>
      ) : trips.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={SAVED_TRIPS_TEXTS.empty}
          description={SAVED_TRIPS_TEXTS.emptyText}
          action={newButton}
        />
      ) : (
        <>
          <ul aria-label="Saved trips" className="space-y-3">
            {trips.map((trip) => (
              <li key={trip.id}>
                <TripRow trip={trip} onSelect={() => onSelect(trip.id)} />
              </li>
            ))}
          </ul>
          {query.isFetchNextPageError ? (
            <Message
              tone="error"
              className="mt-4 flex flex-wrap items-center justify-between gap-3"
            >
              <span>{SAVED_TRIPS_TEXTS.failed}</span>
              <Button variant="secondary" size="sm" onClick={() => void query.fetchNextPage()}>
                Try Again
              </Button>
            </Message>
          ) : query.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                isBusy={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                Load more
              </Button>
            </div>
          ) : null}
          <div className="mt-5 flex justify-end border-t border-slate-200 pt-4">{newButton}</div>
        </>
      )}
    </div>
  );
}

function TripRow({ trip, onSelect }: { trip: ContentSummary; onSelect: () => void }) {
  const metaId = useId();
  // The saved place name is often already 'City, Country': name the country once.
  const place = placeLabel(trip.location.name, trip.location.country);
  const title = trip.title.trim() || place || tripTitleFallback({});
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={onSelect}
            aria-describedby={metaId}
            className="min-h-11 text-left text-lg font-semibold text-slate-900 underline-offset-2 hover:text-accent hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus md:min-h-0"
          >
            {title}
          </button>
          <StatusBadge status={trip.status} />
        </div>
        <p id={metaId} className="mt-1 text-sm text-slate-600">
          {place ? `${place} · ` : null}
          Created <time dateTime={trip.createdAt}>{formatDate(trip.createdAt)}</time> · Updated{" "}
          <time dateTime={trip.updatedAt}>{formatDate(trip.updatedAt)}</time>
        </p>
      </div>
    </div>
  );
}
