import { DISPLAY_FALLBACKS, contentPath } from "@field-commons/shared/content";
import type { ContentType, FeedSearchParams } from "@field-commons/shared/content";
import { useMemo } from "react";
import { Link } from "react-router";
import { MAP_TYPES, useMapItems } from "../../../lib/content/get-content";
import type { MapItemInput } from "../../../lib/content/get-content";
import { ResearchMap } from "../../../components/map/research-map";
import { feedErrorMessage } from "../utils/feed-items";
import { FeedError } from "./feed-states";
import { CONTENT_TYPE_INFO } from "../../../lib/content-types";

/** The map shows trips and case studies: the selected one of them, or both. */
export function mapTypesFor(type: ContentType | undefined): readonly ContentType[] {
  return type === "case-study" || type === "trip" ? [type] : MAP_TYPES;
}

/**
 * The feed's domain and search filters applied to map items (the map endpoint
 * only filters by type): the same fields the feed search reads.
 */
export function filterMapItems(
  items: readonly MapItemInput[],
  { domain, q }: Pick<FeedSearchParams, "domain" | "q">,
): MapItemInput[] {
  const needle = q?.trim().toLowerCase();
  return items.filter((item) => {
    if (domain && item.domain !== domain) return false;
    if (!needle) return true;
    return [item.title, item.description, item.locationName, item.domain ?? ""].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}

function MapPopup({ item }: { item: MapItemInput }) {
  return (
    <div className="min-w-40 space-y-1">
      <div className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
        {CONTENT_TYPE_INFO[item.type].label}
      </div>
      <div className="text-base font-semibold">
        <Link to={contentPath(item)} className="text-accent underline hover:text-accent-hover">
          {item.title.trim() || DISPLAY_FALLBACKS.title}
        </Link>
      </div>
      {item.locationName ? <div className="text-sm text-slate-700">{item.locationName}</div> : null}
    </div>
  );
}

/** The feed's Map view: the research map for the current type, domain and search. */
export function FeedMap({ filters }: { filters: Pick<FeedSearchParams, "type" | "domain" | "q"> }) {
  const query = useMapItems(mapTypesFor(filters.type));
  const { domain, q } = filters;
  const items = useMemo(
    () => (query.data ? filterMapItems(query.data, { domain, q }) : []),
    [query.data, domain, q],
  );

  if (query.isLoadingError) {
    return (
      <FeedError
        message={feedErrorMessage(filters.type, query.error)}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <ResearchMap
      items={items}
      isLoading={query.isPending}
      renderPopup={(item) => <MapPopup item={item} />}
    />
  );
}
