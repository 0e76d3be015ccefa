import type { ReactNode } from "react";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListSkeleton, LoadError } from "../../../components/ui/load-states";
import { Pagination } from "../../../components/ui/pagination";
import { cn } from "../../../lib/cn";

interface PagedQuery {
  data: { page: number; limit: number; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** The number of pages of a paged answer (at least 1). */
export function pageCount(data: { limit: number; total: number } | undefined): number {
  if (!data || data.limit <= 0) return 1;
  return Math.max(1, Math.ceil(data.total / data.limit));
}

/**
 * A paged admin list in its states: skeleton while loading, the spec's
 * failure text with Try Again, an empty state, or the rows and the pager.
 */
export function ListFrame({
  query,
  isEmpty,
  loadingLabel,
  failedText,
  emptyTitle,
  emptyDescription,
  pagerLabel,
  onPage,
  children,
}: {
  query: PagedQuery;
  isEmpty: boolean;
  loadingLabel: string;
  failedText: string;
  emptyTitle: string;
  emptyDescription: string;
  pagerLabel: string;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  if (query.isPending) return <ListSkeleton label={loadingLabel} rows={4} />;
  if (query.isError || !query.data) {
    return (
      <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
        {failedText}
      </LoadError>
    );
  }
  if (isEmpty) {
    return <EmptyState headingLevel={3} title={emptyTitle} description={emptyDescription} />;
  }
  const stale = query.isPlaceholderData && query.isFetching;
  return (
    <div aria-busy={stale || undefined} className={cn(stale && "opacity-60")}>
      {children}
      <Pagination
        className="mt-6"
        label={pagerLabel}
        page={query.data.page}
        pages={pageCount(query.data)}
        onPageChange={onPage}
      />
    </div>
  );
}
