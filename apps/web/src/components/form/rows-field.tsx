import { LIST_MAX } from "@field-commons/shared/content";
import { useEffect, useId, useRef } from "react";
import type { ReactNode } from "react";
import { useFieldArray } from "react-hook-form";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { FieldMessages, useGroupMessages } from "./fields";
import { isUntouchedRow } from "./form-errors";

/**
 * A list of structured rows (recommendations, evidence, references,
 * education): each row in a fieldset ('Evidence 1') with its fields and a
 * remove button, an add button under them. Focus moves to a new row's first
 * field, or to the add button after a remove. Rows left as they were added
 * are not sent: a content form learns so from the field; any other form
 * lists them itself (useRoutedForm's `lists`). Works in any react-hook-form
 * FormProvider.
 */
export function RowsField<Row extends Record<string, unknown>>({
  name,
  noun,
  newRow,
  empty,
  label,
  max = LIST_MAX,
  limitHint,
  fieldsClassName = "space-y-4",
  children,
}: {
  /** The list's path: 'body.evidence'. */
  name: string;
  /** 'Recommendation', 'Evidence', 'Reference'. */
  noun: string;
  /** A new row's values. */
  newRow: Row;
  /** Shown while there are no rows. */
  empty: string;
  /** The list's name above it, where no section heading names it. */
  label?: string;
  /** How many rows there may be; the add button is disabled at this many. */
  max?: number;
  /** A line under the add button that describes it, given whether the list is full. */
  limitHint?: (full: boolean) => string;
  /** How a row's fields are laid out. */
  fieldsClassName?: string;
  /** A row's fields, given the row's path ('body.evidence.2'). */
  children: (path: string, index: number) => ReactNode;
}) {
  const id = useId();
  const { messages, context } = useGroupMessages(name);
  const registerRows = context?.registerRows;
  const { fields, append, remove } = useFieldArray({ name });
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<"added" | "removed" | null>(null);
  const full = fields.length >= max;

  const newRowRef = useRef(newRow);
  useEffect(() => registerRows?.(name, isUntouchedRow(newRowRef.current)), [registerRows, name]);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === "added") {
      listRef.current?.lastElementChild
        ?.querySelector<HTMLElement>("input, textarea, select")
        ?.focus();
    } else if (target === "removed") {
      addRef.current?.focus();
    }
  }, [fields.length]);

  return (
    <div role={label ? "group" : undefined} aria-labelledby={label ? `${id}-label` : undefined}>
      {label ? (
        <p id={`${id}-label`} className="text-sm font-semibold text-slate-800">
          {label}
        </p>
      ) : null}
      {fields.length === 0 ? (
        <p className={cn(label && "mt-1", "text-slate-600")}>{empty}</p>
      ) : null}
      <ol ref={listRef} className={cn(label && "mt-2", "space-y-4")}>
        {fields.map((row, index) => (
          <li key={row.id}>
            <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">
                {`${noun} ${index + 1}`}
              </legend>
              <div className={fieldsClassName}>{children(`${name}.${index}`, index)}</div>
              <div className="mt-4 flex justify-end">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    focusAfter.current = "removed";
                    remove(index);
                  }}
                >
                  {`Remove ${noun.toLowerCase()} ${index + 1}`}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <FieldMessages messages={messages} />
      <Button
        ref={addRef}
        variant="secondary"
        aria-describedby={limitHint ? `${id}-limit` : undefined}
        className="mt-4"
        disabled={full}
        onClick={() => {
          focusAfter.current = "added";
          append({ ...newRowRef.current });
        }}
      >
        {`Add ${noun}`}
      </Button>
      {limitHint ? (
        <p id={`${id}-limit`} className="mt-1 text-sm text-slate-600">
          {limitHint(full)}
        </p>
      ) : null}
    </div>
  );
}
