import type { ContentType } from "./content-types";
import { CONTENT_TYPE_TABLES } from "./content-types/index";

// Everything about content, by seam: the types and their words
// (content-types.ts and content-types/), limits, the envelope, inputs, rules,
// card display, dates, outputs (summaries), details, queries and reactions.
// Importers use this one module; the package has no side effects
// (package.json), so a bundle keeps only the seams whose exports it uses (a
// feed of cards does not build every type's body schema).

export {
  CONTENT_DETAIL_PATHS,
  CONTENT_EDIT_PATHS,
  CONTENT_MESSAGES,
  CONTENT_STATUSES,
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  contentEditPath,
  contentPath,
} from "./content-types";
export type { ContentStatus, ContentType } from "./content-types";
export * from "./content-limits";
export * from "./content-envelope";
export { CASE_STUDY_SECTIONS, CaseStudyBody } from "./content-types/case-study.body";
export { PolicyBriefBody } from "./content-types/policy-brief.body";
export {
  ESSAY_TONES,
  ESSAY_TYPES,
  OpinionEssayBody,
  URGENCIES,
} from "./content-types/opinion-essay.body";
export { InterviewBody, MEDIA_TYPES } from "./content-types/interview.body";
export { BODY_SCHEMAS, TYPE_RULES } from "./content-types/bodies";
export * from "./content-inputs";
export * from "./content-rules";
export * from "./content-display";
export * from "./content-dates";
export * from "./content-outputs";
export * from "./content-details";
export * from "./content-queries";
export * from "./content-reactions";

/** Feed fetch failure messages by type. */
export const FEED_FETCH_ERRORS: Record<ContentType, string> = CONTENT_TYPE_TABLES.feedFetchErrors;

export function noContentForDomain(domain: string): string {
  return `No content found for "${domain}"`;
}
