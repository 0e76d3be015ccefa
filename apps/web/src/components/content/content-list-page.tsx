import {
  CONTENT_EDIT_PATHS,
  ContentSummary,
  FeedSearchParams,
} from "@field-commons/shared/content";
import type { ContentType } from "@field-commons/shared/content";
import { DOMAINS } from "@field-commons/shared/domains";
import type { Domain } from "@field-commons/shared/domains";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useId, useMemo } from "react";
import { Link } from "react-router";
import { Button, buttonStyles } from "../ui/button";
import { EmptyState } from "../ui/empty-state";
import { Label } from "../ui/label";
import { SearchBox } from "../ui/search-box";
import { Select } from "../ui/select";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { contentListQueryOptions } from "../../lib/content/get-content";
import { ContentCard, ContentCardSkeleton } from "./content-card";
import { CONTENT_TYPE_INFO } from "../../lib/content-types";
import { useUrlSearchParams } from "../../hooks/use-url-search-params";

const GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3";
const SKELETON_COUNT = 6;

export const LIST_PAGE_TEXTS = {
  search: "Search",
  domain: "Domain",
  allDomains: "All domains",
  tryAgain: "Try Again",
  loadMore: "Load more",
  clearFilters: "Clear filters",
} as const;

const ListFilters = FeedSearchParams.pick({ domain: true, q: true });
export type ListFilters = { domain?: Domain; q?: string };

/** Reads ?q=&domain= leniently: anything unknown or malformed is ignored on its own. */
export function parseListFilters(searchParams: URLSearchParams): ListFilters {
  const parsed = ListFilters.parse({
    domain: searchParams.get("domain") ?? undefined,
    q: searchParams.get("q") ?? undefined,
  });
  const q = parsed.q?.trim();
  return { domain: parsed.domain, q: q ? q : undefined };
}

/** The list filters live in the URL; changes replace the history entry. */
function useListFilters() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = useMemo(() => parseListFilters(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<ListFilters>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...parseListFilters(current), ...patch };
          next.delete("q");
          next.delete("domain");
          if (merged.q?.trim()) next.set("q", merged.q.trim());
          if (merged.domain) next.set("domain", merged.domain);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  const onSearch = useCallback((q: string | undefined) => update({ q }), [update]);
  return { filters, update, onSearch };
}

/** Where a new item of the type is written. */
function createPath(type: ContentType): string {
  return type === "trip" ? "/trip-planner" : CONTENT_EDIT_PATHS[type];
}

export interface ContentListPageProps {
  type: ContentType;
  /** The page heading, e.g. 'Policy Briefs'. */
  heading: string;
  /** A line under the heading. */
  intro: string;
  /** Heading of the error state, e.g. 'Error loading policy briefs'. */
  errorHeading: string;
  /** Message of the error state, e.g. 'Failed to fetch policy briefs'. */
  fetchFailed: string;
  /** Empty state when nothing is published yet. */
  emptyText: string;
  /** Empty state when a search or domain finds nothing. */
  emptyFilteredText: string;
}

/**
 * A public list of one content type: heading, a search box and a domain
 * select (both kept in the URL as ?q=&domain=), a grid of cards 12 at a time
 * with Load more, and loading, error (Try Again) and empty states.
 */
