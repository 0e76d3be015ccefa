import { ContentImageInput, type ContentImage } from "@field-commons/shared/content";
import { DEFAULT_LICENSE } from "@field-commons/shared/licenses";
import {
  RECORDING_LIMITS,
  RECORDING_TEXT_LIMITS,
  RecordingFields,
  TranscriptSegment,
} from "@field-commons/shared/recordings";
import type { Recording, RecordingStatus } from "@field-commons/shared/recordings";
import { z } from "zod";
import type { NewRecordingFields } from "../api/recordings-api";
import { NO_CONSENT, todayIso } from "./defaults";

/*
 * The create/edit form's model (decision 015): its values are the API's own
 * input, the fields POST and PUT take plus the transcript and summary PUT
 * takes, checked with the shared schema. The images are held as loaded, so
 * they can be shown; only their ids are sent. The status comes from the
 * button pressed and the linked item from the page's address.
 */

/** The shared schema the form is checked with, in the form's own shape. */
export const RECORDING_FORM_SCHEMA = RecordingFields.omit({
  images: true,
  status: true,
  contentId: true,
}).extend({
  images: z.array(ContentImageInput).max(RECORDING_LIMITS.images),
  transcript: z.array(TranscriptSegment).max(RECORDING_TEXT_LIMITS.segments),
  summary: z.string().max(RECORDING_TEXT_LIMITS.summary),
});

type FormInput = z.input<typeof RECORDING_FORM_SCHEMA>;

/** What the create/edit form holds. */
export type RecordingFormValues = Required<Omit<FormInput, "images">> & { images: ContentImage[] };

/** Every path the form shows messages for (anything else goes with the form's error). */
export const RECORDING_FORM_PATHS: ReadonlySet<string> = new Set(
  Object.keys(RECORDING_FORM_SCHEMA.shape),
);

export function emptyFormValues(now: Date = new Date()): RecordingFormValues {
  return {
    title: "",
    domain: null,
    recordedAt: todayIso(now),
    type: "audio",
    privacy: "private",
    license: DEFAULT_LICENSE,
    location: null,
    description: "",
    transcript: [],
    summary: "",
    consent: { ...NO_CONSENT },
    tags: [],
    images: [],
  };
}

/** The transcript as the textarea shows it: one line per segment. */
export function transcriptText(segments: readonly TranscriptSegment[]): string {
  return segments.map((segment) => segment.text).join("\n");
}

/** The transcript of a stored recording: its segments, else its plain text a line per segment. */
export function transcriptOf(recording: Recording): TranscriptSegment[] {
  if (recording.transcript.length > 0) return recording.transcript;
  return segmentsFromText(recording.transcription, []) ?? [];
}

/** 'Törbel, Switzerland' -> city and country (the last part after a comma is the country). */
export function splitPlace(name: string | undefined | null): { city: string; country: string } {
  const text = (name ?? "").trim();
  const comma = text.lastIndexOf(",");
  if (comma < 0) return { city: text, country: "" };
  return { city: text.slice(0, comma).trim(), country: text.slice(comma + 1).trim() };
}

export function joinPlace(city: string, country: string): { name: string } | null {
  const name = [city.trim(), country.trim()].filter(Boolean).join(", ");
  return name ? { name } : null;
}

/** The images of a loaded recording as the image field holds them. */
export function imagesOf(recording: Recording): ContentImage[] {
  return recording.images.map((image) => ({
    uploadId: image.id,
    url: image.url,
    cardUrl: image.url,
    width: 0,
    height: 0,
    alt: "",
    caption: "",
  }));
}

export function valuesOf(recording: Recording): RecordingFormValues {
  return {
    title: recording.title,
    domain: recording.domain,
    recordedAt: recording.recordedAt.slice(0, 10),
    type: recording.type,
    privacy: recording.privacy,
    license: recording.license,
    location: recording.location ? { name: recording.location.name } : null,
    description: recording.description,
    transcript: transcriptOf(recording),
    summary: recording.summary,
    consent: { ...recording.consent },
    tags: [...recording.tags],
    images: imagesOf(recording),
  };
}

/** The form's fields as POST and PUT take them (the transcript and summary go with PUT). */
export function fieldsOf(values: RecordingFormValues, status: RecordingStatus): NewRecordingFields {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    domain: values.domain || null,
    recordedAt: values.recordedAt,
    type: values.type,
    privacy: values.privacy,
    license: values.license,
    location: values.location,
    tags: values.tags,
    consent: values.consent,
    images: values.images.map((image) => image.uploadId),
    status,
  };
}

/** Whether two transcripts say the same, line by line. */
export function sameTranscript(
  a: readonly TranscriptSegment[],
  b: readonly TranscriptSegment[],
): boolean {
  return a.length === b.length && a.every((segment, index) => segment.text === b[index]?.text);
}

/**
 * The textarea's lines as transcript segments: a line keeps the timing (and
 * speaker) of the segment at the same place; added lines start where the
 * last known one ended. Null when the text says the same as the segments.
 */
export function segmentsFromText(
  text: string,
  previous: readonly TranscriptSegment[],
): TranscriptSegment[] | null {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.join("\n") === previous.map((s) => s.text.trim()).join("\n")) return null;
  const lastEnd = previous.length > 0 ? (previous[previous.length - 1]?.end ?? 0) : 0;
  return lines.map((line, index) => {
    const known = previous[index];
    return known ? { ...known, text: line } : { start: lastEnd, end: lastEnd, text: line };
  });
}
