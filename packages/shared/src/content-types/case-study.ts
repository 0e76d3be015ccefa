import type { ContentTypeDefinition } from "./definition";

/** Case study. */
export const caseStudy = {
  type: "case-study",
  label: "Case Study",
  plural: "Case Studies",
  noun: "case study",
  nounPlural: "case studies",
  listPath: "/",
  detailPath: "/case-study",
  editPath: "/publish/case-study",
  newPath: "/publish/case-study",
  menuPath: "/publish/case-study",
  publishMenuOrder: 1,
  createLabel: "New Case Study",
  schemaOrgType: "ScholarlyArticle",
  csl: { type: "report", genre: "Case study" },
  digestNouns: ["case study", "case studies"],
  feedFetchError: "Failed to fetch case studies",
} as const satisfies ContentTypeDefinition<"case-study">;
