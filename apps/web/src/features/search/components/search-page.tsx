import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import type { SearchSort, SearchType } from "@field-commons/shared/search";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { cn } from "../../../lib/cn";
import { useSearchResults } from "../api/search-api";
import { useSearchHistory } from "../hooks/use-search-history";
import { filterCount, searchRequestOf, useSearchState } from "../hooks/use-search-state";
import { RecentSearches } from "./recent-searches";
import { SearchFiltersPanel } from "./search-filters-panel";
import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";
import { ExampleSearches, SearchTips } from "./search-tips";

// d3 comes with the graph only, never with the page's first chunk.
const KnowledgeGraph = lazy(() => import("./knowledge-graph"));

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
        <aside aria-label="Search filters" className="mb-6 lg:mb-0">
          <Button
            variant="secondary"
            className="w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {chosenFilters > 0 ? `Filters (${chosenFilters})` : "Filters"}
          </Button>
          <div
            id={filtersId}
            className={cn(
              "mt-3 rounded-lg border border-slate-200 bg-white p-4 lg:mt-0 lg:block",
              filtersOpen ? "block" : "hidden",
            )}
          >
            <SearchFiltersPanel
              filters={state.filters}
              onToggle={toggleFilter}
              onClear={() => setFilters(NO_FILTERS)}
            />
          </div>
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

          {idle ? (
            <>
              <RecentSearches
                history={history.history}
                onRun={run}
                onRemove={history.remove}
                onClear={history.clear}
              />
              <ExampleSearches onRun={run} />
              <SearchTips />
            </>
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
  );
}
