/**
 * The content types, their words and their routes, without the content
 * schemas: the header, the navigation and every card use these, so they stay
 * out of the first page's JavaScript (content.ts re-exports them). Each
 * type is defined once, in content-types/; these tables are derived from it.
 */

import { detailPathOf, editPathOf } from "./content-types/derive";
import { CONTENT_TYPE_TABLES } from "./content-types/index";

export { CONTENT_TYPE_DEFINITIONS, CONTENT_TYPE_TABLES } from "./content-types/index";
export type { ContentTypeDefinition } from "./content-types/definition";

/** The content types in the spec's order, from the registry (content-types/index.ts). */
export const CONTENT_TYPES = CONTENT_TYPE_TABLES.types;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Type labels. */
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = CONTENT_TYPE_TABLES.labels;

/**
 * An item's status. `in-review`: a moderator is looking at it (hidden after a
 * report, or resubmitted after a revision request), offline until decided;
 * `needs-revision`: a moderator asked the author for changes, with a note.
 */
export const CONTENT_STATUSES = [
  "draft",
  "pending",
  "published",
  "rejected",
  "archived",
  "in-review",
  "needs-revision",
] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Public detail route of each type. Accepts the slug or the id. */
export const CONTENT_DETAIL_PATHS: Record<ContentType, string> = CONTENT_TYPE_TABLES.detailPaths;

/** Authoring route of each type; the id is appended for editing. */
export const CONTENT_EDIT_PATHS: Record<ContentType, string> = CONTENT_TYPE_TABLES.editPaths;

export function contentPath(item: { type: ContentType; slug: string }): string {
  return detailPathOf(CONTENT_DETAIL_PATHS[item.type], item.slug);
}

export function contentEditPath(item: { type: ContentType; id: string }): string {
  return editPathOf(CONTENT_EDIT_PATHS[item.type], item.id);
}

/** Messages of the dashboard and the forms. */
export const CONTENT_MESSAGES = {
  deleteConfirm: "Are you sure you want to delete this draft? This action cannot be undone.",
  deleteSuccess: "Draft deleted successfully",
  deleteFailed: "Failed to delete draft. Please try again.",
  deleteError: "Error deleting draft. Please try again.",
  saveErrorPrefix: "Error saving case study",
  createFailed: "Failed to create case study",
  updateFailed: "Failed to update case study",
  caseStudyNotFound: "Case study not found",
  caseStudyFetchFailed: "Failed to fetch case study",
  caseStudyGone: "The case study you're looking for doesn't exist or has been removed.",
  oops: "Oops! Something went wrong",
  unknownType: "Unknown Content Type",
  invalidData: "Error: Invalid data format",
  noContentYet: "No content has been published yet",
  noContentFound: "No content found",
  noLocations: "No locations to display",
  noLocationsText: "Published trips and case studies will appear on the map",
} as const;
