import type { ContentTypeDefinition } from "./definition";

/** Opinion essay. */
export const opinionEssay = {
  type: "opinion-essay",
  label: "Opinion Essay",
  plural: "Opinion Essays",
  noun: "opinion essay",
  nounPlural: "opinion essays",
  listPath: "/opinion-essays",
  detailPath: "/opinion-essay",
  editPath: "/publish/opinion-essay",
  newPath: "/publish/opinion-essay",
  menuPath: "/publish/opinion-essay",
  publishMenuOrder: 3,
  createLabel: "Opinion Essay",
  schemaOrgType: "ScholarlyArticle",
  csl: { type: "article-magazine", container: true },
  digestNouns: ["opinion essay", "opinion essays"],
  feedFetchError: "Failed to fetch opinion essays",
} as const satisfies ContentTypeDefinition<"opinion-essay">;
