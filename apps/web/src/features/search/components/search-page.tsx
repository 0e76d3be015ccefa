import { Dialog as DialogPrimitive } from "radix-ui";
import { Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import type { SearchFacets, SearchSort, SearchType } from "@field-commons/shared/search";
import { lazyComponent } from "../../../components/errors/lazy-component";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "../../../components/ui/dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSearchResults } from "../api/search-api";
import { useSearchHistory } from "../hooks/use-search-history";
import { filterCount, searchRequestOf, useSearchState } from "../hooks/use-search-state";
import { RecentSearches } from "./recent-searches";
import { SearchFiltersPanel } from "./search-filters-panel";
import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";
import { resultsCount } from "../utils/format";
import { ExampleSearches, SearchTips } from "./search-tips";

// d3 comes with the graph only, never with the page's first chunk.
const KnowledgeGraph = lazyComponent(() => import("./knowledge-graph"));

const NO_FILTERS = { types: [], domains: [], tags: [], locations: [] };

/**
 * /search: the query, type, filters, sort and page live in the URL; results
 * with their knowledge graph, related topics, recent searches, tips and
 * example searches.
 */
export function SearchPage() {
  const { state, update, search, setFilters, toggleFilter, setPage, selectNode } = useSearchState();
  const history = useSearchHistory();
  const results = useSearchResults(state.type, searchRequestOf(state));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  // The last search's facets stay listed (without counts) while the next loads,
  // so a ticked box never vanishes from under the pointer or the focus.
  const [facets, setFacets] = useState<SearchFacets | null>(null);
  const answered = results.data && !results.isPlaceholderData ? results.data.facets : null;
  if (answered && answered !== facets) setFacets(answered);
  const graphHeadingRef = useRef<HTMLHeadingElement>(null);
  const [focusGraph, setFocusGraph] = useState(false);
  useDocumentTitle(state.q ? `${state.q} · Search` : "Smart Search");

  const idle = state.q === "";
  const chosenFilters = filterCount(state.filters);

  const run = useCallback(
    (query: string) => {
      const text = query.trim();
      if (!text) return;
      history.add(text);
      search(text);
    },
    [history, search],
  );

  const onTypeChange = useCallback(
    (type: SearchType) => update({ type, page: 1, node: null }),
    [update],
  );
  const onSortChange = useCallback(
    (sort: SearchSort) => update({ sort, page: 1, node: null }),
    [update],
  );
  const onRatioChange = useCallback(
    (ratio: number) => update({ ratio, page: 1, node: null }),
    [update],
  );

  const counted = answered !== null;
  const showResultsLabel =
    idle || !counted || !results.data
      ? "Show results"
      : `Show ${resultsCount(results.data.total, results.data.totalIsLowerBound)}`;

  function filterPanel(heading: boolean) {
    return (
      <SearchFiltersPanel
        filters={state.filters}
        facets={idle ? null : facets}
        counted={!idle && counted}
        heading={heading}
        onToggle={toggleFilter}
        onClear={() => setFilters(NO_FILTERS)}
      />
    );
  }

  function pick(nodeId: string) {
    selectNode(nodeId);
    setFocusGraph(true);
  }

  // Bring the graph into view when a result is picked.
  useEffect(() => {
    if (!focusGraph || !state.node) return;
    setFocusGraph(false);
    const heading = graphHeadingRef.current;
    if (!heading) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    heading.scrollIntoView?.({ behavior: reduce ? "auto" : "smooth", block: "start" });
    heading.focus({ preventScroll: true });
  }, [focusGraph, state.node]);

  useEffect(() => {
    if (results.isError) console.error("Search failed", results.error);
  }, [results.isError, results.error]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Smart Search</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Search case studies, field work, briefs, essays, interviews, recordings and jobs by words or
        by meaning, and see how they connect.
      </p>

      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <SearchForm
          query={state.q}
          type={state.type}
          sort={state.sort}
          ratio={state.ratio}
          onSearch={run}
          onTypeChange={onTypeChange}
          onSortChange={onSortChange}
          onRatioChange={onRatioChange}
        />
      </div>

      <div className="mt-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        {/* Wide screens: the filters beside the results. */}
        <aside
          aria-label="Search filters"
          className="hidden rounded-lg border border-slate-200 bg-white p-4 lg:block lg:self-start"
        >
          {filterPanel(true)}
        </aside>

        <div className="min-w-0 space-y-8">
          {state.node ? (
            <section
              aria-labelledby={`${filtersId}-graph`}
              className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
            >
              <div className="flex items-center justify-between gap-3">
                <h2
                  id={`${filtersId}-graph`}
                  ref={graphHeadingRef}
                  tabIndex={-1}
                  className="scroll-mt-24 text-xl font-semibold text-slate-900 outline-none"
                >
                  Knowledge graph
                </h2>
                <Button variant="ghost" size="sm" onClick={() => selectNode(null)}>
                  Close graph
                </Button>
              </div>
              <div className="mt-3">
                <Suspense
                  fallback={
                    <div aria-busy="true">
                      <p role="status" className="sr-only">
                        Loading the knowledge graph…
                      </p>
                      <Skeleton className="aspect-[4/3] w-full" />
                    </div>
                  }
                >
                  <KnowledgeGraph key={state.node} nodeId={state.node} />
                </Suspense>
              </div>
            </section>
          ) : null}

          <div className="space-y-4">
            {/* Narrow screens: the results first, the filters in a dialog. */}
            <Dialog open={filtersOpen} onOpenChange={setFiltersOpen}>
              <DialogPrimitive.Trigger asChild>
                <Button variant="secondary" className="w-full lg:hidden">
                  {chosenFilters > 0 ? `Filters (${chosenFilters})` : "Filters"}
                </Button>
              </DialogPrimitive.Trigger>
              <DialogContent aria-describedby={undefined} className="pb-0 sm:pb-0">
                <DialogTitle>Filters</DialogTitle>
                <div className="mt-4">{filterPanel(false)}</div>
                <div className="sticky bottom-0 -mx-5 mt-6 border-t border-slate-200 bg-white px-5 py-4 sm:-mx-6 sm:px-6">
                  <Button className="w-full" onClick={() => setFiltersOpen(false)}>
                    {showResultsLabel}
                  </Button>
                </div>
              </DialogContent>
            </Dialog>
            {idle ? (
              <div className="space-y-8">
                <RecentSearches
                  history={history.history}
                  onRun={run}
                  onRemove={history.remove}
                  onClear={history.clear}
                />
                <ExampleSearches onRun={run} />
                <SearchTips />
              </div>
            ) : (
              <SearchResults
                data={results.data}
                isPending={results.isPending}
                isError={results.isError}
                isRetrying={results.isFetching}
                isPlaceholder={results.isPlaceholderData}
                selectedNode={state.node}
                chosenTags={state.filters.tags}
                hasFilters={chosenFilters > 0}
                onRetry={() => void results.refetch()}
                onSelect={pick}
                onToggleTag={(tag) => toggleFilter("tags", tag)}
                onClearFilters={() => setFilters(NO_FILTERS)}
                onPageChange={setPage}
                onRunExample={run}
              />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
