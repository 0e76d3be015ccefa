import { FeedSearchParams } from "@field-commons/shared/content";
import { useCallback, useMemo } from "react";
import { useUrlSearchParams } from "../../../hooks/use-url-search-params";

const FEED_KEYS = ["type", "domain", "q", "view"] as const;

/** Reads the feed filters from the URL; anything unknown or malformed falls back on its own. */
export function parseFeedFilters(searchParams: URLSearchParams): FeedSearchParams {
  const parsed = FeedSearchParams.parse({
    type: searchParams.get("type") ?? undefined,
    domain: searchParams.get("domain") ?? undefined,
    q: searchParams.get("q") ?? undefined,
    view: searchParams.get("view") ?? undefined,
  });
  const q = parsed.q?.trim();
  return { ...parsed, q: q ? q : undefined };
}

/** Writes the filters into the search params, leaving defaults (and unrelated params) out. */
export function writeFeedFilters(
  filters: FeedSearchParams,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FEED_KEYS) next.delete(key);
  if (filters.type) next.set("type", filters.type);
  if (filters.domain) next.set("domain", filters.domain);
  const q = filters.q?.trim();
  if (q) next.set("q", q);
  if (filters.view === "map") next.set("view", "map");
  return next;
}

/**
 * The feed's filters live in the URL (?type=&domain=&q=&view=map), so a
 * filtered feed can be shared and Back returns to it. A tab, chip or view
 * switch is its own history entry; the search box replaces the current one,
 * so typing does not fill the back button. No change moves the page: the
 * results update where the reader is looking.
 */
export function useFeedFilters() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = useMemo(() => parseFeedFilters(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<FeedSearchParams>) => {
      setSearchParams(
        (current) => writeFeedFilters({ ...parseFeedFilters(current), ...patch }, current),
        { replace: Object.keys(patch).every((key) => key === "q"), preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () => update({ type: undefined, domain: undefined, q: undefined }),
    [update],
  );

  return { filters, update, clearFilters };
}
