import type { ContentStatus, ContentType } from "./content-types";
import { TYPE_RULES } from "./content-types/bodies";
import type { FieldRef } from "./content-types/rules";

// The rules every type shares, reading each type's rules (TYPE_RULES): completeness,
// publish checks, status changes and card descriptions.

/** The shape the rules read: an envelope plus a body. */
export interface RuleSubject {
  title: string;
  summary: string;
  domain: string | null;
  location: { name: string; country: string };
  body: Record<string, unknown>;
}

function read(item: RuleSubject, ref: FieldRef): unknown {
  if (ref.in === "envelope") {
    if (ref.key === "location.name") return item.location.name;
    if (ref.key === "location.country") return item.location.country;
    return item[ref.key];
  }
  let value: unknown = item.body;
  for (const part of ref.key.split(".")) {
    value =
      value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

/** Non-empty: a non-blank string, a non-empty list, a number, a true boolean, a non-empty object. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value === "boolean") return value;
  if (typeof value === "object") return Object.values(value).some(isFilled);
  return false;
}

/** Percent of the type's completeness fields that are non-empty, rounded. */
export function completeness(type: ContentType, item: RuleSubject): number {
  const fields = TYPE_RULES[type].completeness;
  const filled = fields.filter((f) => isFilled(read(item, f))).length;
  return Math.round((filled / fields.length) * 100);
}

/** The form path of a field: 'title', 'location.name', 'body.dates'. */
export function fieldPath(ref: FieldRef): string {
  return ref.in === "envelope" ? ref.key : `body.${ref.key}`;
}

/** Fields still missing before the item may be published, with their form paths. */
export function missingPublishFields(
  type: ContentType,
  item: RuleSubject,
): { path: string; label: string }[] {
  return TYPE_RULES[type].requiredToPublish
    .filter((r) => !isFilled(read(item, r.field)))
    .map((r) => ({ path: fieldPath(r.field), label: r.label }));
}

// ---------------------------------------------------------------------------
// Status rules: publishing, moderation and edits of reviewed types
// ---------------------------------------------------------------------------

/**
 * Statuses only an admin's decision ends: an item an admin rejected or
 * archived, or one waiting for review. Only admins set rejected and archived.
 */
export const MODERATED_STATUSES: readonly ContentStatus[] = [
  "pending",
  "rejected",
  "archived",
  "in-review",
  "needs-revision",
];

/** Statuses a moderator is asked to decide on: waiting for review, or back for review. */
export const REVIEW_STATUSES: readonly ContentStatus[] = ["pending", "in-review"];

/**
 * The status publishing leads to. Reviewed types (trips) always go to review.
 * A direct type goes straight to published, except when the item is waiting
 * for review or an admin took it down (rejected, archived): then the author's
 * publish is a resubmission and goes to review (pending), whatever their
 * plan. Admins' own publishing is direct.
 */
export function statusOnPublish(
  type: ContentType,
  current: ContentStatus,
  actor: { isAdmin: boolean },
): ContentStatus {
  // A revised item, or one a moderator holds, goes back to the moderator who asked.
  if (!actor.isAdmin && (current === "needs-revision" || current === "in-review")) {
    return "in-review";
  }
  if (TYPE_RULES[type].publishMode === "review") return "pending";
  if (actor.isAdmin) return "published";
  return MODERATED_STATUSES.includes(current) ? "pending" : "published";
}

/**
 * The status after an edit (of the item or, for trips, of its cards). A
 * published item of a reviewed type goes back to review when anyone but an
 * admin changes it, so the public never sees unreviewed content; otherwise
 * the status stays.
 */
export function statusAfterEdit(
  type: ContentType,
  current: ContentStatus,
  actor: { isAdmin: boolean },
): ContentStatus {
  if (current === "published" && TYPE_RULES[type].publishMode === "review" && !actor.isAdmin) {
    return "pending";
  }
  return current;
}

/** Labels of the fields still missing before the item may be published. */
export function missingForPublish(type: ContentType, item: RuleSubject): string[] {
  return missingPublishFields(type, item).map((f) => f.label);
}

/** The card description: the first non-empty description source, as text. */
export function descriptionOf(type: ContentType, item: RuleSubject): string {
  for (const ref of TYPE_RULES[type].descriptionFrom) {
    const value = read(item, ref);
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return "";
}
