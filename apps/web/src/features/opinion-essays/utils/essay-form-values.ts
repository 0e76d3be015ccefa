import type { ContentDetail, ContentImage } from "@field-commons/shared/content";
import { DOMAINS } from "@field-commons/shared/domains";
import type { Domain } from "@field-commons/shared/domains";
import { toContentImageInputs } from "../../../components/image-upload/image-upload-field";
import type { ContentInputOf } from "../../../lib/content/save-content";
import {
  coordinate,
  emptyLocation,
  locationFromItem,
} from "../../../components/content/location-fields";
import type { LocationFieldValues } from "../../../components/content/location-fields";
import { ESSAY_TEMPLATE } from "./essay-template";
import { DEFAULT_URGENCY, isEssayTone, isEssayType, isUrgency } from "./essay-text";
import type { EssayTone, EssayType, Urgency } from "./essay-text";

export type EssayInput = ContentInputOf<"opinion-essay">;

/** Everything the essay form edits (spec 3, section 3: the Essay form, plus the entity's subtitle, type, tone and keywords). */
export interface EssayFormValues {
  title: string;
  subtitle: string;
  excerpt: string;
  domain: Domain | "";
  location: LocationFieldValues;
  /** The location's country: kept as loaded (the form edits the place name and coordinates). */
  country: string;
  essayType: EssayType | "";
  tone: EssayTone | "";
  thesis: string;
  keyPoints: string[];
  evidence: string[];
  counterarguments: string;
  conclusion: string;
  callToAction: string;
  content: string;
  targetAudience: string;
  urgency: Urgency;
  sources: string;
  tags: string[];
  keywords: string[];
  images: ContentImage[];
  /** Kept as loaded; the form has no field for it, and a save must not wipe it. */
  summary: string;
}

/** A new essay: blank, urgency medium, and the content starts from the outline template. */
export function emptyEssayValues(): EssayFormValues {
  return {
    title: "",
    subtitle: "",
    excerpt: "",
    domain: "",
    location: emptyLocation(),
    country: "",
    essayType: "",
    tone: "",
    thesis: "",
    keyPoints: [],
    evidence: [],
    counterarguments: "",
    conclusion: "",
    callToAction: "",
    content: ESSAY_TEMPLATE,
    targetAudience: "",
    urgency: DEFAULT_URGENCY,
    sources: "",
    tags: [],
    keywords: [],
    images: [],
    summary: "",
  };
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function texts(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "")
    : [];
}

function isDomain(value: unknown): value is Domain {
  return (DOMAINS as readonly unknown[]).includes(value);
}

/** The form's starting point for an existing essay (no template: its content is its own). */
export function essayValuesFromDetail(item: ContentDetail): EssayFormValues {
  const body = item.body;
  return {
    title: item.title,
    subtitle: text(body.subtitle),
    excerpt: text(body.excerpt),
    domain: isDomain(item.domain) ? item.domain : "",
    location: locationFromItem(item.location),
    country: item.location.country,
    essayType: isEssayType(body.essayType) ? body.essayType : "",
    tone: isEssayTone(body.tone) ? body.tone : "",
    thesis: text(body.thesis),
    keyPoints: texts(body.keyPoints),
    evidence: texts(body.evidence),
    counterarguments: text(body.counterarguments),
    conclusion: text(body.conclusion),
    callToAction: text(body.callToAction),
    content: text(body.content),
    targetAudience: text(body.targetAudience),
    urgency: isUrgency(body.urgency) ? body.urgency : DEFAULT_URGENCY,
    sources: text(body.sources),
    tags: texts(body.tags),
    keywords: texts(body.keywords),
    images: item.images,
    summary: item.summary,
  };
}

/** Trimmed, without blanks (spec 3, section 5: key points and evidence). */
export function cleanList(items: readonly string[]): string[] {
  return items.map((item) => item.trim()).filter((item) => item !== "");
}

/** Blank text is left out of the body rather than stored as ''. */
function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}

