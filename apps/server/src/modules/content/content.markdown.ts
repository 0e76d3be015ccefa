import {
  BODY_SCHEMAS,
  CASE_STUDY_SECTIONS,
  CONTENT_TYPE_LABELS,
  type ContentDetail,
} from "@field-commons/shared/content";

/** Headings the case study form uses; every other field's heading comes from its name. */
const LABELS: Record<string, string> = Object.fromEntries(
  CASE_STUDY_SECTIONS.map((section) => [section.key, section.label]),
);

/** Short facts of a body: one line each, not a section of their own. */
const FACTS = new Set([
  "dates",
  "city",
  "startDate",
  "endDate",
  "date",
  "durationSeconds",
  "language",
  "essayType",
  "tone",
  "urgency",
  "targetAudience",
  "mediaType",
  "ethicsApproval",
]);

/** Fields that are references or switches, not text a reader wants in the document. */
const SKIPPED = new Set(["mediaUploadId", "photoUploadId", "isPublic", "consent"]);

/** `executiveSummary` → `Executive summary`. */
export function labelOf(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What names one entry of a list (a recommendation's title, an interview's question). */
function itemTitle(item: Record<string, unknown>, index: number): string {
  for (const key of ["title", "question", "source", "name"]) {
    const value = item[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return `Item ${index + 1}`;
}

function scalarText(value: unknown): string | null {
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}

function section(key: string, value: unknown, level: number): string[] {
  if (SKIPPED.has(key)) return [];
  const heading = `${"#".repeat(Math.min(level, 6))} ${labelOf(key)}`;
  const scalar = scalarText(value);
  if (scalar !== null) {
    // Sections of text get their own heading; facts and short values are one line.
    const isSection = level === 2 ? !FACTS.has(key) : scalar.length > 80 || scalar.includes("\n");
    return isSection ? [heading, "", scalar, ""] : [`**${labelOf(key)}:** ${scalar}`, ""];
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return [];
    if (value.every((entry) => scalarText(entry) !== null)) {
      return [heading, "", ...value.map((entry) => `- ${scalarText(entry)}`), ""];
    }
    const lines = [heading, ""];
    value.forEach((entry, index) => {
      if (!isPlainObject(entry)) return;
      lines.push(`${"#".repeat(Math.min(level + 1, 6))} ${itemTitle(entry, index)}`, "");
      for (const [field, inner] of Object.entries(entry)) {
        if (field === "title" || field === "question") continue;
        lines.push(...section(field, inner, level + 2));
      }
    });
    return lines;
  }
  if (isPlainObject(value)) {
    const inner = Object.entries(value).flatMap(([field, v]) => section(field, v, level + 1));
    return inner.length > 0 ? [heading, "", ...inner] : [];
  }
  return [];
}

/**
 * The long-form text of an item as Markdown: title, summary, the facts a
 * reader needs, then each section of the type's body in the order it was
 * written. The JSON file beside it keeps every field exactly.
 */
export function contentMarkdown(item: ContentDetail): string {
  const facts = [
    `**Type:** ${CONTENT_TYPE_LABELS[item.type]}`,
    `**Status:** ${item.status}`,
    ...(item.domain ? [`**Domain:** ${item.domain}`] : []),
    ...(item.location.name || item.location.country
      ? [`**Location:** ${[item.location.name, item.location.country].filter(Boolean).join(", ")}`]
      : []),
    `**Created:** ${item.createdAt}`,
    ...(item.publishedAt ? [`**Published:** ${item.publishedAt}`] : []),
    `**Licence:** ${item.license}`,
  ];
  const body = { ...(item.body as Record<string, unknown>) };
  const lines = [`# ${item.title}`, ""];
  if (typeof body.subtitle === "string" && body.subtitle.trim() !== "") {
    lines.push(`*${body.subtitle.trim()}*`, "");
  }
  delete body.subtitle;
  if (item.summary.trim() !== "") lines.push(item.summary.trim(), "");
  lines.push(facts.join("  \n"), "");
  // The order the type's form asks for its fields, then anything else.
  const order = Object.keys(BODY_SCHEMAS[item.type].shape);
  const keys = [
    ...order.filter((key) => key in body),
    ...Object.keys(body).filter((key) => !order.includes(key)),
  ];
  for (const key of keys) lines.push(...section(key, body[key], 2));
  return `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd()}\n`;
}
