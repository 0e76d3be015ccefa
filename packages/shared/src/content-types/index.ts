import { caseStudy } from "./case-study";
import { contentTypeTables } from "./derive";
import { interview } from "./interview";
import { opinionEssay } from "./opinion-essay";
import { policyBrief } from "./policy-brief";
import { trip } from "./trip";

/**
 * The content types, in the spec's order (feed tabs, filters, the database
 * enum). Adding a type: its definition here, its body module in ./bodies.ts.
 */
export const CONTENT_TYPE_DEFINITIONS = [
  caseStudy,
  trip,
  policyBrief,
  opinionEssay,
  interview,
] as const;

/** The per-type tables derived from the registry. */
export const CONTENT_TYPE_TABLES = contentTypeTables(CONTENT_TYPE_DEFINITIONS);