/** The create/update body for the content API. */
export function toEssayInput(values: EssayFormValues): EssayInput {
  return {
    type: "opinion-essay",
    title: values.title.trim(),
    summary: values.summary.trim(),
    domain: values.domain || null,
    location: {
      name: values.location.name.trim(),
      country: values.country.trim(),
      lat: coordinate(values.location.lat),
      lng: coordinate(values.location.lng),
    },
    images: toContentImageInputs(values.images),
    // The first image is the cover (see the image field's hint).
    coverUploadId: null,
    body: {
      subtitle: optional(values.subtitle),
      essayType: values.essayType || undefined,
      tone: values.tone || undefined,
      excerpt: optional(values.excerpt),
      thesis: optional(values.thesis),
      keyPoints: cleanList(values.keyPoints),
      evidence: cleanList(values.evidence),
      counterarguments: optional(values.counterarguments),
      conclusion: optional(values.conclusion),
      callToAction: optional(values.callToAction),
      targetAudience: optional(values.targetAudience),
      urgency: values.urgency,
      // Markdown: leading spaces and trailing line breaks can matter, so it is kept as written.
      content: values.content.trim() ? values.content : undefined,
      sources: optional(values.sources),
      tags: cleanList(values.tags),
      keywords: cleanList(values.keywords),
    },
  };
}

/** The form's fields, as keys for the server's messages. */
export type EssayFieldKey =
  | "title"
  | "subtitle"
  | "excerpt"
  | "domain"
  | "locationName"
  | "lat"
  | "lng"
  | "essayType"
  | "tone"
  | "thesis"
  | "keyPoints"
  | "evidence"
  | "counterarguments"
  | "conclusion"
  | "callToAction"
  | "content"
  | "targetAudience"
  | "urgency"
  | "sources"
  | "tags"
  | "keywords"
  | "images";

const ENVELOPE_PATHS: Record<string, EssayFieldKey> = {
  title: "title",
  domain: "domain",
  location: "locationName",
  "location.name": "locationName",
  "location.country": "locationName",
  "location.lat": "lat",
  "location.lng": "lng",
  images: "images",
  coverUploadId: "images",
};

const BODY_KEYS = new Set<string>([
  "subtitle",
  "excerpt",
  "essayType",
  "tone",
  "thesis",
  "keyPoints",
  "evidence",
  "counterarguments",
  "conclusion",
  "callToAction",
  "content",
  "targetAudience",
  "urgency",
  "sources",
  "tags",
  "keywords",
]);

/**
 * The server's messages by form field. Paths are 'title', 'location.name',
 * 'body.thesis', 'body.keyPoints.3', 'images.0.alt'; anything the form has no
 * field for is returned in `other`.
 */
export function essayFieldErrors(fields: Record<string, string[]>): {
  byField: Partial<Record<EssayFieldKey, string[]>>;
  other: string[];
} {
  const byField: Partial<Record<EssayFieldKey, string[]>> = {};
  const other: string[] = [];
  for (const [path, messages] of Object.entries(fields)) {
    const parts = path.split(".");
    let key: EssayFieldKey | undefined;
    if (parts[0] === "body" && parts[1] && BODY_KEYS.has(parts[1])) {
      key = parts[1] as EssayFieldKey;
    } else {
      key = ENVELOPE_PATHS[path] ?? ENVELOPE_PATHS[parts[0] ?? ""];
    }
    if (key) byField[key] = [...new Set([...(byField[key] ?? []), ...messages])];
    else other.push(...messages);
  }
  return { byField, other: [...new Set(other)] };
}

/** The form's tabs (spec 3, section 2), with the fields each holds. */
export const ESSAY_TABS = [
  {
    value: "basic",
    label: "Basic Info",
    fields: [
      "title",
      "subtitle",
      "excerpt",
      "domain",
      "locationName",
      "lat",
      "lng",
      "essayType",
      "tone",
    ],
  },
  {
    value: "structure",
    label: "Essay Structure",
    fields: ["thesis", "keyPoints", "evidence", "counterarguments", "conclusion", "callToAction"],
  },
  { value: "content", label: "Content", fields: ["content", "images"] },
  {
    value: "metadata",
    label: "Metadata",
    fields: ["targetAudience", "urgency", "sources", "tags", "keywords"],
  },
] as const satisfies readonly { value: string; label: string; fields: readonly EssayFieldKey[] }[];

export type EssayTab = (typeof ESSAY_TABS)[number]["value"];

/** The first tab holding a field with a message, if any. */
export function firstTabWithErrors(
  byField: Partial<Record<EssayFieldKey, string[]>>,
): EssayTab | null {
  const tab = ESSAY_TABS.find((t) =>
    (t.fields as readonly EssayFieldKey[]).some((f) => (byField[f]?.length ?? 0) > 0),
  );
  return tab ? tab.value : null;
}
