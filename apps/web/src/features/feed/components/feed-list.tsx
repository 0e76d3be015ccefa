import type { FeedSearchParams } from "@field-commons/shared/content";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ContentCardSkeleton } from "../../../components/content/content-card";
import { contentListQueryOptions } from "../../../lib/content/get-content";
import { FEED_TEXTS, feedEmptyState, feedErrorMessage, feedItemKey } from "../utils/feed-items";
import { FeedItem } from "./feed-item";
import { FeedEmpty, FeedError } from "./feed-states";

const GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3";
const SKELETON_COUNT = 6;

function FeedSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {FEED_TEXTS.loading}
      </p>
      <div className={GRID}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <ContentCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/**
 * Calls `onVisible` when the element scrolls near the viewport. Used once the
 * reader has asked for more, so the footer stays reachable until then.
 */
function useWhenVisible(enabled: boolean, onVisible: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/** The list view: a grid of cards, 12 at a time, with Load more. */
export function FeedList({
  filters,
  onClearFilters,
}: {
  filters: Pick<FeedSearchParams, "type" | "domain" | "q">;
  onClearFilters: () => void;
}) {
  const query = useInfiniteQuery({
    ...contentListQueryOptions({ type: filters.type, domain: filters.domain, q: filters.q }),
    placeholderData: keepPreviousData,
  });
  const [autoLoad, setAutoLoad] = useState(false);
  const canAutoLoad =
    autoLoad && query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useWhenVisible(canAutoLoad, () => void query.fetchNextPage());

  if (query.isPending) return <FeedSkeleton />;

  if (query.isLoadingError) {
    return (
      <FeedError
        message={feedErrorMessage(filters.type, query.error)}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <FeedEmpty state={feedEmptyState(filters)} onClearFilters={onClearFilters} />;
  }

  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      <ul
        className={`${GRID} transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`}
        aria-label="Content"
      >
        {items.map((item, index) => (
          <li key={feedItemKey(item, index)} className="empty:hidden">
            <FeedItem item={item} />
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {`Showing ${items.length} ${items.length === 1 ? "item" : "items"}`}
      </p>

      {query.isFetchNextPageError ? (
        <div className="mt-8">
          <FeedError
            message={feedErrorMessage(filters.type, query.error)}
            isRetrying={query.isFetchingNextPage}
            onRetry={() => void query.fetchNextPage()}
          />
        </div>
      ) : query.hasNextPage ? (
        <div ref={sentinel} className="mt-8 flex justify-center">
          <Button
            variant="secondary"
            isBusy={query.isFetchingNextPage}
            onClick={() => {
              setAutoLoad(true);
              void query.fetchNextPage();
            }}
          >
            {FEED_TEXTS.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
