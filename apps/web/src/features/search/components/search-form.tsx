import { SEARCH_LIMITS, SEARCH_SORTS, SEARCH_TYPES } from "@field-commons/shared/search";
import type { SearchSort, SearchType } from "@field-commons/shared/search";
import { useEffect, useId, useState } from "react";
import type { KeyboardEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import { cn } from "../../../lib/cn";
import { useSuggestions } from "../api/search-api";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { NODE_TYPE_LABELS } from "../utils/graph-model";

export const SUGGEST_DEBOUNCE_MS = 250;
export const RATIO_DEBOUNCE_MS = 300;

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  hybrid: "Hybrid",
  semantic: "Semantic",
  text: "Text",
};

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Relevance",
  date: "Date",
  popularity: "Popularity",
};

/**
 * The query box (a combobox: suggestions appear after two characters, Arrow
 * keys move through them, Enter picks, Escape closes), the search type, the
 * sort, and the semantic ratio of hybrid searches.
 */
export function SearchForm({
  query,
  type,
  sort,
  ratio,
  onSearch,
  onTypeChange,
  onSortChange,
  onRatioChange,
}: {
  /** The query of the URL; the box shows it when it changes. */
  query: string;
  type: SearchType;
  sort: SearchSort;
  ratio: number;
  onSearch: (text: string) => void;
  onTypeChange: (type: SearchType) => void;
  onSortChange: (sort: SearchSort) => void;
  onRatioChange: (ratio: number) => void;
}) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [draft, setDraft] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setDraft(query);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const debounced = useDebouncedValue(draft.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestionsQuery = useSuggestions(debounced, open);
  const suggestions =
    draft.trim().length > SEARCH_LIMITS.suggestAfter
      ? (suggestionsQuery.data?.suggestions ?? []).slice(0, SEARCH_LIMITS.suggestions)
      : [];
  const expanded = open && suggestions.length > 0;

  const [ratioDraft, setRatioDraft] = useState(ratio);
  const [shownRatio, setShownRatio] = useState(ratio);
  if (shownRatio !== ratio) {
    setShownRatio(ratio);
    setRatioDraft(ratio);
  }

  // The slider searches again once it rests.
  useEffect(() => {
    if (ratioDraft === ratio) return;
    const timer = window.setTimeout(() => onRatioChange(ratioDraft), RATIO_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [ratioDraft, ratio, onRatioChange]);

  function submit(text: string) {
    setOpen(false);
    setActive(-1);
    // Blank text does nothing.
    if (text.trim() === "") return;
    setDraft(text);
    onSearch(text.trim());
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length > 0) setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === "ArrowUp") {
      if (!expanded) return;
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === "Enter") {
      const picked = expanded && active >= 0 ? suggestions[active] : undefined;
      if (picked) {
        event.preventDefault();
        submit(picked.text);
      }
    }
  }

  return (
    <form
      role="search"
      aria-label="Smart search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(draft);
      }}
      className="space-y-4"
    >
      <div>
        <Label htmlFor={`${id}-q`}>Search</Label>
        <div className="mt-1 flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Input
              id={`${id}-q`}
              type="search"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
              value={draft}
              maxLength={SEARCH_LIMITS.query}
              placeholder="Try “community organizing”"
              onChange={(event) => {
                setDraft(event.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
              onFocus={() => setOpen(true)}
            />
            <ul
              id={listId}
              role="listbox"
              aria-label="Suggestions"
              hidden={!expanded}
              className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
            >
              {suggestions.map((suggestion, index) => (
                <li
                  key={`${suggestion.text}-${index}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={cn(
                    "flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 text-base text-slate-900",
                    index === active ? "bg-accent-soft" : "hover:bg-slate-100",
                  )}
                  // Keep the focus in the box; the click picks.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => submit(suggestion.text)}
                >
                  <span className="line-clamp-2 py-1.5">{suggestion.text}</span>
                  <span className="shrink-0 text-xs text-slate-600">
                    {NODE_TYPE_LABELS[suggestion.type] ?? ""}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <Button type="submit">Search</Button>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-3">
        <div>
          <Label htmlFor={`${id}-type`}>Search type</Label>
          <Select
            id={`${id}-type`}
            className="mt-1"
            value={type}
            onChange={(event) => onTypeChange(event.target.value as SearchType)}
          >
            {SEARCH_TYPES.map((value) => (
              <option key={value} value={value}>
                {SEARCH_TYPE_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <Select
            id={`${id}-sort`}
            className="mt-1"
            value={sort}
            onChange={(event) => onSortChange(event.target.value as SearchSort)}
          >
            {SEARCH_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        {type === "hybrid" ? (
          <div className="col-span-2 lg:col-span-1">
            <div className="flex items-baseline justify-between gap-2">
              <Label htmlFor={`${id}-ratio`}>Semantic ratio</Label>
              <output htmlFor={`${id}-ratio`} className="text-sm text-slate-700">
                {`${Math.round(ratioDraft * 100)}% semantic`}
              </output>
            </div>
            <input
              id={`${id}-ratio`}
              type="range"
              min={0}
              max={1}
              step={0.1}
              value={ratioDraft}
              aria-describedby={`${id}-ratio-hint`}
              onChange={(event) => setRatioDraft(Number(event.target.value))}
              className="mt-3 block h-6 w-full accent-accent"
            />
            <p id={`${id}-ratio-hint`} className="mt-1 text-xs text-slate-600">
              Left: exact words. Right: meaning.
            </p>
          </div>
        ) : null}
      </div>
    </form>
  );
}
