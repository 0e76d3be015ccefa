import type { ContentTypeDefinition } from "./definition";

/** Policy brief. */
export const policyBrief = {
  type: "policy-brief",
  label: "Policy Brief",
  plural: "Policy Briefs",
  noun: "policy brief",
  nounPlural: "policy briefs",
  listPath: "/policy-briefs",
  detailPath: "/policy-brief",
  editPath: "/publish/policy-brief",
  newPath: "/publish/policy-brief",
  menuPath: "/publish/policy-brief",
  publishMenuOrder: 5,
  createLabel: "Policy Brief",
  schemaOrgType: "Report",
  csl: { type: "report", genre: "Policy brief" },
  digestNouns: ["policy brief", "policy briefs"],
  feedFetchError: "Failed to fetch policy briefs",
} as const satisfies ContentTypeDefinition<"policy-brief">;
