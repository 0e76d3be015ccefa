import { TAG_MAX, TAGS_MAX } from "@field-commons/shared/content";
import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { Button } from "./button";
import { Input } from "./input";
import { Label } from "./label";

export const TAG_DUPLICATE_MESSAGE = "That tag is already added.";

/**
 * Adds `raw` to `tags` when it is allowed: trimmed, not blank, not already
 * there (ignoring case) and under the limit. Returns the new list, or why not.
 */
export function addTag(
  tags: readonly string[],
  raw: string,
  max: number,
): { tags: string[] } | { reason: "blank" | "duplicate" | "full" } {
  const tag = raw.trim();
  if (!tag) return { reason: "blank" };
  if (tags.length >= max) return { reason: "full" };
  const key = tag.toLocaleLowerCase();
  if (tags.some((t) => t.toLocaleLowerCase() === key)) return { reason: "duplicate" };
  return { tags: [...tags, tag] };
}

export interface TagsInputProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** How many tags may be added (the server's limit by default). */
  max?: number;
  placeholder?: string;
  /** Longest tag, in characters (the server's limit by default). */
  maxLength?: number;
  hint?: string;
  /** Messages for the tags from the server. */
  errors?: readonly string[];
  /** What one item is called in the texts ('tag' by default: 'Remove tag water'). */
  noun?: { one: string; many: string };
  /** Said when the item is already there (ignoring case). */
  duplicateMessage?: string;
  /** A '+' button (named 'Add {noun}') instead of 'Add'. */
  plusButton?: boolean;
  /** Empty the box when a duplicate is refused, instead of leaving it to edit. */
  clearDuplicate?: boolean;
}

const TAG_NOUN = { one: "tag", many: "tags" };

/**
 * A list of tags: type one and press Enter or Add. Tags are trimmed, never
 * blank and never repeated (ignoring case); each has a remove button.
 */
export function TagsInput({
  label,
  value,
  onChange,
  max = TAGS_MAX,
  placeholder,
  maxLength = TAG_MAX,
  hint,
  errors = [],
  noun = TAG_NOUN,
  duplicateMessage = TAG_DUPLICATE_MESSAGE,
  plusButton = false,
  clearDuplicate = false,
}: TagsInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // After a remove, focus moves to the next tag's button (or the input).
  const focusAfterRemove = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const full = value.length >= max;
  const hasErrors = errors.length > 0;
  const limitText = `You can add up to ${max} ${max === 1 ? noun.one : noun.many}.`;
  const hintText =
    hint ??
    `Press Enter or ${plusButton ? "+" : "Add"} after each ${noun.one}. Up to ${max} ${noun.many}.`;

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button");
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    (target ?? inputRef.current)?.focus();
  }, [value]);

  const add = () => {
    const result = addTag(value, draft, max);
    if ("tags" in result) {
      onChange(result.tags);
      setAnnouncement(`Added ${noun.one} ${draft.trim()}`);
      setDraft("");
      setNote(null);
      return;
    }
    if (result.reason === "duplicate") {
      setNote(duplicateMessage);
      if (clearDuplicate) setDraft("");
    } else if (result.reason === "full") setNote(limitText);
    else setNote(null);
  };

  const remove = (index: number) => {
    const tag = value[index];
    focusAfterRemove.current = index;
    onChange(value.filter((_, i) => i !== index));
    if (tag !== undefined) setAnnouncement(`Removed ${noun.one} ${tag}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  const describedBy = [hintId, note ? noteId : null, hasErrors ? errorId : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1 flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={full}
          aria-describedby={describedBy}
          aria-invalid={hasErrors || undefined}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            if (note) setNote(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="secondary"
          className={plusButton ? "shrink-0 px-3" : "shrink-0"}
          aria-label={plusButton ? `Add ${noun.one}` : undefined}
          disabled={full || draft.trim() === ""}
          onClick={add}
        >
          {plusButton ? (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
              <path
                d="M12 5v14M5 12h14"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          ) : (
            "Add"
          )}
        </Button>
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {full ? limitText : hintText}
      </p>
      {note ? (
        <p id={noteId} className="mt-1 text-sm font-medium text-amber-900">
          {note}
        </p>
      ) : null}
      {hasErrors ? (
        <ul id={errorId} className="mt-1 space-y-0.5 text-sm font-medium text-danger">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {value.length > 0 ? (
        <ul ref={listRef} aria-label={`Added ${noun.many}`} className="mt-3 flex flex-wrap gap-2">
          {value.map((tag, index) => (
            <li
              key={`${tag}-${index}`}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-0.5 pl-3 text-sm text-slate-800"
            >
              <span className="break-all">{tag}</span>
              <button
                type="button"
                aria-label={`Remove ${noun.one} ${tag}`}
                onClick={() => remove(index)}
                className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none">
                  <path
                    d="M7 7l10 10M17 7L7 17"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
