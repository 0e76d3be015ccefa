// The shape of a content type's publish and completeness rules (plain data, no schemas).
import type { ZodObject } from "zod";

/**
 * A field of an item: an envelope field or a body field. Used by the publish
 * rules and the completeness rule.
 */
export type FieldRef =
  | { in: "envelope"; key: "title" | "summary" | "domain" | "location.name" | "location.country" }
  | { in: "body"; key: string };

export interface TypeRules {
  /** Fields that must be non-empty to publish, with the label used in messages. */
  requiredToPublish: readonly { field: FieldRef; label: string }[];
  /** Draft completeness = share of these fields that are non-empty. */
  completeness: readonly FieldRef[];
  /** 'direct': contributors publish straight away; 'review': publishing submits for review (pending). */
  publishMode: "direct" | "review";
  /** Which body field supplies the card description when the summary is empty. */
  descriptionFrom: readonly FieldRef[];
  /** Trips: how many planner cards publishing needs. */
  minCards?: number;
}

export const env = (key: Extract<FieldRef, { in: "envelope" }>["key"]): FieldRef => ({
  in: "envelope",
  key,
});
export const body = (key: string): FieldRef => ({ in: "body", key });
/** A type's zod side: its body schema (the JSONB `body` column) and its rules. */
export interface ContentTypeBody<T extends string = string> {
  type: T;
  schema: ZodObject;
  rules: TypeRules;
}
