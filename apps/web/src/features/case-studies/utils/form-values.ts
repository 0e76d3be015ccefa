import { CASE_STUDY_SECTIONS, TYPE_RULES } from "@field-commons/shared/content";
import type { CaseStudyBody, ContentDetail } from "@field-commons/shared/content";
import { DOMAINS } from "@field-commons/shared/domains";
import type { Domain } from "@field-commons/shared/domains";
import type { ImageFieldItem } from "../../../components/image-upload/image-upload-field";
import { toContentImageInputs } from "../../../components/image-upload/image-upload-field";
import type { ContentInputOf } from "../../../lib/content/save-content";

type CaseStudyInput = ContentInputOf<"case-study">;

/** The research sections written in long text (every body field except the dates). */
export type SectionKey = Exclude<keyof CaseStudyBody, "dates">;

export interface CaseStudyFormValues {
  title: string;
  /** The one-liner. */
  summary: string;
  domain: Domain | "";
  locationName: string;
  country: string;
  /** Kept as typed; sent as a number, or null when blank. */
  lat: string;
  lng: string;
  dates: string;
  sections: Record<SectionKey, string>;
  images: ImageFieldItem[];
}

/** Form fields that can carry messages from the server. */
export type FieldKey =
  | "title"
  | "summary"
  | "domain"
  | "locationName"
  | "country"
  | "lat"
  | "lng"
  | "dates"
  | "images"
  | SectionKey;

export const SECTION_KEYS = CASE_STUDY_SECTIONS.map((s) => s.key).filter(
  (key): key is SectionKey => key !== "dates",
);

function emptySections(): Record<SectionKey, string> {
  return Object.fromEntries(SECTION_KEYS.map((key) => [key, ""])) as Record<SectionKey, string>;
}

export function emptyFormValues(): CaseStudyFormValues {
  return {
    title: "",
    summary: "",
    domain: "",
    locationName: "",
    country: "",
    lat: "",
    lng: "",
    dates: "",
    sections: emptySections(),
    images: [],
  };
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function isDomain(value: unknown): value is Domain {
  return (DOMAINS as readonly unknown[]).includes(value);
}

/** The form's starting point for an existing case study. */
export function formValuesFromDetail(item: ContentDetail): CaseStudyFormValues {
  const sections = emptySections();
  for (const key of SECTION_KEYS) sections[key] = text(item.body[key]);
  return {
    title: item.title,
    summary: item.summary,
    domain: isDomain(item.domain) ? item.domain : "",
    locationName: item.location.name,
    country: item.location.country,
    lat: item.location.lat === null ? "" : String(item.location.lat),
    lng: item.location.lng === null ? "" : String(item.location.lng),
    dates: text(item.body.dates),
    sections,
    images: item.images.map((image) => ({ ...image })),
  };
}

function coordinate(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

/** The body sent to POST /api/content and PUT /api/content/{id}. */
export function toCaseStudyInput(values: CaseStudyFormValues): CaseStudyInput {
  // Every body field is sent, blank ones too, so clearing a section clears it on the server.
  const body: CaseStudyBody = { dates: values.dates.trim() };
  for (const key of SECTION_KEYS) body[key] = values.sections[key].trim();
  return {
    type: "case-study",
    title: values.title.trim(),
    summary: values.summary.trim(),
    domain: values.domain === "" ? null : values.domain,
    location: {
      name: values.locationName.trim(),
      country: values.country.trim(),
      lat: coordinate(values.lat),
      lng: coordinate(values.lng),
    },
    images: toContentImageInputs(values.images),
    coverUploadId: null,
    body,
  };
}

const ENVELOPE_FIELDS: Record<string, FieldKey> = {
  title: "title",
  summary: "summary",
  one_liner: "summary",
  domain: "domain",
  location: "locationName",
  "location.name": "locationName",
  "location.country": "country",
  country: "country",
  "location.lat": "lat",
  "location.lng": "lng",
  dates: "dates",
  images: "images",
  coverUploadId: "images",
};

/** The publish rules' labels ('One-liner', 'Dates' ...), in case the server keys messages by label. */
const LABEL_FIELDS: Record<string, FieldKey> = {
  Title: "title",
  Domain: "domain",
  Location: "locationName",
  "One-liner": "summary",
  Dates: "dates",
};

function fieldFor(path: string): FieldKey | null {
  const key = path.startsWith("body.") ? path.slice("body.".length) : path;
  if (ENVELOPE_FIELDS[key]) return ENVELOPE_FIELDS[key];
  if (key.startsWith("images.")) return "images";
  if ((SECTION_KEYS as readonly string[]).includes(key)) return key as SectionKey;
  return LABEL_FIELDS[path] ?? null;
}

/**
 * Spreads the server's `fields` (path -> messages) over the form's fields.
 * Messages for paths the form has no field for are returned in `other`.
 */
export function mapServerFields(fields: Record<string, string[]>): {
  byField: Partial<Record<FieldKey, string[]>>;
  other: string[];
} {
  const byField: Partial<Record<FieldKey, string[]>> = {};
  const other: string[] = [];
  for (const [path, messages] of Object.entries(fields)) {
    const field = fieldFor(path);
    if (field) byField[field] = [...(byField[field] ?? []), ...messages];
    else other.push(...messages);
  }
  return { byField, other };
}

/** The fields the server checks before publishing (spec: shown with a required asterisk). */
export const REQUIRED_TO_PUBLISH: readonly FieldKey[] = TYPE_RULES["case-study"].requiredToPublish
  .map((rule) => LABEL_FIELDS[rule.label])
  .filter((key): key is FieldKey => key !== undefined);
