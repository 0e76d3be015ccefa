import type { ContentTypeDefinition } from "./definition";

/** Interview. */
export const interview = {
  type: "interview",
  label: "Interview",
  plural: "Interviews",
  noun: "interview",
  nounPlural: "interviews",
  listPath: "/interviews",
  detailPath: "/interview",
  editPath: "/publish/interview",
  newPath: "/publish/interview",
  menuPath: "/publish/interview",
  publishMenuOrder: 4,
  createLabel: "Interview",
  schemaOrgType: "Article",
  csl: { type: "interview" },
  digestNouns: ["interview", "interviews"],
  feedFetchError: "Failed to fetch interviews",
} as const satisfies ContentTypeDefinition<"interview">;
