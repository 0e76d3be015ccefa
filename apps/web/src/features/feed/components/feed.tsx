import { domainSlug } from "@field-commons/shared/domains";
import type { ContentType } from "@field-commons/shared/content";
import { Suspense, useCallback } from "react";
import { lazyComponent } from "../../../components/errors/lazy-component";
import { Button } from "../../../components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useContentFacets } from "../../../lib/content/get-content";
import { useFeedFilters } from "../hooks/use-feed-filters";
import { FEED_TEXTS } from "../utils/feed-items";
import { DomainChips } from "./domain-chips";
import { FeedList } from "./feed-list";
import { FeedSearch } from "./feed-search";
import { CONTENT_TYPE_LIST } from "../../../lib/content-types";

/** Feed filter tabs, in order. */
const FEED_TABS: readonly { label: string; type: ContentType | null }[] = [
  { label: "All Content", type: null },
  ...CONTENT_TYPE_LIST.map((info) => ({ label: info.plural, type: info.type })),
];

// The map view (and with it the map widget) loads only when someone opens it.
const FeedMap = lazyComponent(() => import("./feed-map").then((m) => ({ default: m.FeedMap })));

const ALL = "all";

function tabValue(type: ContentType | null | undefined): string {
  return type ?? ALL;
}

function typeOfTab(value: string): ContentType | undefined {
  return FEED_TABS.find((tab) => tabValue(tab.type) === value)?.type ?? undefined;
}

/**
 * The home feed: type tabs, List/Map, search and domain
 * chips, all kept in the URL, above the cards or the research map.
 */
export function HomeFeed() {
  const { filters, update, clearFilters } = useFeedFilters();
  const facets = useContentFacets({ type: filters.type, q: filters.q });
  const current = tabValue(filters.type);
  const onSearch = useCallback((q: string | undefined) => update({ q }), [update]);

  return (
    <section aria-labelledby="feed-heading" className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h2 id="feed-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {FEED_TEXTS.heading}
      </h2>

      <Tabs
        value={current}
        onValueChange={(value) => update({ type: typeOfTab(value) })}
        activationMode="manual"
        className="mt-6"
      >
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <TabsList aria-label={FEED_TEXTS.typeTabs} className="flex-wrap">
            {FEED_TABS.map((tab) => (
              <TabsTrigger
                key={tabValue(tab.type)}
                value={tabValue(tab.type)}
                className="flex-none whitespace-nowrap"
              >
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>

          <div role="group" aria-label={FEED_TEXTS.viewGroup} className="flex gap-1 self-start">
            {(["list", "map"] as const).map((view) => (
              <Button
                key={view}
                size="sm"
                variant={filters.view === view ? "primary" : "secondary"}
                aria-pressed={filters.view === view}
                onClick={() => update({ view })}
              >
                {view === "list" ? "List" : "Map"}
              </Button>
            ))}
          </div>
        </div>

        <div className="mt-6 space-y-4">
          {filters.domain ? (
            <link
              rel="alternate"
              type="application/rss+xml"
              title={`Field Commons: ${filters.domain}`}
              href={`/feed/${domainSlug(filters.domain)}.xml`}
            />
          ) : null}
          <FeedSearch value={filters.q} onSearch={onSearch} />
          <DomainChips
            selected={filters.domain}
            facets={facets.data}
            onSelect={(domain) => update({ domain })}
          />
        </div>

        {FEED_TABS.map((tab) => {
          const value = tabValue(tab.type);
          return (
            <TabsContent key={value} value={value} className="mt-8">
              {value === current ? (
                filters.view === "map" ? (
                  <Suspense fallback={<p className="py-8 text-slate-600">Loading the map…</p>}>
                    <FeedMap filters={filters} />
                  </Suspense>
                ) : (
                  <FeedList filters={filters} onClearFilters={clearFilters} />
                )
              ) : null}
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
}
