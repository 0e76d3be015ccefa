import { JOB_SEARCH_MAX } from "@field-commons/shared/jobs";
import type { JobSuggestions } from "@field-commons/shared/jobs";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";
import { jobSuggestionsQueryOptions } from "../api/get-jobs";
import { JOB_TEXTS } from "../utils/job-display";

/** The search is applied this long after the last key (Enter applies it at once). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Suggestions are asked for this long after the last key, from this many characters. */
const SUGGEST_DEBOUNCE_MS = 200;
const SUGGEST_MIN_CHARS = 2;
/** Suggestions close this long after the box loses focus. */
export const SUGGESTIONS_CLOSE_MS = 150;

type Suggestion = JobSuggestions["suggestions"][number];

const KIND_LABELS: Record<Suggestion["kind"], string> = {
  title: "Job title",
  organization: "Organization",
  tag: "Tag",
};

/**
 * The board's search box, a combobox with suggestions from open jobs
 * (titles, organizations and tags). Arrow keys move through the suggestions,
 * Enter picks one (or applies the text), Escape closes them; they also close
 * 150 ms after the box loses focus. Typing applies the search after a short
 * pause; a change from outside (Clear all) is shown in the box.
 */
export function JobSearch({
  value,
  onSearch,
  className,
}: {
  value: string | undefined;
  onSearch: (search: string | undefined) => void;
  className?: string;
}) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [draft, setDraft] = useState(value ?? "");
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (draft.trim() !== (value ?? "")) setDraft(value ?? "");
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [asked, setAsked] = useState("");
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Apply the search a moment after the last key.
  useEffect(() => {
    const next = draft.trim();
    if (next === (value ?? "")) return;
    const timer = setTimeout(() => onSearch(next || undefined), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  // Ask for suggestions a moment after the last key.
  useEffect(() => {
    const next = draft.trim();
    const timer = setTimeout(() => setAsked(next), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const suggestions = useQuery({
    ...jobSuggestionsQueryOptions(asked),
    enabled: open && asked.length >= SUGGEST_MIN_CHARS,
  });
  const items: Suggestion[] =
    open && asked.length >= SUGGEST_MIN_CHARS ? (suggestions.data?.suggestions ?? []) : [];
  const expanded = items.length > 0;
  const activeIndex = active < items.length ? active : -1;

  const choose = (item: Suggestion) => {
    setDraft(item.value);
    setOpen(false);
    setActive(-1);
    onSearch(item.value.trim() || undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (items.length > 0) setActive((activeIndex + 1) % items.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (items.length > 0) setActive(activeIndex <= 0 ? items.length - 1 : activeIndex - 1);
        break;
      case "Enter": {
        const item = expanded && activeIndex >= 0 ? items[activeIndex] : undefined;
        if (item) {
          event.preventDefault();
          choose(item);
        } else {
          setOpen(false);
        }
        break;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  return (
    <form
      role="search"
      aria-label="Jobs"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim() || undefined);
      }}
    >
      <Label htmlFor={id}>{JOB_TEXTS.searchLabel}</Label>
      <div className="relative mt-1">
        <Input
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={
            expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined
          }
          value={draft}
          maxLength={JOB_SEARCH_MAX}
          placeholder={JOB_TEXTS.searchPlaceholder}
          onChange={(event) => {
            setDraft(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            if (closeTimer.current) clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            if (closeTimer.current) clearTimeout(closeTimer.current);
            closeTimer.current = setTimeout(() => {
              setOpen(false);
              setActive(-1);
            }, SUGGESTIONS_CLOSE_MS);
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
        >
          {items.map((item, index) => (
            <li
              key={`${item.kind}-${item.value}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 text-slate-900",
                index === activeIndex ? "bg-accent-soft" : "hover:bg-slate-100",
              )}
              // Keep the focus in the box: the click picks the suggestion.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
            >
              <span className="truncate">{item.value}</span>
              <span className="shrink-0 text-xs text-slate-600">{KIND_LABELS[item.kind]}</span>
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
