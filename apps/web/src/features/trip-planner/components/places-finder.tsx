import { PLACE_SECTIONS, PlacesQuery, TRIP_MESSAGES } from "@field-commons/shared/trips";
import type { Place, PlaceSection, PlacesRanking } from "@field-commons/shared/trips";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { FormEvent, ReactNode } from "react";
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api-client";
import { usePlaces } from "../api/places";
import type { PlacesSection } from "../api/places";
import type { PlaceToAdd } from "../utils/place-item";
import { placesFailureReason } from "../utils/places-failure";
import { ManualPlace } from "./manual-place-form";

export interface PlacesFinderProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where to look first; the person can change it in the dialog. */
  location: string;
  /** Adds a found place, or one entered by hand, to the card the finder was opened from. */
  onAdd(place: PlaceToAdd): void;
}

export const PLACES_TEXTS = {
  title: "Find Nearby Places",
  description: "Restaurants, hotels and attractions near your trip's location.",
  searching: "Searching for places…",
  enterLocation: "Enter a location to see places near it.",
} as const;

export const SECTION_LABELS: Record<PlacesSection, string> = {
  all: "All",
  restaurants: "Restaurants",
  hotels: "Hotels",
  attractions: "Attractions",
};

/**
 * How the results are ordered, in words: by rating where the source rates
 * places, otherwise by distance, and why.
 */
export function rankingText(ranking: PlacesRanking): string {
  return ranking.by === "rating"
    ? `Sorted by rating, highest first (${ranking.source})`
    : `Sorted by distance: ${ranking.source} has no ratings`;
}

const TABS: readonly PlacesSection[] = ["all", ...PLACE_SECTIONS];

/** The longest location the server accepts (PlacesQuery). */
const LOCATION_MAX = PlacesQuery.shape.location.maxLength ?? 200;

/** The nearby-places finder: a location, section tabs, places grouped by category, 'Add' on each. */
export function PlacesFinder({ open, onOpenChange, location, onAdd }: PlacesFinderProps) {
  const focus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...focus} className="sm:max-w-3xl!">
        <DialogTitle>{PLACES_TEXTS.title}</DialogTitle>
        <DialogDescription>{PLACES_TEXTS.description}</DialogDescription>
        <PlacesFinderBody initialLocation={location} onAdd={onAdd} />
      </DialogContent>
    </Dialog>
  );
}

function placeKey(place: Place): string {
  return `${place.category}|${place.name}|${place.lat}|${place.lng}`;
}

/** Mounted only while the dialog is open, so it starts from the trip's location each time. */
function PlacesFinderBody({
  initialLocation,
  onAdd,
}: {
  initialLocation: string;
  onAdd(place: PlaceToAdd): void;
}) {
  const [draft, setDraft] = useState(initialLocation);
  const [location, setLocation] = useState(initialLocation.trim());
  const [section, setSection] = useState<PlacesSection>("all");
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState("");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLocation(draft.trim());
  };

  const add = (place: Place) => {
    onAdd(place);
    setAdded((current) => new Set(current).add(placeKey(place)));
    setAnnouncement(`${place.name} added to your trip`);
  };

  const addByHand = (place: PlaceToAdd) => {
    onAdd(place);
    setAnnouncement(`${place.name} added to your trip`);
  };

  return (
    <div className="mt-5">
      <form role="search" aria-label="Places" onSubmit={submit} className="flex items-end gap-2">
        <TextField
          label="Location"
          className="min-w-0 flex-1"
          value={draft}
          maxLength={LOCATION_MAX}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" disabled={draft.trim().length === 0}>
          Search
        </Button>
      </form>

      <Tabs
        value={section}
        onValueChange={(value) => setSection(value as PlacesSection)}
        className="mt-5"
      >
        <ScrollableTabs>
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab} className="shrink-0 px-1.5! sm:px-3!">
              {SECTION_LABELS[tab]}
            </TabsTrigger>
          ))}
        </ScrollableTabs>
        {TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            <PlacesResults location={location} section={tab} added={added} onAdd={add} />
          </TabsContent>
        ))}
      </Tabs>
      <ManualPlace
        defaultCategory={section === "all" ? "restaurants" : section}
        onAdd={addByHand}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/**
 * The category tabs in one row that fits a phone; when it still does not fit
 * (large text, zoom) it scrolls sideways, and a fade with an arrow on the
 * side that has more tabs shows that it does.
 */
