import { JOB_MESSAGES } from "@field-commons/shared/jobs";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { ListSkeleton, LoadError } from "../../../components/ui/load-states";
import { formatCount } from "../utils/organization-text";

/** A small labelled figure. */
export function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <li className="h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">{value}</p>
    </li>
  );
}

/** A list's total beside its heading, once it is known: ' (12)'. */
export function ListTotal({ total }: { total: number | undefined }) {
  if (total === undefined) return null;
  return <span className="ml-2 text-base font-normal text-slate-600">({formatCount(total)})</span>;
}

/**
 * A paged list in its states: loading, failed (with Try Again), empty, or its
 * rows with the pager.
 */
export function PagedList<Item>({
  query,
  items,
  pagination,
  loadingLabel,
  empty,
  label,
  pagerLabel,
  className,
  onPage,
  children,
}: {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** The loaded page's items and where it stands, once there is a page. */
  items: readonly Item[] | undefined;
  pagination: { page: number; pages: number } | undefined;
  loadingLabel: string;
  empty: ReactNode;
  /** The list's name. */
  label: string;
  pagerLabel: string;
  /** The list's class (its spacing). */
  className: string;
  onPage: (page: number) => void;
  /** One row (an <li>) of the list. */
  children: (item: Item) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton label={loadingLabel} />;
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
        {JOB_MESSAGES.fetchFailed}
      </LoadError>
    );
  }
  if (!items || !pagination) return null;
  if (items.length === 0) return empty;
  return (
    <>
      <ul className={className} aria-label={label}>
        {items.map(children)}
      </ul>
      <Pager label={pagerLabel} page={pagination.page} pages={pagination.pages} onPage={onPage} />
    </>
  );
}

/** Page n of m with Previous and Next. */
function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page {page} of {pages}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
