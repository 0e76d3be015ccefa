import { LIST_MAX } from "@field-commons/shared/content";
import { useEffect, useRef } from "react";
import type { ReactNode } from "react";
import { useFieldArray } from "react-hook-form";
import { Button } from "../ui/button";
import { FieldMessages, useShownMessages } from "./fields";
import { isUntouchedRow } from "./form-errors";

/**
 * A list of structured rows (recommendations, evidence, references): each
 * row in a fieldset ('Evidence 1') with its fields and a remove button, an
 * add button under them. Focus moves to a new row's first field, or to the
 * add button after a remove. Rows left as they were added are not sent.
 */
export function RowsField<Row extends Record<string, unknown>>({
  name,
  noun,
  newRow,
  empty,
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
  /** A row's fields, given the row's path ('body.evidence.2'). */
  children: (path: string, index: number) => ReactNode;
}) {
  const { messages, context } = useShownMessages(name);
  const { registerRows } = context;
  const { fields, append, remove } = useFieldArray({ name });
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<"added" | "removed" | null>(null);

  const newRowRef = useRef(newRow);
  useEffect(() => registerRows(name, isUntouchedRow(newRowRef.current)), [registerRows, name]);

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
    <div>
      {fields.length === 0 ? <p className="text-slate-600">{empty}</p> : null}
      <ol ref={listRef} className="space-y-4">
        {fields.map((row, index) => (
          <li key={row.id}>
            <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">
                {`${noun} ${index + 1}`}
              </legend>
              <div className="space-y-4">{children(`${name}.${index}`, index)}</div>
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
        className="mt-4"
        disabled={fields.length >= LIST_MAX}
        onClick={() => {
          focusAfter.current = "added";
          append({ ...newRowRef.current });
        }}
      >
        {`Add ${noun}`}
      </Button>
    </div>
  );
}