export function ContentListPage({
  type,
  heading,
  intro,
  errorHeading,
  fetchFailed,
  emptyText,
  emptyFilteredText,
}: ContentListPageProps) {
  useDocumentTitle(heading);
  const domainId = useId();
  const { filters, update, onSearch } = useListFilters();
  const newLabel = `New ${CONTENT_TYPE_INFO[type].label}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
          <p className="mt-2 max-w-2xl text-lg text-pretty text-slate-700">{intro}</p>
        </div>
        <Link to={createPath(type)} className={buttonStyles({ className: "shrink-0" })}>
          {newLabel}
        </Link>
      </header>

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end">
        <SearchBox
          label={LIST_PAGE_TEXTS.search}
          value={filters.q}
          onSearch={onSearch}
          placeholder="Search by title, place or domain"
          className="w-full sm:max-w-md"
        />
        <div className="w-full sm:max-w-xs">
          <Label htmlFor={domainId}>{LIST_PAGE_TEXTS.domain}</Label>
          <Select
            id={domainId}
            className="mt-1"
            value={filters.domain ?? ""}
            onChange={(event) =>
              update({ domain: (event.target.value || undefined) as Domain | undefined })
            }
          >
            <option value="">{LIST_PAGE_TEXTS.allDomains}</option>
            {DOMAINS.map((domain) => (
              <option key={domain} value={domain}>
                {domain}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <div className="mt-8">
        <ListResults
          type={type}
          filters={filters}
          heading={heading}
          errorHeading={errorHeading}
          fetchFailed={fetchFailed}
          emptyText={emptyText}
          emptyFilteredText={emptyFilteredText}
          newLabel={newLabel}
          onClearFilters={() => update({ q: undefined, domain: undefined })}
        />
      </div>
    </div>
  );
}

function ListError({
  heading,
  message,
  onRetry,
  isRetrying,
}: {
  heading: string;
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-lg border border-red-300 bg-danger-soft px-6 py-12 text-center"
    >
      <h2 className="text-xl font-semibold text-danger">{heading}</h2>
      <p className="mt-2 text-danger">{message}</p>
      <Button variant="secondary" className="mt-6" isBusy={isRetrying} onClick={onRetry}>
        {LIST_PAGE_TEXTS.tryAgain}
      </Button>
    </div>
  );
}

function ListResults({
  type,
  filters,
  heading,
  errorHeading,
  fetchFailed,
  emptyText,
  emptyFilteredText,
  newLabel,
  onClearFilters,
}: {
  type: ContentType;
  filters: ListFilters;
  heading: string;
  errorHeading: string;
  fetchFailed: string;
  emptyText: string;
  emptyFilteredText: string;
  newLabel: string;
  onClearFilters: () => void;
}) {
  const query = useInfiniteQuery({
    ...contentListQueryOptions({ type, domain: filters.domain, q: filters.q }),
    placeholderData: keepPreviousData,
  });

  const items = useMemo(() => {
    const cards: ContentSummary[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const raw of page.items) {
        const parsed = ContentSummary.safeParse(raw);
        if (parsed.success && parsed.data.type === type) cards.push(parsed.data);
        else console.warn("Skipped an unreadable list item", raw);
      }
    }
    return cards;
  }, [query.data, type]);

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {`Loading ${heading.toLowerCase()}…`}
        </p>
        <div className={GRID}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <ContentCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (query.isLoadingError) {
    return (
      <ListError
        heading={errorHeading}
        message={fetchFailed}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  if (items.length === 0) {
    const filtered = Boolean(filters.q || filters.domain);
    return (
      <EmptyState
        title={filtered ? emptyFilteredText : emptyText}
        description={filtered ? "Try another search or domain." : undefined}
        action={
          filtered ? (
            <Button variant="secondary" onClick={onClearFilters}>
              {LIST_PAGE_TEXTS.clearFilters}
            </Button>
          ) : (
            <Link to={createPath(type)} className={buttonStyles()}>
              {newLabel}
            </Link>
          )
        }
      />
    );
  }

  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      <ul
        aria-label={heading}
        className={`${GRID} transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`}
      >
        {items.map((item, index) => (
          <li key={item.id}>
            <ContentCard item={item} headingLevel={2} priority={index === 0} />
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {`Showing ${items.length} ${items.length === 1 ? "item" : "items"}`}
      </p>

      {query.isFetchNextPageError ? (
        <div className="mt-8">
          <ListError
            heading={errorHeading}
            message={fetchFailed}
            isRetrying={query.isFetchingNextPage}
            onRetry={() => void query.fetchNextPage()}
          />
        </div>
      ) : query.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <Button
            variant="secondary"
            isBusy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {LIST_PAGE_TEXTS.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
