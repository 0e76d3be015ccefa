import type { ZodObject } from "zod";
import { caseStudyBody } from "./case-study.body";
import type { CONTENT_TYPE_DEFINITIONS } from "./index";
import { interviewBody } from "./interview.body";
import { opinionEssayBody } from "./opinion-essay.body";
import { policyBriefBody } from "./policy-brief.body";
import type { ContentTypeBody, TypeRules } from "./rules";
import { tripBody } from "./trip.body";

/**
 * The zod side of every content type, in the registry's order: kept apart
 * from the words and paths (./index.ts) so pages that only name types do not
 * load zod (decision 008).
 */
export const CONTENT_TYPE_BODIES = [
  caseStudyBody,
  tripBody,
  policyBriefBody,
  opinionEssayBody,
  interviewBody,
] as const satisfies readonly ContentTypeBody<(typeof CONTENT_TYPE_DEFINITIONS)[number]["type"]>[];

/** Body schemas of a list of bodies, keyed by type, each with its own schema type. */
export function bodySchemasOf<const L extends readonly ContentTypeBody[]>(list: L) {
  return Object.fromEntries(list.map((b) => [b.type, b.schema])) as {
    [B in L[number] as B["type"]]: B["schema"];
  };
}

/** Rules of a list of bodies, keyed by type. */
export function typeRulesOf<const L extends readonly ContentTypeBody[]>(
  list: L,
): Record<L[number]["type"], TypeRules> {
  return Object.fromEntries(list.map((b) => [b.type, b.rules])) as Record<
    L[number]["type"],
    TypeRules
  >;
}

/** Each type's body schema (the JSONB `body` column), keyed by type. */
export const BODY_SCHEMAS = bodySchemasOf(CONTENT_TYPE_BODIES) satisfies Record<
  (typeof CONTENT_TYPE_DEFINITIONS)[number]["type"],
  ZodObject
>;

/** Each type's publish and completeness rules, keyed by type. */
export const TYPE_RULES = typeRulesOf(CONTENT_TYPE_BODIES);
