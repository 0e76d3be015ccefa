import { TYPE_RULES, fieldPath } from "@field-commons/shared/content";
import type { ContentDetail, PolicyBriefBody } from "@field-commons/shared/content";
import { DOMAINS } from "@field-commons/shared/domains";
import type { Domain } from "@field-commons/shared/domains";
import type { ImageFieldItem } from "../../../components/image-upload/image-upload-field";
import { toContentImageInputs } from "../../../components/image-upload/image-upload-field";
import type { ContentInputOf } from "../../../lib/content/save-content";
import {
  coordinate,
  emptyLocation,
  locationFromItem,
} from "../../../components/content/location-fields";
import type { LocationFieldValues } from "../../../components/content/location-fields";
import { TEXT_FIELDS, readPolicyBrief } from "./policy-brief-body";
import type { Priority, TextField } from "./policy-brief-body";

export type PolicyBriefInput = ContentInputOf<"policy-brief">;

let rowSeed = 0;
/** A React key for a new editor row. */
export function rowKey(): string {
  rowSeed += 1;
  return `row-${rowSeed}`;
}

export interface RecommendationRow {
  key: string;
  title: string;
  priority: Priority;
  description: string;
  implementation: string;
  timeline: string;
  stakeholders: string[];
  resources: string;
}

export interface EvidenceRow {
  key: string;
  source: string;
  type: string;
  credibility: string;
  description: string;
  url: string;
  date: string;
}

export interface ReferenceRow {
  key: string;
  title: string;
  authors: string;
  publication: string;
  year: string;
  url: string;
}

export interface PolicyBriefFormValues {
  title: string;
  subtitle: string;
  domain: Domain | "";
  location: LocationFieldValues;
  text: Record<TextField, string>;
  policyRecommendations: RecommendationRow[];
  evidence: EvidenceRow[];
  references: ReferenceRow[];
  images: ImageFieldItem[];
  tags: string[];
  /** Kept as loaded (the form has no field for them), so saving does not clear them. */
  summary: string;
  country: string;
}

export function emptyRecommendation(): RecommendationRow {
  return {
    key: rowKey(),
    title: "",
    priority: "medium",
    description: "",
    implementation: "",
    timeline: "",
    stakeholders: [],
    resources: "",
  };
}

export function emptyEvidence(): EvidenceRow {
  return {
    key: rowKey(),
    source: "",
    type: "",
    credibility: "",
    description: "",
    url: "",
    date: "",
  };
}

export function emptyReference(): ReferenceRow {
  return { key: rowKey(), title: "", authors: "", publication: "", year: "", url: "" };
}

function emptyText(): Record<TextField, string> {
  return Object.fromEntries(TEXT_FIELDS.map((key) => [key, ""])) as Record<TextField, string>;
}

export function emptyFormValues(): PolicyBriefFormValues {
  return {
    title: "",
    subtitle: "",
    domain: "",
    location: emptyLocation(),
    text: emptyText(),
    policyRecommendations: [],
    evidence: [],
    references: [],
    images: [],
    tags: [],
    summary: "",
    country: "",
  };
}

function isDomain(value: unknown): value is Domain {
  return (DOMAINS as readonly unknown[]).includes(value);
}

/** The form's starting point for an existing policy brief. */
export function formValuesFromDetail(item: ContentDetail): PolicyBriefFormValues {
  const body = readPolicyBrief(item.body);
  return {
    title: item.title,
    subtitle: body.subtitle,
    domain: isDomain(item.domain) ? item.domain : "",
    location: locationFromItem(item.location),
    text: { ...body.text },
    policyRecommendations: body.policyRecommendations.map((r) => ({
      key: rowKey(),
      title: r.title,
      priority: r.priority,
      description: r.description ?? "",
      implementation: r.implementation ?? "",
      timeline: r.timeline ?? "",
      stakeholders: r.stakeholders ?? [],
      resources: r.resources ?? "",
    })),
    evidence: body.evidence.map((e) => ({
      key: rowKey(),
      source: e.source,
      type: e.type ?? "",
      credibility: e.credibility ?? "",
      description: e.description ?? "",
      url: e.url ?? "",
      date: e.date ?? "",
    })),
    references: body.references.map((r) => ({
      key: rowKey(),
      title: r.title,
      authors: r.authors ?? "",
      publication: r.publication ?? "",
      year: r.year ?? "",
      url: r.url ?? "",
    })),
    images: item.images.map((image) => ({ ...image })),
    tags: body.tags,
    summary: item.summary,
    country: item.location.country,
  };
}

/** Optional row text: trimmed, left out when blank. */
function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}

function hasText(values: readonly (string | readonly string[])[]): boolean {
  return values.some((v) => (typeof v === "string" ? v.trim() !== "" : v.length > 0));
}

