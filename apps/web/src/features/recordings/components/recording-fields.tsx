import type { TranscriptSegment } from "@field-commons/shared/recordings";
import { useEffect, useRef, useState } from "react";
import type { ComponentProps } from "react";
import { useController } from "react-hook-form";
import { useFieldMessages } from "../../../components/form/fields";
import { FormField } from "../../../components/ui/form-field";
import { TextField as LabelledInput } from "../../../components/ui/text-field";
import { Textarea } from "../../../components/ui/textarea";
import {
  joinPlace,
  sameTranscript,
  segmentsFromText,
  splitPlace,
  transcriptText,
} from "../utils/form-values";

/*
 * The two fields of the recording form whose value is not typed as it is
 * held: the place ({ name } or null) typed as a city and a country, and the
 * transcript (segments with their timing) typed as one line per segment. Each
 * keeps what is typed and holds the value in the API's shape; a value that
 * says something else than what was typed was set from outside (the form
 * loaded or reset, a transcription that finished) and is shown instead.
 */

type Place = { name: string } | null;

/** Location (City, Country, optional): held as { name: 'City, Country' }. */
export function PlaceField({ name, legend }: { name: string; legend: string }) {
  const { field } = useController({ name });
  const messages = useFieldMessages(name);
  const value = (field.value ?? null) as Place;
  const [typed, setTyped] = useState(() => splitPlace(value?.name));
  const own = useRef<string>(value?.name ?? "");
  useEffect(() => {
    if ((value?.name ?? "") === own.current) return;
    own.current = value?.name ?? "";
    setTyped(splitPlace(value?.name));
  }, [value]);
  const change = (part: "city" | "country", text: string) => {
    const next = { ...typed, [part]: text };
    setTyped(next);
    const place = joinPlace(next.city, next.country);
    own.current = place?.name ?? "";
    field.onChange(place);
  };
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledInput
          ref={field.ref}
          label="City"
          name={`${name}.city`}
          value={typed.city}
          errors={messages}
          maxLength={100}
          autoComplete="address-level2"
          onBlur={field.onBlur}
          onChange={(event) => change("city", event.target.value)}
        />
        <LabelledInput
          label="Country"
          name={`${name}.country`}
          value={typed.country}
          maxLength={90}
          autoComplete="country-name"
          onBlur={field.onBlur}
          onChange={(event) => change("country", event.target.value)}
        />
      </div>
    </fieldset>
  );
}

/**
 * The transcript, one line per segment: an edited line keeps its segment's
 * timing and speaker (measured against the segments last set from outside).
 */
export function TranscriptField({
  name,
  label,
  hint,
  ...attributes
}: { name: string; label: string; hint?: string } & Omit<
  ComponentProps<"textarea">,
  "name" | "value" | "onChange" | "onBlur" | "id"
>) {
  const { field } = useController({ name });
  const messages = useFieldMessages(name);
  const segments = field.value as TranscriptSegment[];
  const [text, setText] = useState(() => transcriptText(segments));
  const own = useRef(segments);
  const base = useRef(segments);
  useEffect(() => {
    if (sameTranscript(segments, own.current)) return;
    own.current = segments;
    base.current = segments;
    setText(transcriptText(segments));
  }, [segments]);
  return (
    <FormField label={label} hint={hint} errors={messages}>
      {(control) => (
        <Textarea
          {...attributes}
          {...control}
          ref={field.ref}
          name={field.name}
          value={text}
          onBlur={field.onBlur}
          onChange={(event) => {
            setText(event.target.value);
            own.current = segmentsFromText(event.target.value, base.current) ?? base.current;
            field.onChange(own.current);
          }}
        />
      )}
    </FormField>
  );
}
