import { NODE_ENTITY_LABELS } from "@field-commons/shared/search";
import type { NodeEntityType, SearchFacets } from "@field-commons/shared/search";
import { formatCount } from "@field-commons/shared/us-format";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { LoadError, ListSkeleton } from "../../../components/ui/load-states";
import { useLogError } from "../../../hooks/use-log-error";
import { useSearchFilters } from "../api/search-api";
import { FILTER_KEYS, filterCount } from "../hooks/use-search-state";
import type { FilterKey, SearchFilterState } from "../hooks/use-search-state";

/** Values shown per group before 'Show all'. */
const SHOWN = 8;

export const FILTER_TITLES: Record<FilterKey, string> = {
  types: "Types",
  domains: "Domains",
  tags: "Tags",
  locations: "Locations",
};

interface Option {
  value: string;
  label: string;
  count: number | null;
}

/**
 * A group's options: the server's values, with their counts when they are
 * the current search's, plus chosen values it did not list.
 */
function optionsOf(
  key: FilterKey,
  data: SearchFacets,
  chosen: readonly string[],
  counted: boolean,
): Option[] {
  const count = (n: number) => (counted ? n : null);
  const listed: Option[] =
    key === "types"
      ? data.types.map((item) => ({
          value: item.value,
          label: item.label,
          count: count(item.count),
        }))
      : data[key].map((item) => ({
          value: item.value,
          label: item.value,
          count: count(item.count),
        }));
  const known = new Set(listed.map((option) => option.value));
  const extra = chosen
    .filter((value) => !known.has(value))
    .map((value) => ({
      value,
      label: key === "types" ? (NODE_ENTITY_LABELS[value as NodeEntityType] ?? value) : value,
      count: null,
    }));
  return [...extra, ...listed];
}

/**
 * Types, domains, tags and locations; checkboxes. With a search, its facets:
 * each value with the number of results choosing it leaves (`counted`; while
 * the next search loads, the last values stay, without their counts). With
 * no search, the values the index holds, without counts.
 */
export function SearchFiltersPanel({
  filters,
  facets,
  counted,
  heading = true,
  onToggle,
  onClear,
}: {
  filters: SearchFilterState;
  /** The current search's facets; null before a search has answered. */
  facets: SearchFacets | null;
  /** The counts belong to the results shown. */
  counted: boolean;
  /** Show the Filters heading (a dialog names itself). */
  heading?: boolean;
  onToggle: (key: FilterKey, value: string) => void;
  onClear: () => void;
}) {
  const query = useSearchFilters(facets === null);
  useLogError(query.error, "Search filters failed to load");
  const chosen = filterCount(filters);
  const data = facets ?? query.data;
  const groups = data
    ? FILTER_KEYS.map((key) => ({
        key,
        options: optionsOf(key, data, filters[key], facets !== null && counted),
      }))
    : null;

  return (
    <div className="space-y-5" aria-busy={(facets !== null && !counted) || undefined}>
      <div className="flex min-h-9 items-center justify-between gap-2">
        {heading ? <h2 className="text-lg font-semibold text-slate-900">Filters</h2> : <span />}
        {chosen > 0 ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {`Clear filters (${chosen})`}
          </Button>
        ) : null}
      </div>
      {groups ? (
        groups.some((group) => group.options.length > 0) ? (
          <>
            {facets !== null && counted ? (
              <p className="text-sm text-slate-600">Numbers are results of this search.</p>
            ) : null}
            {groups.map(({ key, options }) => (
              <FilterGroup
                key={key}
                title={FILTER_TITLES[key]}
                options={options}
                chosen={filters[key]}
                onToggle={(value) => onToggle(key, value)}
              />
            ))}
          </>
        ) : (
          <p className="text-sm text-slate-600">No filters apply: the search found nothing.</p>
        )
      ) : query.isPending ? (
        <ListSkeleton label="Loading filters…" rows={4} rowClassName="h-16" />
      ) : (
        <LoadError onRetry={() => void query.refetch()} isRetrying={query.isRefetching}>
          Filters could not be loaded.
        </LoadError>
      )}
    </div>
  );
}

function FilterGroup({
  title,
  options,
  chosen,
  onToggle,
}: {
  title: string;
  options: Option[];
  chosen: readonly string[];
  onToggle: (value: string) => void;
}) {
  const id = useId();
  const [all, setAll] = useState(false);
  if (options.length === 0) return null;
  const shown = all ? options : options.slice(0, SHOWN);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{title}</legend>
      <ul id={`${id}-list`} className="mt-1 space-y-0.5">
        {shown.map((option) => {
          return (
            <li key={option.value}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 text-sm text-slate-800 hover:bg-slate-100 md:min-h-9">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-accent"
                  checked={chosen.includes(option.value)}
                  onChange={() => onToggle(option.value)}
                />
                <span className="min-w-0 flex-1 break-words">{option.label}</span>
                {option.count !== null ? (
                  <span className="text-slate-600">
                    <span className="sr-only">, </span>
                    {formatCount(option.count)}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
      {options.length > SHOWN ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 text-accent"
          aria-expanded={all}
          aria-controls={`${id}-list`}
          onClick={() => setAll((value) => !value)}
        >
          {all ? "Show fewer" : `Show all ${options.length}`}
        </Button>
      ) : null}
    </fieldset>
  );
}
