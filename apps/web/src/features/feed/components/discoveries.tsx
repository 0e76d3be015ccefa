import { CONTENT_MESSAGES } from "@field-commons/shared/content";
import type { ContentSummary } from "@field-commons/shared/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { cardDisplay } from "../../../components/content/content-card";
import { buttonStyles } from "../../../components/ui/button";
import { DomainBadge } from "../../../components/ui/domain-badge";
import { Skeleton } from "../../../components/ui/skeleton";
import { apiClient } from "../../../lib/api-client";
import { ContentListPage, contentKeys } from "../../../lib/content/get-content";
import { checkFeedItem } from "../utils/feed-items";

/** Items in each list: the rest is on the feed. */
export const DISCOVERIES_SHOWN = 4;

export const DISCOVERIES_TEXT = {
  heading: "Discoveries",
  intro: "What researchers have published most recently, and what readers open most.",
  newest: "Newest",
  mostRead: "Most read",
  loadFailed: "We couldn't load the latest research just now.",
  browseAll: "Browse all published work",
  search: "Search the research",
} as const;

type DiscoverySort = "recent" | "read";

/** The first few published items in one order, read like the feed reads them. */
export const discoveriesQueryOptions = (sort: DiscoverySort) =>
  queryOptions({
    // Under the content lists: likes, saves and publishing refresh it.
    queryKey: [...contentKeys.lists(), "discoveries", sort] as const,
    queryFn: async ({ signal }) => {
      const page = await apiClient.get(`/api/content?sort=${sort}&limit=${DISCOVERIES_SHOWN}`, {
        schema: ContentListPage,
        signal,
      });
      return page.items
        .map((item) => checkFeedItem(item))
        .flatMap((check) => (check.kind === "card" ? [check.item] : []));
    },
  });

export function viewsLabel(views: number): string {
  return `${views.toLocaleString("en-US")} ${views === 1 ? "view" : "views"}`;
}

function DiscoveryItem({ item, showViews }: { item: ContentSummary; showViews: boolean }) {
  const display = cardDisplay(item);
  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <span className="font-semibold tracking-wide text-slate-700 uppercase">
          {display.typeLabel}
        </span>
        {item.domain ? <DomainBadge domain={item.domain} /> : null}
        {showViews ? (
          <span className="text-slate-700 tabular-nums">{viewsLabel(item.counts.views)}</span>
        ) : display.date ? (
          <time dateTime={display.dateIso} className="text-slate-600">
            {display.date}
          </time>
        ) : null}
      </div>
      <Link
        to={display.href}
        className="mt-1 line-clamp-2 block rounded-sm font-semibold text-slate-900 hover:text-accent hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {display.title}
      </Link>
      <p className="mt-0.5 truncate text-sm text-slate-600">{display.author}</p>
    </li>
  );
}

function DiscoveryList({
  sort,
  title,
  headingId,
}: {
  sort: DiscoverySort;
  title: string;
  headingId: string;
}) {
  const query = useQuery(discoveriesQueryOptions(sort));
  return (
    <div>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {query.isPending ? (
        <div aria-hidden="true" className="mt-3 space-y-3">
          {Array.from({ length: DISCOVERIES_SHOWN }, (_, index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <p className="mt-3 text-slate-700">{DISCOVERIES_TEXT.loadFailed}</p>
      ) : query.data.length === 0 ? (
        <p className="mt-3 text-slate-700">{CONTENT_MESSAGES.noContentYet}</p>
      ) : (
        <ol
          aria-labelledby={headingId}
          className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {query.data.map((item) => (
            <DiscoveryItem key={item.id} item={item} showViews={sort === "read"} />
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * The About page's Discoveries, where the home page's Explore Discoveries
 * button leads: the newest published work and the most read, a few of each
 * with links, and the way on to the whole feed and to search.
 */
export function Discoveries({ headingClassName }: { headingClassName?: string }) {
  return (
    <section id="discoveries" aria-labelledby="discoveries-heading" className="scroll-mt-24">
      <h2 id="discoveries-heading" className={headingClassName}>
        {DISCOVERIES_TEXT.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-slate-700">{DISCOVERIES_TEXT.intro}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <DiscoveryList
          sort="recent"
          title={DISCOVERIES_TEXT.newest}
          headingId="discoveries-newest"
        />
        <DiscoveryList
          sort="read"
          title={DISCOVERIES_TEXT.mostRead}
          headingId="discoveries-most-read"
        />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonStyles()}>
          {DISCOVERIES_TEXT.browseAll}
        </Link>
        <Link to="/search" className={buttonStyles({ variant: "secondary" })}>
          {DISCOVERIES_TEXT.search}
        </Link>
      </div>
    </section>
  );
}
