import { SEARCH_MESSAGES } from "@field-commons/shared/search";
import type { SearchResponse } from "@field-commons/shared/search";
import { formatCount } from "@field-commons/shared/us-format";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListSkeleton, LoadError } from "../../../components/ui/load-states";
import { Pagination } from "../../../components/ui/pagination";
import { ScrollFade } from "../../../components/ui/scroll-fade";
import { ToggleChip } from "../../../components/ui/toggle-chip";
import { resultsSummary } from "../utils/format";
import { ResultCard } from "./result-card";
import { ExampleSearches } from "./search-tips";

/** The results of a search with its states: loading, failed, none, some. */
export function SearchResults({
  data,
  isPending,
  isError,
  isRetrying,
  isPlaceholder,
  selectedNode,
  chosenTags,
  hasFilters,
  onRetry,
  onSelect,
  onToggleTag,
  onClearFilters,
  onPageChange,
  onRunExample,
}: {
  data: SearchResponse | undefined;
  isPending: boolean;
  isError: boolean;
  isRetrying: boolean;
  isPlaceholder: boolean;
  selectedNode: string | null;
  chosenTags: readonly string[];
  hasFilters: boolean;
  onRetry: () => void;
  onSelect: (nodeId: string) => void;
  onToggleTag: (tag: string) => void;
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
  onRunExample: (query: string) => void;
}) {
  const headingId = useId();
  const topicsId = useId();

  if (isError) {
    // The spec clears results and total on failure; a short line says why.
    return (
      <LoadError onRetry={onRetry} isRetrying={isRetrying}>
        The search could not be completed. Check your connection and try again.
      </LoadError>
    );
  }
  if (isPending || !data) return <ListSkeleton label="Searching…" rows={4} rowClassName="h-36" />;

  return (
    <section aria-labelledby={headingId} aria-busy={isPlaceholder || undefined}>
      <h2 id={headingId} className="sr-only">
        Results
      </h2>
      <p role="status" className="text-sm font-medium text-slate-700">
        {resultsSummary(data.total, data.processingTime, data.totalIsLowerBound)}
      </p>

      {data.relatedTopics.length > 0 ? (
        <div className="mt-3">
          <h3 id={topicsId} className="text-sm font-semibold text-slate-800">
            Related topics
          </h3>
          {/* One sideways row on a phone, so the results start on the first screen. */}
          <ScrollFade outerClassName="mt-1 -mx-1" className="px-1 py-0.5">
            <ul aria-labelledby={topicsId} className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
              {data.relatedTopics.map(({ topic, count }) => (
                <li key={topic}>
                  <ToggleChip
                    pressed={chosenTags.includes(topic)}
                    onClick={() => onToggleTag(topic)}
                    title={`Filter by the tag “${topic}”`}
                  >
                    {topic}
                    <span className="text-xs opacity-80">
                      <span className="sr-only">, </span>
                      {formatCount(count)}
                    </span>
                  </ToggleChip>
                </li>
              ))}
            </ul>
          </ScrollFade>
        </div>
      ) : null}

      {data.results.length === 0 ? (
        <EmptyState
          className="mt-4"
          title="No results"
          description={SEARCH_MESSAGES.noResults}
          action={
            <div className="flex flex-col items-center gap-4">
              {hasFilters ? (
                <Button variant="secondary" onClick={onClearFilters}>
                  Clear filters
                </Button>
              ) : null}
              <ExampleSearches onRun={onRunExample} />
            </div>
          }
        />
      ) : (
        <ol className="mt-4 space-y-3">
          {data.results.map((result) => (
            <li key={result.node.id}>
              <ResultCard
                result={result}
                selected={result.node.id === selectedNode}
                onSelect={() => onSelect(result.node.id)}
              />
            </li>
          ))}
        </ol>
      )}

      <Pagination
        className="mt-6"
        label="Search results pages"
        page={data.page}
        pages={data.pages}
        onPageChange={onPageChange}
      />
    </section>
  );
}
