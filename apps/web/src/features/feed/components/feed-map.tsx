import type { ContentType, FeedSearchParams } from "@field-commons/shared/content";
import { useMemo } from "react";
import { MAP_TYPES, useMapItems } from "../../../lib/content/get-content";
import type { MapItemInput } from "../../../lib/content/get-content";
import { MapItemPopup } from "../../../components/map/map-item-popup";
import { ResearchMap } from "../../../components/map/research-map";
import { feedErrorMessage } from "../utils/feed-items";
import { FeedError } from "./feed-states";

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
      renderPopup={(item) => <MapItemPopup item={item} />}
    />
  );
}
