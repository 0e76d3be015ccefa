import { LIST_MAX, LONG_TEXT_MAX, SHORT_TEXT_MAX } from "@field-commons/shared/content";
import { useEffect, useRef } from "react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { TextListInput } from "../../../components/ui/text-list-input";
import { Textarea } from "../../../components/ui/textarea";
import { PRIORITIES, PRIORITY_LABELS } from "../utils/policy-brief-body";
import type { Priority } from "../utils/policy-brief-body";
import { emptyEvidence, emptyRecommendation, emptyReference } from "../utils/form-values";
import type { EvidenceRow, RecommendationRow, ReferenceRow } from "../utils/form-values";

/** Messages for a row's field, by the field's form path ('body.evidence.0.source'). */
type ErrorsFor = (path: string) => readonly string[];

/**
 * A list of optional structured rows: each in a fieldset ('Recommendation 1')
 * with a remove button, and an add button under them. Focus moves to the new
 * row's first field, or to the add button after a remove.
 */
function RowList<T extends { key: string }>({
  noun,
  rows,
  onChange,
  create,
  renderRow,
  empty,
}: {
  /** 'Recommendation', 'Evidence', 'Reference'. */
  noun: string;
  rows: T[];
  onChange: (rows: T[]) => void;
  create: () => T;
  renderRow: (row: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
  empty: string;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<"added" | "removed" | null>(null);

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
  }, [rows.length]);

  const full = rows.length >= LIST_MAX;
  return (
    <div>
      {rows.length === 0 ? <p className="text-slate-600">{empty}</p> : null}
      <ol ref={listRef} className="space-y-4">
        {rows.map((row, index) => (
          <li key={row.key}>
            <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">
                {`${noun} ${index + 1}`}
              </legend>
              <div className="space-y-4">
                {renderRow(row, index, (patch) =>
                  onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r))),
                )}
              </div>
              <div className="mt-4 flex justify-end">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    focusAfter.current = "removed";
                    onChange(rows.filter((_, i) => i !== index));
                  }}
                >
                  {`Remove ${noun.toLowerCase()} ${index + 1}`}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        ref={addRef}
        variant="secondary"
        className="mt-4"
        disabled={full}
        onClick={() => {
          focusAfter.current = "added";
          onChange([...rows, create()]);
        }}
      >
        {`Add ${noun}`}
      </Button>
    </div>
  );
}

