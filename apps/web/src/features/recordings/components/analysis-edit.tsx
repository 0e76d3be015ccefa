import { ACTION_PRIORITIES, ENTITY_TYPES } from "@field-commons/shared/recordings";
import type { ActionPriority, EntityType } from "@field-commons/shared/recordings";
import { useId } from "react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import type { EditorDraft, EditorErrors } from "../utils/editor-draft";
import { NEW_ROWS } from "../utils/editor-draft";
import { EditorSection } from "./analysis-view";

type Update = (patch: Partial<EditorDraft>) => void;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-danger">
      {message}
    </p>
  );
}

/** A labelled control with its message (by path). */
function Field({
  label,
  error,
  className,
  children,
}: {
  label: string;
  error: string | undefined;
  className?: string;
  children: (props: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1">
        {children({
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? errorId : undefined,
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A number input that holds what was typed as a number (NaN when blank), for the check to name. */
function numberValue(value: number): string | number {
  return Number.isNaN(value) ? "" : value;
}

function readNumber(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

/** A 0..1 slider in steps of 0.1, with its value said as a percent. */
function UnitSlider({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: number;
  error: string | undefined;
  onChange: (value: number) => void;
}) {
  return (
    <Field label={`${label} (${Math.round(value * 100)}%)`} error={error}>
      {(control) => (
        <input
          {...control}
          type="range"
          min={0}
          max={1}
          step={0.1}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          className="h-11 w-full accent-accent"
        />
      )}
    </Field>
  );
}

function RowShell({
  children,
  onRemove,
  removeLabel,
}: {
  children: ReactNode;
  onRemove: () => void;
  removeLabel: string;
}) {
  return (
    <li className="rounded-md border border-slate-200 bg-slate-50 p-3">
      <div className="grid gap-3">{children}</div>
      <div className="mt-2 flex justify-end">
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {removeLabel}
        </Button>
      </div>
    </li>
  );
}

function replace<T>(list: readonly T[], index: number, patch: Partial<T>): T[] {
  return list.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

/** The analysis as inputs (the transcript is edited in TranscriptSection), with the check's messages by path. */
export function AnalysisEdit({
  draft,
  errors,
  onChange,
}: {
  draft: EditorDraft;
  errors: EditorErrors;
  onChange: Update;
}) {
  return (
    <div>
      <EditorSection title="Summary">
        <Field label="Summary" error={errors.summary}>
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              value={draft.summary}
              onChange={(event) => onChange({ summary: event.target.value })}
            />
          )}
        </Field>
      </EditorSection>

      <EditorSection title="Key Quotes">
        <ul className="space-y-3">
          {draft.keyQuotes.map((quote, index) => (
            <RowShell
              key={index}
              removeLabel={`Remove quote ${index + 1}`}
              onRemove={() =>
                onChange({ keyQuotes: draft.keyQuotes.filter((_, i) => i !== index) })
              }
            >
              <Field label={`Quote ${index + 1}`} error={errors[`keyQuotes.${index}.text`]}>
                {(control) => (
                  <Textarea
                    {...control}
                    rows={2}
                    value={quote.text}
                    onChange={(event) =>
                      onChange({
                        keyQuotes: replace(draft.keyQuotes, index, { text: event.target.value }),
                      })
                    }
                  />
                )}
              </Field>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label="Timestamp (seconds)" error={errors[`keyQuotes.${index}.timestamp`]}>
                  {(control) => (
                    <Input
                      {...control}
                      type="number"
                      min={0}
                      step={1}
                      inputMode="numeric"
                      value={numberValue(quote.timestamp)}
                      onChange={(event) =>
                        onChange({
                          keyQuotes: replace(draft.keyQuotes, index, {
                            timestamp: readNumber(event.target.value),
                          }),
                        })
                      }
                    />
                  )}
                </Field>
                <UnitSlider
                  label="Importance"
                  value={quote.importance}
                  error={errors[`keyQuotes.${index}.importance`]}
                  onChange={(importance) =>
                    onChange({ keyQuotes: replace(draft.keyQuotes, index, { importance }) })
                  }
                />
              </div>
            </RowShell>
          ))}
        </ul>
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          onClick={() => onChange({ keyQuotes: [...draft.keyQuotes, NEW_ROWS.keyQuote()] })}
        >
          Add Quote
        </Button>
      </EditorSection>

      <EditorSection title="Action Items">
        <ul className="space-y-3">
          {draft.actionItems.map((item, index) => (
            <RowShell
              key={index}
              removeLabel={`Remove action item ${index + 1}`}
              onRemove={() =>
                onChange({ actionItems: draft.actionItems.filter((_, i) => i !== index) })
              }
            >
              <Field label={`Action item ${index + 1}`} error={errors[`actionItems.${index}.text`]}>
                {(control) => (
                  <Input
                    {...control}
                    value={item.text}
                    onChange={(event) =>
                      onChange({
                        actionItems: replace(draft.actionItems, index, {
                          text: event.target.value,
                        }),
                      })
                    }
                  />
                )}
              </Field>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label="Priority" error={errors[`actionItems.${index}.priority`]}>
                  {(control) => (
                    <Select
                      {...control}
                      value={item.priority}
                      onChange={(event) =>
                        onChange({
                          actionItems: replace(draft.actionItems, index, {
                            priority: event.target.value as ActionPriority,
                          }),
                        })
                      }
                    >
                      {ACTION_PRIORITIES.map((priority) => (
                        <option key={priority} value={priority}>
                          {priority}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field label="Category" error={errors[`actionItems.${index}.category`]}>
                  {(control) => (
                    <Input
                      {...control}
                      value={item.category}
                      maxLength={60}
                      onChange={(event) =>
                        onChange({
                          actionItems: replace(draft.actionItems, index, {
                            category: event.target.value,
                          }),
                        })
                      }
                    />
                  )}
                </Field>
              </div>
            </RowShell>
          ))}
        </ul>
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          onClick={() => onChange({ actionItems: [...draft.actionItems, NEW_ROWS.actionItem()] })}
        >
          Add Action Item
        </Button>
      </EditorSection>

      <EditorSection title="Topics">
        <ul className="space-y-3">
          {draft.topics.map((topic, index) => (
            <RowShell
              key={index}
              removeLabel={`Remove topic ${index + 1}`}
              onRemove={() => onChange({ topics: draft.topics.filter((_, i) => i !== index) })}
            >
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={`Topic ${index + 1}`} error={errors[`topics.${index}.topic`]}>
                  {(control) => (
                    <Input
                      {...control}
                      value={topic.topic}
                      onChange={(event) =>
                        onChange({
                          topics: replace(draft.topics, index, { topic: event.target.value }),
                        })
                      }
                    />
                  )}
                </Field>
                <UnitSlider
                  label="Confidence"
                  value={topic.confidence}
                  error={errors[`topics.${index}.confidence`]}
                  onChange={(confidence) =>
                    onChange({ topics: replace(draft.topics, index, { confidence }) })
                  }
                />
              </div>
            </RowShell>
          ))}
        </ul>
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          onClick={() => onChange({ topics: [...draft.topics, NEW_ROWS.topic()] })}
        >
          Add Topic
        </Button>
      </EditorSection>

      <EditorSection title="Entities">
        <ul className="space-y-3">
          {draft.entities.map((entity, index) => (
            <RowShell
              key={index}
              removeLabel={`Remove entity ${index + 1}`}
              onRemove={() => onChange({ entities: draft.entities.filter((_, i) => i !== index) })}
            >
              <div className="grid gap-3 sm:grid-cols-3">
                <Field label={`Entity ${index + 1}`} error={errors[`entities.${index}.name`]}>
                  {(control) => (
                    <Input
                      {...control}
                      value={entity.name}
                      onChange={(event) =>
                        onChange({
                          entities: replace(draft.entities, index, { name: event.target.value }),
                        })
                      }
                    />
                  )}
                </Field>
                <Field label="Entity type" error={errors[`entities.${index}.type`]}>
                  {(control) => (
                    <Select
                      {...control}
                      value={entity.type}
                      onChange={(event) =>
                        onChange({
                          entities: replace(draft.entities, index, {
                            type: event.target.value as EntityType,
                          }),
                        })
                      }
                    >
                      {ENTITY_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {type}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <UnitSlider
                  label="Confidence"
                  value={entity.confidence}
                  error={errors[`entities.${index}.confidence`]}
                  onChange={(confidence) =>
                    onChange({ entities: replace(draft.entities, index, { confidence }) })
                  }
                />
              </div>
            </RowShell>
          ))}
        </ul>
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          onClick={() => onChange({ entities: [...draft.entities, NEW_ROWS.entity()] })}
        >
          Add Entity
        </Button>
      </EditorSection>
    </div>
  );
}
