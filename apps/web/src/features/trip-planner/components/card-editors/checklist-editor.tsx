import { useId, useState } from "react";
import type { FormEvent } from "react";
import { Button } from "../../../../components/ui/button";
import { Input } from "../../../../components/ui/input";
import { Label } from "../../../../components/ui/label";
import { localId } from "../../utils/ids";
import type { CardContent } from "../../utils/planner-model";
import { CheckboxField } from "./fields";
import type { EditorProps } from "./simple-editors";

export const CHECKLIST_MAX = 200;
export const CHECKLIST_TEXT_MAX = 500;
export const CHECKLIST_TEXT_REQUIRED = "Enter the checklist item's text";

/** A checklist: items with done boxes; add and remove items. */
export function ChecklistEditor({ content, onChange }: EditorProps<CardContent<"checklist">>) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const items = content.items;
  const done = items.filter((item) => item.done).length;
  const full = items.length >= CHECKLIST_MAX;

  const add = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const value = text.trim();
    if (!value) {
      setError(CHECKLIST_TEXT_REQUIRED);
      return;
    }
    setError(null);
    onChange({ ...content, items: [...items, { id: localId(), text: value, done: false }] });
    setText("");
  };

  return (
    <div className="space-y-4">
      {items.length === 0 ? (
        <p className="text-slate-600">Nothing on the checklist yet.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {done} of {items.length} done
          </p>
          <ul className="space-y-2" aria-label="Checklist">
            {items.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-3">
                <CheckboxField
                  label={item.text}
                  checked={item.done}
                  onChange={(checked) =>
                    onChange({
                      ...content,
                      items: items.map((i) => (i.id === item.id ? { ...i, done: checked } : i)),
                    })
                  }
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0 text-danger"
                  aria-label={`Remove ${item.text}`}
                  onClick={() =>
                    onChange({ ...content, items: items.filter((i) => i.id !== item.id) })
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <form noValidate onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor={id}>New checklist item</Label>
          <Input
            id={id}
            className="mt-1"
            value={text}
            maxLength={CHECKLIST_TEXT_MAX}
            disabled={full}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={full}>
          Add to Checklist
        </Button>
      </form>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
