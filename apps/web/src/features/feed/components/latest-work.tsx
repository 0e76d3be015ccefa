import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { cardDisplay } from "../../../components/content/content-card";
import { DomainBadge } from "../../../components/ui/domain-badge";
import { Skeleton } from "../../../components/ui/skeleton";
import { contentListQueryOptions } from "../../../lib/content/get-content";
import { checkFeedItem } from "../utils/feed-items";

const SHOWN = 3;

/**
 * The hero's right half on wide screens: the newest published work, read
 * from the same first page the unfiltered feed loads (one request serves
 * both). Shows nothing when there is nothing yet or the list failed: the feed
 * below says so with its own states.
 */
export function LatestWork() {
  const query = useInfiniteQuery(contentListQueryOptions({}));

  if (query.isPending) {
    return (
      <div aria-hidden="true" className="space-y-4">
        {Array.from({ length: SHOWN }, (_, index) => (
          <Skeleton key={index} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  const items = (query.data?.pages[0]?.items ?? [])
    .map((item) => checkFeedItem(item))
    .flatMap((check) => (check.kind === "card" ? [check.item] : []))
    .slice(0, SHOWN);
  if (items.length === 0) return null;

  return (
    <section aria-labelledby="latest-work-heading">
      <h2
        id="latest-work-heading"
        className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
      >
        Latest from the field
      </h2>
      <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-slate-50">
        {items.map((item) => {
          const display = cardDisplay(item);
          return (
            <li key={item.id} className="px-4 py-2.5">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
                <span className="font-semibold tracking-wide text-slate-700 uppercase">
                  {display.typeLabel}
                </span>
                {item.domain ? <DomainBadge domain={item.domain} /> : null}
                {display.date ? (
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
            </li>
          );
        })}
      </ol>
    </section>
  );
}
