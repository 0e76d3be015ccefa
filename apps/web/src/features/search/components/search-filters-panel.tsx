import { NODE_ENTITY_LABELS } from "@field-commons/shared/search";
import type { NodeEntityType, SearchFiltersResponse } from "@field-commons/shared/search";
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

/** A group's options: the server's values with counts, plus chosen values it did not list. */
function optionsOf(
  key: FilterKey,
  data: SearchFiltersResponse,
  chosen: readonly string[],
): Option[] {
  const listed: Option[] =
    key === "types"
      ? data.types.map((item) => ({ value: item.value, label: item.label, count: item.count }))
      : data[key].map((item) => ({ value: item.value, label: item.value, count: item.count }));
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

/** Types, domains, tags and locations, with their counts; checkboxes. */
export function SearchFiltersPanel({
  filters,
  onToggle,
  onClear,
}: {
  filters: SearchFilterState;
  onToggle: (key: FilterKey, value: string) => void;
  onClear: () => void;
}) {
  const query = useSearchFilters();
  useLogError(query.error, "Search filters failed to load");
  const chosen = filterCount(filters);

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Filters</h2>
        {chosen > 0 ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {`Clear filters (${chosen})`}
          </Button>
        ) : null}
      </div>
      {query.isPending ? (
        <ListSkeleton label="Loading filters…" rows={4} rowClassName="h-16" />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} isRetrying={query.isRefetching}>
          Filters could not be loaded.
        </LoadError>
      ) : (
        FILTER_KEYS.map((key) => (
          <FilterGroup
            key={key}
            title={FILTER_TITLES[key]}
            options={optionsOf(key, query.data, filters[key])}
            chosen={filters[key]}
            onToggle={(value) => onToggle(key, value)}
          />
        ))
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
