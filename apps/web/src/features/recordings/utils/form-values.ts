import { DEFAULT_LICENSE, type License } from "@field-commons/shared/licenses";
import type {
  Consent,
  Recording,
  RecordingPrivacy,
  RecordingStatus,
  RecordingType,
  TranscriptSegment,
} from "@field-commons/shared/recordings";
import type { ContentImage } from "@field-commons/shared/content";
import type { NewRecordingFields } from "../api/recordings-api";
import { NO_CONSENT, todayIso } from "./defaults";

/** What the create/edit form holds. */
export interface RecordingFormValues {
  title: string;
  domain: string | null;
  /** YYYY-MM-DD. */
  recordedAt: string;
  type: RecordingType;
  privacy: RecordingPrivacy;
  license: License;
  city: string;
  country: string;
  description: string;
  /** One transcript line per line of text. */
  transcript: string;
  summary: string;
  consent: Consent;
  tags: string[];
  images: ContentImage[];
}

export function emptyFormValues(now: Date = new Date()): RecordingFormValues {
  return {
    title: "",
    domain: null,
    recordedAt: todayIso(now),
    type: "audio",
    privacy: "private",
    license: DEFAULT_LICENSE,
    city: "",
    country: "",
    description: "",
    transcript: "",
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
  const place = splitPlace(recording.location?.name);
  return {
    title: recording.title,
    domain: recording.domain,
    recordedAt: recording.recordedAt.slice(0, 10),
    type: recording.type,
    privacy: recording.privacy,
    license: recording.license,
    city: place.city,
    country: place.country,
    description: recording.description,
    transcript: recording.transcript.length
      ? transcriptText(recording.transcript)
      : recording.transcription,
    summary: recording.summary,
    consent: { ...recording.consent },
    tags: [...recording.tags],
    images: imagesOf(recording),
  };
}

/** The form's fields as POST and PUT take them. */
export function fieldsOf(values: RecordingFormValues, status: RecordingStatus): NewRecordingFields {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    domain: values.domain || null,
    recordedAt: values.recordedAt,
    type: values.type,
    privacy: values.privacy,
    license: values.license,
    location: joinPlace(values.city, values.country),
    tags: values.tags,
    consent: values.consent,
    images: values.images.map((image) => image.uploadId),
    status,
  };
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
