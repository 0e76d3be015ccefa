import type { ContentDetail, ContentType } from "@field-commons/shared/content";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import {
  contentDetailKeys,
  contentDetailQueryOptions,
  isNotFoundError,
} from "./get-content-detail";
import { recordView } from "./record-view";

/**
 * Records one view of the item per page load (POST /api/content/{id}/views;
 * the server counts a visitor once a day and never the author), then shows
 * the server's count. A ref keeps StrictMode's second effect run and later
 * refetches from recording again. A failure is only logged.
 */
function useRecordView(type: ContentType, idOrSlug: string, id: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  const recordedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || !id || recordedFor.current === id) return;
    recordedFor.current = id;
    recordView(id)
      .then(({ count }) => {
        queryClient.setQueryData<ContentDetail | null>(
          contentDetailKeys.detail(type, idOrSlug),
          (current) =>
            current && current.id === id
              ? { ...current, counts: { ...current.counts, views: count } }
              : current,
        );
      })
      .catch((error: unknown) => console.warn("Could not record the view", error));
  }, [enabled, id, type, idOrSlug, queryClient]);
}

export interface UseContentDetailOptions {
  /** Record a view once the item has loaded (detail pages); off for edit forms. Default true. */
  recordView?: boolean;
}

/**
 * One item of a type by slug or id (GET /api/content/{type}/{idOrSlug}), as a
 * TanStack query, plus:
 * - `item`: the item, typed as that type's detail, or null while loading, on
 *   failure and when not found;
 * - `isNotFound`: the server answered 404 (missing, or not visible to this
 *   viewer), or the answer was empty or of another type. Other failures are
 *   `isError && !isNotFound`: offer Try Again (`refetch`).
 * Detail pages record one view per load.
 */
export function useContentDetail<T extends ContentType>(
  type: T,
  idOrSlug: string,
  { recordView: shouldRecord = true }: UseContentDetailOptions = {},
) {
  const query = useQuery(contentDetailQueryOptions(type, idOrSlug));
  const item = query.data ?? null;
  useRecordView(type, idOrSlug, item?.id ?? null, shouldRecord);
  const isNotFound = isNotFoundError(query.error) || (query.isSuccess && query.data === null);
  return { ...query, item, isNotFound };
}
