import { Suspense, useId, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { lazyComponent } from "../errors/lazy-component";
import { EmptyState } from "../ui/empty-state";
import { Skeleton } from "../ui/skeleton";
import { useIsClient } from "../../hooks/use-is-client";
import { cn } from "../../lib/cn";
import { MAP_LEGEND, markerSvg, withCoordinates } from "./map-items";
import type { MapPoint, MapPointInput } from "./map-items";

// Leaflet and its stylesheet load only when a map with items is shown, and
// only in the browser: Leaflet reads `window` as it loads.
const ResearchMapCanvas = lazyComponent(() => import("./research-map-canvas"));

export const RESEARCH_MAP_TEXTS = {
  heading: "Research Locations",
  empty: "No locations to display",
  emptyText: "Published trips and case studies will appear on the map",
  loading: "Loading map…",
} as const;

const MAP_BOX = "mt-4 h-[500px] w-full overflow-hidden rounded-lg border border-slate-200";

function MapLegend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
      {MAP_LEGEND.map((entry) => (
        <li key={entry.kind} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-flex size-[30px]"
            // A constant SVG string of our own: the same drawing as the map's pins.
            dangerouslySetInnerHTML={{ __html: markerSvg(entry.kind) }}
          />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}

function MapSkeleton() {
  return (
    <div className={cn(MAP_BOX, "border-0")} aria-busy="true">
      <Skeleton className="size-full rounded-lg" />
      <p className="sr-only" role="status">
        {RESEARCH_MAP_TEXTS.loading}
      </p>
    </div>
  );
}

export interface ResearchMapProps<T extends MapPointInput> {
  /** Trips and case studies (or any located item); items without lat or lng are skipped. */
  items: readonly T[];
  /** Called when a marker is clicked (the marker becomes the selected one). */
  onItemClick?: (item: T) => void;
  /** Popup content of a marker; without it markers have no popup. */
  renderPopup?: (item: T) => ReactNode;
  /** While the items are still loading. */
  isLoading?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The research map widget: 'Research Locations', full width, 500 px
 * high, centred at [20, 0] zoom 2, a legend, one pin per located item, the
 * view fitted to them; an empty state when nothing can be placed.
 */
export function ResearchMap<T extends MapPointInput>({
  items,
  onItemClick,
  renderPopup,
  isLoading = false,
  headingLevel = 2,
  className,
}: ResearchMapProps<T>) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const points = useMemo(() => withCoordinates(items), [items]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The server renders the map's frame with a placeholder, and so does the
  // browser while it hydrates that page; the map itself comes right after.
  const isClient = useIsClient();

  const select = (point: MapPoint) => {
    setSelectedId(point.id);
    onItemClick?.(point as MapPoint<T>);
  };

  let body: ReactNode;
  if (isLoading) {
    body = <MapSkeleton />;
  } else if (points.length === 0) {
    body = (
      <EmptyState
        className="mt-4"
        headingLevel={3}
        title={RESEARCH_MAP_TEXTS.empty}
        description={RESEARCH_MAP_TEXTS.emptyText}
      />
    );
  } else {
    body = (
      <div role="region" aria-label="Map of research locations" className={MAP_BOX}>
        {isClient ? (
          <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
            <ResearchMapCanvas
              points={points}
              selectedId={selectedId}
              onSelect={select}
              renderPopup={renderPopup ? (point) => renderPopup(point as MapPoint<T>) : undefined}
              className="size-full"
            />
          </Suspense>
        ) : (
          <Skeleton className="size-full rounded-none" />
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className={cn("w-full", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={headingId} className="text-xl font-semibold text-slate-900">
          {RESEARCH_MAP_TEXTS.heading}
        </Heading>
        <MapLegend />
      </div>
      {body}
    </section>
  );
}
