import { imageUrls } from "@field-commons/shared/uploads";
import { useCallback, useEffect, useId, useState } from "react";
import { useFormContext, useFormState } from "react-hook-form";
import { MediaUploadField } from "../../../components/media-upload/media-upload-field";
import type { MediaFieldValue } from "../../../components/media-upload/media-upload-field";
import { useContentField } from "../../../components/form/fields";
import { FieldMessages } from "../../../components/form/fields";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import {
  DURATION_MAX_HOURS,
  DURATION_MAX_MINUTES,
  durationFromFields,
  durationToFields,
  formatTimestamp,
  parseTimestamp,
} from "../utils/duration";
import { FORM_MESSAGES } from "../utils/interview-form-schema";
import { IntervieweePhotoField } from "./interviewee-photo-field";

/**
 * Text typed into a field that becomes the API's value only when it can be
 * read ('1:02:05' to 3723 seconds): what cannot be read yet is told to the
 * form, which refuses to send it and, after a first attempt, says so as the
 * person types.
 */
function useParsedText<T>(
  name: string,
  format: (value: T | undefined) => string,
  parse: (text: string) => { ok: true; value: T | undefined } | { ok: false; message: string },
  initialText?: string,
) {
  const { field, messages, context } = useContentField(name);
  const { trigger } = useFormContext();
  const { isSubmitted } = useFormState({ name });
  const [text, setText] = useState(() => initialText ?? format(field.value as T | undefined));
  const { setParseError } = context;
  useEffect(() => () => setParseError(name, null), [setParseError, name]);

  const onText = (next: string) => {
    setText(next);
    const parsed = parse(next);
    setParseError(name, parsed.ok ? null : parsed.message);
    if (parsed.ok) field.onChange(parsed.value);
    if (isSubmitted) void trigger(name);
  };
  return { field, messages, text, onText };
}

/** A pair's timestamp: blank, seconds, m:ss or h:mm:ss, held as seconds. */
export function TimestampField({
  name,
  label,
  hint,
  initialText,
}: {
  name: string;
  label: string;
  hint: string;
  /** The text as the author typed it when the pair was added. */
  initialText?: string;
}) {
  const { field, messages, text, onText } = useParsedText<number>(
    name,
    (seconds) => (seconds === undefined ? "" : formatTimestamp(seconds)),
    (typed) => {
      const parsed = parseTimestamp(typed);
      return parsed.ok
        ? { ok: true, value: parsed.seconds }
        : { ok: false, message: FORM_MESSAGES.timestampInvalid };
    },
    initialText,
  );
  return (
    <FormField label={label} hint={hint} errors={messages}>
      {(control) => (
        <Input
          {...control}
          ref={field.ref}
          value={text}
          maxLength={12}
          inputMode="numeric"
          autoComplete="off"
          className="max-w-40"
          onChange={(event) => onText(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** Duration in minutes, or hours and minutes; held as whole seconds. */
export function DurationField({ name = "body.durationSeconds" }: { name?: string }) {
  const { messages, text, onText } = useParsedText<number>(
    name,
    (seconds) => {
      const { hours, minutes } = durationToFields(seconds);
      return `${hours}:${minutes}`;
    },
    (typed) => {
      const [hours = "", minutes = ""] = typed.split(":");
      const parsed = durationFromFields(hours, minutes);
      return parsed.ok ? { ok: true, value: parsed.seconds } : parsed;
    },
  );
  const [hours = "", minutes = ""] = text.split(":");
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = messages.length > 0;
  const describedBy = [hintId, invalid ? errorId : null].filter(Boolean).join(" ");
  const box = (label: string, value: string, max: number, next: (value: string) => string) => (
    <div>
      <label htmlFor={`${id}-${label}`} className="block text-sm text-slate-700">
        {label}
      </label>
      <Input
        id={`${id}-${label}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="mt-1 w-28"
        onChange={(event) => onText(next(event.target.value.replace(/:/g, "")))}
      />
    </div>
  );
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-semibold text-slate-800">Duration</legend>
      <div className="mt-1 flex flex-wrap items-end gap-4">
        {box("Hours", hours, DURATION_MAX_HOURS, (h) => `${h}:${minutes}`)}
        {box("Minutes", minutes, DURATION_MAX_MINUTES, (m) => `${hours}:${m}`)}
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        Minutes alone (for example 45 or 90), or hours and minutes.
      </p>
      <FieldMessages id={errorId} messages={messages} />
    </fieldset>
  );
}

/** The interviewee's portrait, held as its upload id. */
export function PhotoField({ name = "body.interviewee.photoUploadId" }: { name?: string }) {
  const { field, messages, context } = useContentField(name);
  const { watch } = useFormContext();
  const personName: unknown = watch("body.interviewee.name");
  const { setUploading, signedOut } = context;
  const onUploadingChange = useCallback(
    (busy: boolean) => setUploading(name, busy),
    [setUploading, name],
  );
  const id: unknown = field.value;
  return (
    <IntervieweePhotoField
      value={typeof id === "string" && id ? { uploadId: id, cardUrl: imageUrls(id).cardUrl } : null}
      onChange={(photo) => field.onChange(photo?.uploadId)}
      personName={typeof personName === "string" ? personName : ""}
      disabled={signedOut}
      errors={messages}
      onUploadingChange={onUploadingChange}
    />
  );
}

/**
 * The recording, held as its upload id. A new recording tells what kind of
 * media this is when the author has not said.
 */
export function RecordingField({ name = "body.mediaUploadId" }: { name?: string }) {
  const { field, messages, context } = useContentField(name);
  const { getValues, setValue } = useFormContext();
  const { setUploading, signedOut } = context;
  const [shown, setShown] = useState<MediaFieldValue | null>(() => {
    const id: unknown = field.value;
    if (typeof id !== "string" || !id) return null;
    const kind = getValues("body.mediaType") === "video" ? "video" : "audio";
    return { uploadId: id, url: `/api/uploads/${id}`, kind };
  });
  const onUploadingChange = useCallback(
    (busy: boolean) => setUploading(name, busy),
    [setUploading, name],
  );
  return (
    <MediaUploadField
      value={shown}
      onChange={(media) => {
        setShown(media);
        field.onChange(media?.uploadId);
        if (media && !getValues("body.mediaType")) {
          setValue("body.mediaType", media.kind, { shouldDirty: true });
        }
      }}
      errors={messages}
      disabled={signedOut}
      hint={signedOut ? "Sign in to upload files." : undefined}
      onUploadingChange={onUploadingChange}
    />
  );
}