/** Which form row each sent row came from (rows left completely blank are not sent). */
export interface RowIndex {
  policyRecommendations: number[];
  evidence: number[];
  references: number[];
}

/**
 * The body sent to POST /api/content and PUT /api/content/{id}, and where
 * each sent row came from in the form. Every text field is sent, blank ones
 * too, so clearing a field clears it on the server.
 */
export function toPolicyBriefInput(values: PolicyBriefFormValues): {
  input: PolicyBriefInput;
  rows: RowIndex;
} {
  const rows: RowIndex = { policyRecommendations: [], evidence: [], references: [] };
  const body: PolicyBriefBody = { subtitle: values.subtitle.trim() };
  for (const key of TEXT_FIELDS) body[key] = values.text[key].trim();

  body.policyRecommendations = [];
  values.policyRecommendations.forEach((r, index) => {
    const { key: _key, priority, ...rest } = r;
    if (!hasText(Object.values(rest))) return;
    rows.policyRecommendations.push(index);
    body.policyRecommendations!.push({
      title: r.title.trim(),
      priority,
      description: optional(r.description),
      implementation: optional(r.implementation),
      timeline: optional(r.timeline),
      stakeholders: r.stakeholders.length > 0 ? r.stakeholders : undefined,
      resources: optional(r.resources),
    });
  });

  body.evidence = [];
  values.evidence.forEach((e, index) => {
    const { key: _key, ...rest } = e;
    if (!hasText(Object.values(rest))) return;
    rows.evidence.push(index);
    body.evidence!.push({
      source: e.source.trim(),
      type: optional(e.type),
      credibility: optional(e.credibility),
      description: optional(e.description),
      url: optional(e.url),
      date: optional(e.date),
    });
  });

  body.references = [];
  values.references.forEach((r, index) => {
    const { key: _key, ...rest } = r;
    if (!hasText(Object.values(rest))) return;
    rows.references.push(index);
    body.references!.push({
      title: r.title.trim(),
      authors: optional(r.authors),
      publication: optional(r.publication),
      year: optional(r.year),
      url: optional(r.url),
    });
  });

  body.tags = values.tags;

  return {
    input: {
      type: "policy-brief",
      title: values.title.trim(),
      summary: values.summary.trim(),
      domain: values.domain === "" ? null : values.domain,
      location: {
        name: values.location.name.trim(),
        country: values.country.trim(),
        lat: coordinate(values.location.lat),
        lng: coordinate(values.location.lng),
      },
      images: toContentImageInputs(values.images),
      coverUploadId: null,
      body,
    },
    rows,
  };
}

/** The paths of the fields needed to publish ('title', 'location.name', 'body.keyFindings' ...). */
export const REQUIRED_PATHS: ReadonlySet<string> = new Set(
  TYPE_RULES["policy-brief"].requiredToPublish.map((rule) => fieldPath(rule.field)),
);

const ROW_LISTS = ["policyRecommendations", "evidence", "references"] as const;

/** Paths the form shows messages under, besides the rows'. */
const FORM_PATHS = new Set<string>([
  "title",
  "domain",
  "location.name",
  "location.lat",
  "location.lng",
  "images",
  "body.subtitle",
  "body.tags",
  ...TEXT_FIELDS.map((key) => `body.${key}`),
  ...ROW_LISTS.map((key) => `body.${key}`),
]);

/**
 * Spreads the server's `fields` (path -> messages) over the form: paths of
 * sent rows are turned back into form row paths; image and tag paths go to
 * their field; messages for paths the form has no field for go to `other`.
 */
export function mapServerFields(
  fields: Record<string, string[]>,
  rows: RowIndex,
): { byPath: Record<string, string[]>; other: string[] } {
  const byPath: Record<string, string[]> = {};
  const other: string[] = [];
  const add = (path: string, messages: string[]) => {
    byPath[path] = [...(byPath[path] ?? []), ...messages];
  };
  for (const [path, messages] of Object.entries(fields)) {
    if (FORM_PATHS.has(path)) {
      add(path, messages);
      continue;
    }
    if (path.startsWith("images.") || path === "coverUploadId") {
      add("images", messages);
      continue;
    }
    if (path.startsWith("body.tags.")) {
      add("body.tags", messages);
      continue;
    }
    const row = /^body\.(policyRecommendations|evidence|references)\.(\d+)(?:\.(\w+))?/.exec(path);
    if (row) {
      const list = row[1] as (typeof ROW_LISTS)[number];
      const field = row[3];
      const formIndex = rows[list][Number(row[2])];
      if (formIndex !== undefined) {
        add(field ? `body.${list}.${formIndex}.${field}` : `body.${list}.${formIndex}`, messages);
        continue;
      }
    }
    other.push(...messages);
  }
  return { byPath, other };
}
