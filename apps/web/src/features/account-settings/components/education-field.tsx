import { EDUCATION_YEAR_MAX, PROFILE_LIMITS } from "@field-commons/shared/profiles";
import { useEffect, useId, useRef } from "react";
import { useFieldArray } from "react-hook-form";
import {
  FieldMessages,
  TextField,
  WholeNumberField,
  useFieldMessages,
} from "../../../components/form/fields";
import { Button } from "../../../components/ui/button";

/** A new education row; a row still like this is not sent. */
export const NEW_EDUCATION = { degree: "", institution: "", year: null };

/**
 * The education list: each entry in a fieldset ('Education 1') with degree,
 * institution and year, a remove button, and an add button under them (at
 * most PROFILE_LIMITS.education). Focus moves to a new entry's first field,
 * or to the add button after a remove.
 */
export function EducationField() {
  const name = "education";
  const id = useId();
  const messages = useFieldMessages(name);
  const { fields, append, remove } = useFieldArray({ name });
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<"added" | "removed" | null>(null);
  const full = fields.length >= PROFILE_LIMITS.education;

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === "added") {
      listRef.current?.lastElementChild?.querySelector<HTMLElement>("input")?.focus();
    } else if (target === "removed") {
      addRef.current?.focus();
    }
  }, [fields.length]);

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-800">
        Education
      </p>
      {fields.length === 0 ? <p className="mt-1 text-slate-600">No education added yet.</p> : null}
      <ol ref={listRef} className="mt-2 space-y-4">
        {fields.map((row, index) => (
          <li key={row.id}>
            <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">
                {`Education ${index + 1}`}
              </legend>
              <div className="grid gap-4 sm:grid-cols-[1fr_1fr_7rem]">
                <TextField
                  name={`${name}.${index}.degree`}
                  label="Degree"
                  required
                  maxLength={PROFILE_LIMITS.degree}
                  placeholder="MSc Hydrology"
                />
                <TextField
                  name={`${name}.${index}.institution`}
                  label="Institution"
                  required
                  maxLength={PROFILE_LIMITS.institution}
                  placeholder="University of Nairobi"
                />
                <WholeNumberField
                  name={`${name}.${index}.year`}
                  label="Year"
                  maxLength={String(EDUCATION_YEAR_MAX).length}
                  placeholder="2019"
                />
              </div>
              <div className="mt-4 flex justify-end">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    focusAfter.current = "removed";
                    remove(index);
                  }}
                >
                  {`Remove education ${index + 1}`}
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
        aria-describedby={`${id}-limit`}
        className="mt-4"
        disabled={full}
        onClick={() => {
          focusAfter.current = "added";
          append({ ...NEW_EDUCATION });
        }}
      >
        Add Education
      </Button>
      <p id={`${id}-limit`} className="mt-1 text-sm text-slate-600">
        {full
          ? `You can add up to ${PROFILE_LIMITS.education} entries.`
          : `Up to ${PROFILE_LIMITS.education} entries.`}
      </p>
    </div>
  );
}