function ShortField({
  label,
  value,
  onChange,
  errors,
  hint,
  type = "text",
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[];
  hint?: string;
  type?: "text" | "url";
}) {
  return (
    <FormField label={label} errors={errors} hint={hint}>
      {(control) => (
        <Input
          {...control}
          type={type}
          value={value}
          maxLength={type === "url" ? 2000 : SHORT_TEXT_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

function LongField({
  label,
  value,
  onChange,
  errors,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[];
}) {
  return (
    <FormField label={label} errors={errors}>
      {(control) => (
        <Textarea
          {...control}
          rows={3}
          value={value}
          maxLength={LONG_TEXT_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export function RecommendationsEditor({
  rows,
  onChange,
  errorsFor,
}: {
  rows: RecommendationRow[];
  onChange: (rows: RecommendationRow[]) => void;
  errorsFor: ErrorsFor;
}) {
  return (
    <RowList
      noun="Recommendation"
      rows={rows}
      onChange={onChange}
      create={emptyRecommendation}
      empty="Optional: set out each recommendation with its priority, how to carry it out and who is involved."
      renderRow={(row, index, update) => {
        const path = (field: string) => `body.policyRecommendations.${index}.${field}`;
        return (
          <>
            <ShortField
              label="Recommendation title"
              value={row.title}
              onChange={(title) => update({ title })}
              errors={errorsFor(path("title"))}
            />
            <FormField label="Priority" errors={errorsFor(path("priority"))}>
              {(control) => (
                <Select
                  {...control}
                  value={row.priority}
                  onChange={(event) => update({ priority: event.target.value as Priority })}
                >
                  {PRIORITIES.map((p) => (
                    <option key={p} value={p}>
                      {PRIORITY_LABELS[p]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <LongField
              label="Description"
              value={row.description}
              onChange={(description) => update({ description })}
              errors={errorsFor(path("description"))}
            />
            <LongField
              label="Implementation"
              value={row.implementation}
              onChange={(implementation) => update({ implementation })}
              errors={errorsFor(path("implementation"))}
            />
            <ShortField
              label="Recommendation timeline"
              value={row.timeline}
              onChange={(timeline) => update({ timeline })}
              errors={errorsFor(path("timeline"))}
            />
            <TextListInput
              label="Recommendation stakeholders"
              addLabel="Add Stakeholder"
              value={row.stakeholders}
              onChange={(stakeholders) => update({ stakeholders })}
              errors={errorsFor(path("stakeholders"))}
            />
            <LongField
              label="Resources"
              value={row.resources}
              onChange={(resources) => update({ resources })}
              errors={errorsFor(path("resources"))}
            />
          </>
        );
      }}
    />
  );
}

const CREDIBILITY_OPTIONS = [
  { value: "", label: "Not rated" },
  { value: "high", label: "High" },
  { value: "medium", label: "Medium" },
  { value: "low", label: "Low" },
];

export function EvidenceEditor({
  rows,
  onChange,
  errorsFor,
}: {
  rows: EvidenceRow[];
  onChange: (rows: EvidenceRow[]) => void;
  errorsFor: ErrorsFor;
}) {
  return (
    <RowList
      noun="Evidence"
      rows={rows}
      onChange={onChange}
      create={emptyEvidence}
      empty="Optional: list the studies, data and reports the brief rests on, with how credible each is."
      renderRow={(row, index, update) => {
        const path = (field: string) => `body.evidence.${index}.${field}`;
        const known = CREDIBILITY_OPTIONS.some((o) => o.value === row.credibility);
        return (
          <>
            <ShortField
              label="Source"
              value={row.source}
              onChange={(source) => update({ source })}
              errors={errorsFor(path("source"))}
            />
            <ShortField
              label="Evidence type"
              hint="For example: field study, survey, government data."
              value={row.type}
              onChange={(type) => update({ type })}
              errors={errorsFor(path("type"))}
            />
            <FormField label="Credibility" errors={errorsFor(path("credibility"))}>
              {(control) => (
                <Select
                  {...control}
                  value={row.credibility}
                  onChange={(event) => update({ credibility: event.target.value })}
                >
                  {CREDIBILITY_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                  {known ? null : <option value={row.credibility}>{row.credibility}</option>}
                </Select>
              )}
            </FormField>
            <LongField
              label="Description"
              value={row.description}
              onChange={(description) => update({ description })}
              errors={errorsFor(path("description"))}
            />
            <ShortField
              label="Link"
              type="url"
              hint="A web address starting with https://"
              value={row.url}
              onChange={(url) => update({ url })}
              errors={errorsFor(path("url"))}
            />
            <ShortField
              label="Date"
              hint="For example: 2023 or March 2024."
              value={row.date}
              onChange={(date) => update({ date })}
              errors={errorsFor(path("date"))}
            />
          </>
        );
      }}
    />
  );
}

export function ReferencesEditor({
  rows,
  onChange,
  errorsFor,
}: {
  rows: ReferenceRow[];
  onChange: (rows: ReferenceRow[]) => void;
  errorsFor: ErrorsFor;
}) {
  return (
    <RowList
      noun="Reference"
      rows={rows}
      onChange={onChange}
      create={emptyReference}
      empty="Optional: the publications a reader can follow up."
      renderRow={(row, index, update) => {
        const path = (field: string) => `body.references.${index}.${field}`;
        return (
          <>
            <ShortField
              label="Reference title"
              value={row.title}
              onChange={(title) => update({ title })}
              errors={errorsFor(path("title"))}
            />
            <ShortField
              label="Authors"
              value={row.authors}
              onChange={(authors) => update({ authors })}
              errors={errorsFor(path("authors"))}
            />
            <ShortField
              label="Publication"
              value={row.publication}
              onChange={(publication) => update({ publication })}
              errors={errorsFor(path("publication"))}
            />
            <ShortField
              label="Year"
              value={row.year}
              onChange={(year) => update({ year })}
              errors={errorsFor(path("year"))}
            />
            <ShortField
              label="Link"
              type="url"
              hint="A web address starting with https://"
              value={row.url}
              onChange={(url) => update({ url })}
              errors={errorsFor(path("url"))}
            />
          </>
        );
      }}
    />
  );
}
