import type { NodeEntityType, RelationshipType } from "@field-commons/shared/search";

/** A relationship as a reader says it about two items (the Related block). */
export const RELATED_WORDS: Record<RelationshipType, string> = {
  references: "Referenced",
  cites: "Cited",
  mentions: "Mentioned",
  authored_by: "Same author",
  located_in: "Same place",
  related_to: "Shared topic",
  similar_to: "Similar",
  part_of: "Part of",
  follows: "Follows",
  precedes: "Precedes",
  conflicts_with: "Conflicting view",
  supports: "Supporting",
  opposes: "Opposing",
};

/** A relationship type as plain words on a graph link: 'authored_by' -> 'authored by'. */
export function relationshipText(type: string): string {
  return type.replace(/_/g, " ");
}

/**
 * How a related item relates, in words: another work by the same person is
 * 'Same author', but the person themself is 'Author' (likewise places and topics).
 */
export function relatedWords(relationship: RelationshipType, entityType: NodeEntityType): string {
  if (entityType === "person" && relationship === "authored_by") return "Author";
  if (entityType === "location" && relationship === "located_in") return "Place";
  if (entityType === "topic" && (relationship === "related_to" || relationship === "mentions")) {
    return "Topic";
  }
  return RELATED_WORDS[relationship];
}
