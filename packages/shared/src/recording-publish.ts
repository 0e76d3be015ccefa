import { DOMAINS } from "./domains";

/**
 * What a recording needs before it is published (the form's fields marked
 * needed to publish): Title*, Domain*
 * (one of the seven), Date*, Type*, Privacy* and Description*. The server
 * refuses a publish without them; the form, the recording page and the
 * editor say which are missing before asking.
 */
export const RECORDING_PUBLISH_FIELDS = [
  { path: "title", label: "Title" },
  { path: "domain", label: "Domain" },
  { path: "recordedAt", label: "Date" },
  { path: "type", label: "Type" },
  { path: "privacy", label: "Privacy" },
  { path: "description", label: "Description" },
] as const;

export type RecordingPublishField = (typeof RECORDING_PUBLISH_FIELDS)[number]["path"];

/** The fields the check reads, as the API shows a recording or the form holds it. */
export type RecordingPublishSubject = Partial<
  Record<RecordingPublishField, string | Date | null | undefined>
>;

function filled(path: RecordingPublishField, value: string | Date | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  const text = value.trim();
  if (!text) return false;
  if (path === "domain") return (DOMAINS as readonly string[]).includes(text);
  return true;
}

/** The fields still missing before the recording may be published, in the form's order. */
export function missingRecordingPublishFields(
  recording: RecordingPublishSubject,
): { path: RecordingPublishField; label: string }[] {
  return RECORDING_PUBLISH_FIELDS.filter(({ path }) => !filled(path, recording[path])).map(
    ({ path, label }) => ({ path, label }),
  );
}

/** The message for one missing field (as content publishing words it). */
export const requiredToPublishText = (label: string) => `${label} is required to publish`;

/** 'Domain, Date and Description': the labels in plain words. */
export function listInWords(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? "";
  return `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`;
}