export function ScrollableTabs({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const list = wrapper.current?.querySelector<HTMLElement>('[role="tablist"]');
    if (!list) return;
    const overflow = list.scrollWidth - list.clientWidth;
    const next = {
      before: overflow > 1 && list.scrollLeft > 1,
      after: overflow > 1 && list.scrollLeft < overflow - 1,
    };
    setMore((current) =>
      current.before === next.before && current.after === next.after ? current : next,
    );
  }, []);

  useEffect(() => {
    measure();
    const list = wrapper.current?.querySelector<HTMLElement>('[role="tablist"]');
    if (!list || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  // cn() does not merge classes: the `!` forms win over the tab list's own gap and padding.
  return (
    <div
      ref={wrapper}
      className="relative"
      data-overflow={more.after ? "after" : more.before ? "before" : "none"}
    >
      <TabsList
        aria-label="Place categories"
        className="flex-nowrap gap-0.5! overflow-x-auto overscroll-x-contain [scrollbar-width:thin] sm:gap-1!"
        onScroll={measure}
      >
        {children}
      </TabsList>
      {more.before ? (
        <span
          aria-hidden="true"
          data-testid="tabs-more-before"
          className="pointer-events-none absolute inset-y-0 left-0 flex w-8 items-center justify-start rounded-l-lg bg-gradient-to-r from-slate-100 via-slate-100/90 to-transparent pl-1 text-slate-700"
        >
          ‹
        </span>
      ) : null}
      {more.after ? (
        <span
          aria-hidden="true"
          data-testid="tabs-more-after"
          className="pointer-events-none absolute inset-y-0 right-0 flex w-8 items-center justify-end rounded-r-lg bg-gradient-to-l from-slate-100 via-slate-100/90 to-transparent pr-1 text-slate-700"
        >
          ›
        </span>
      ) : null}
    </div>
  );
}

function PlacesResults({
  location,
  section,
  added,
  onAdd,
}: {
  location: string;
  section: PlacesSection;
  added: ReadonlySet<string>;
  onAdd(place: Place): void;
}) {
  const query = usePlaces(location, section);

  if (!location) {
    return <p className="text-slate-700">{PLACES_TEXTS.enterLocation}</p>;
  }

  if (query.isPending || (query.isPlaceholderData && query.isFetching)) {
    return (
      <div aria-busy="true">
        <p role="status" className="text-slate-700">
          {PLACES_TEXTS.searching}
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      </div>
    );
  }

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <EmptyState headingLevel={3} title={TRIP_MESSAGES.noPlacesForLocation} />;
    }
    const online = typeof navigator === "undefined" || navigator.onLine !== false;
    return (
      <Message tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p>{TRIP_MESSAGES.placesFailed}</p>
          <p className="mt-1 font-normal">{placesFailureReason(query.error, online)}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          isBusy={query.isFetching}
          onClick={() => void query.refetch()}
        >
          Try Again
        </Button>
      </Message>
    );
  }

  const places = query.data.places;
  if (places.length === 0) {
    return <EmptyState headingLevel={3} title={TRIP_MESSAGES.noPlaces} />;
  }

  const groups = PLACE_SECTIONS.map((category) => ({
    category,
    places: places.filter((place) => place.category === category),
  })).filter((group) => group.places.length > 0);

  return (
    <div className="space-y-6">
      <div className="text-sm text-slate-600">
        <p>
          Near {query.data.location.name || location}, within{" "}
          {Math.round(query.data.searchRadius / 1000)} km
        </p>
        <p>{rankingText(query.data.ranking)}</p>
      </div>
      {groups.map((group) => (
        <PlaceGroup
          key={group.category}
          category={group.category}
          places={group.places}
          added={added}
          onAdd={onAdd}
        />
      ))}
    </div>
  );
}

function PlaceGroup({
  category,
  places,
  added,
  onAdd,
}: {
  category: PlaceSection;
  places: readonly Place[];
  added: ReadonlySet<string>;
  onAdd(place: Place): void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {SECTION_LABELS[category]}{" "}
        <span className="text-sm font-normal text-slate-600">({places.length})</span>
      </h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {places.map((place) => (
          <li key={placeKey(place)}>
            <PlaceCard
              place={place}
              added={added.has(placeKey(place))}
              onAdd={() => onAdd(place)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Free', or one '$' per price level (1 to 4). */
function priceText(level: number): string {
  return level <= 0 ? "Free" : "$".repeat(Math.min(level, 4));
}

export function distanceText(meters: number): string {
  const km = meters / 1000;
  return `${km.toLocaleString("en-US", { maximumFractionDigits: km < 10 ? 1 : 0 })} km`;
}

function PlaceCard({ place, added, onAdd }: { place: Place; added: boolean; onAdd: () => void }) {
  const nameId = useId();
  const address = place.formatted_address.trim() || place.vicinity.trim();
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
    >
      {place.photo_url ? (
        <img
          src={place.photo_url}
          alt=""
          loading="lazy"
          className="size-16 shrink-0 rounded-md bg-slate-200 object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <h4 id={nameId} className="font-semibold text-slate-900">
          {place.name}
        </h4>
        <dl className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-700">
          {place.rating !== null ? (
            <div>
              <dt className="sr-only">Rating</dt>
              <dd>
                <span aria-hidden="true">★ </span>
                {place.rating.toFixed(1)}
                {place.user_ratings_total !== null
                  ? ` (${place.user_ratings_total.toLocaleString("en-US")})`
                  : null}
              </dd>
            </div>
          ) : null}
          {place.price_level !== null ? (
            <div>
              <dt className="sr-only">Price level</dt>
              <dd>{priceText(place.price_level)}</dd>
            </div>
          ) : null}
          <div>
            <dt className="sr-only">Distance</dt>
            <dd>{distanceText(place.distanceMeters)}</dd>
          </div>
        </dl>
        {address ? <p className="mt-1 text-sm text-slate-600">{address}</p> : null}
        <div className="mt-auto flex items-center justify-end gap-3 pt-2">
          {added ? (
            <span className="text-sm font-medium text-success">
              <span aria-hidden="true">✓ </span>Added
            </span>
          ) : null}
          <Button size="sm" variant={added ? "secondary" : "primary"} onClick={onAdd}>
            Add
          </Button>
        </div>
      </div>
    </article>
  );
}
