import { LIST_MAX, SHORT_TEXT_MAX } from "@field-commons/shared/content";
import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { Button } from "./button";
import { Input } from "./input";
import { Label } from "./label";

type FocusTarget = { index: number; control: "up" | "down" | "remove" } | "input";

/** Moves the item at `from` by `by` places (-1 up, 1 down); out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export interface TextListInputProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** The add button's text, for example 'Add Key Point'. */
  addLabel: string;
  /** How many items may be added (the server's limit by default). */
  max?: number;
  /** Longest item, in characters (the server's limit by default). */
  maxLength?: number;
  hint?: string;
  /** Messages for the list from the server. */
  errors?: readonly string[];
}

/**
 * An ordered list of short texts (key points, evidence): type one and press
 * Enter or the add button; items are trimmed and never blank; each can be
 * moved up or down and removed, all by keyboard.
 */
export function TextListInput({
  label,
  value,
  onChange,
  addLabel,
  max = LIST_MAX,
  maxLength = SHORT_TEXT_MAX,
  hint,
  errors = [],
}: TextListInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfterRender = useRef<FocusTarget | null>(null);

  const full = value.length >= max;
  const hasErrors = errors.length > 0;

  useEffect(() => {
    const target = focusAfterRender.current;
    if (target === null) return;
    focusAfterRender.current = null;
    if (target === "input") {
      inputRef.current?.focus();
      return;
    }
    const row = listRef.current?.children[target.index];
    const button = row?.querySelector<HTMLButtonElement>(`[data-control="${target.control}"]`);
    if (button && !button.disabled) button.focus();
    else row?.querySelector<HTMLButtonElement>('[data-control="remove"]')?.focus();
  }, [value]);

  const add = () => {
    const item = draft.trim();
    if (!item || full) return;
    onChange([...value, item]);
    setDraft("");
    setAnnouncement(`Added: ${item}`);
  };

  const remove = (index: number) => {
    const item = value[index];
    const next = value.filter((_, i) => i !== index);
    focusAfterRender.current =
      next.length === 0 ? "input" : { index: Math.min(index, next.length - 1), control: "remove" };
    onChange(next);
    if (item !== undefined) setAnnouncement(`Removed: ${item}`);
  };

  const move = (index: number, by: -1 | 1) => {
    const item = value[index];
    focusAfterRender.current = { index: index + by, control: by === -1 ? "up" : "down" };
    onChange(moveItem(value, index, by));
    if (item !== undefined) {
      setAnnouncement(`Moved to position ${index + by + 1} of ${value.length}: ${item}`);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  const describedBy = [hintId, hasErrors ? errorId : null].filter(Boolean).join(" ");

  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {value.length > 0 ? (
        <ol ref={listRef} className="mt-2 space-y-2">
          {value.map((item, index) => (
            <li
              key={`${index}-${item}`}
              className="flex items-start gap-2 rounded-md border border-slate-200 bg-white p-2 pl-3"
            >
              <span aria-hidden="true" className="pt-2 text-sm font-semibold text-slate-500">
                {index + 1}.
              </span>
              <span className="min-w-0 flex-1 pt-2 break-words whitespace-pre-line text-slate-800">
                {item}
              </span>
              <span className="flex shrink-0 gap-1">
                <IconButton
                  control="up"
                  label={`Move up: ${item}`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  path="M12 19V5M5 12l7-7 7 7"
                />
                <IconButton
                  control="down"
                  label={`Move down: ${item}`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                  path="M12 5v14M5 12l7 7 7-7"
                />
                <IconButton
                  control="remove"
                  label={`Remove: ${item}`}
                  onClick={() => remove(index)}
                  path="M7 7l10 10M17 7L7 17"
                />
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="mt-2 flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          maxLength={maxLength}
          disabled={full}
          aria-describedby={describedBy}
          aria-invalid={hasErrors || undefined}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="secondary"
          className="shrink-0"
          disabled={full || draft.trim() === ""}
          onClick={add}
        >
          {addLabel}
        </Button>
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {full
          ? `You can add up to ${max} ${max === 1 ? "item" : "items"}.`
          : (hint ?? `Type one item, then press Enter or ${addLabel}.`)}
      </p>
      {hasErrors ? (
        <ul id={errorId} className="mt-1 space-y-0.5 text-sm font-medium text-danger">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function IconButton({
  control,
  label,
  path,
  disabled = false,
  onClick,
}: {
  control: "up" | "down" | "remove";
  label: string;
  path: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      data-control={control}
      aria-label={label}
      title={label.split(":")[0]}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-40"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none">
        <path
          d={path}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
