import type { ContentTypeDefinition } from "./definition";

/** Field work trip, authored in the trip planner. */
export const trip = {
  type: "trip",
  label: "Field Work",
  plural: "Field Work",
  noun: "trip",
  nounPlural: "trips",
  listPath: "/",
  detailPath: "/trip",
  editPath: "/trip-planner?trip=",
  newPath: "/trip-planner",
  menuPath: "/publish/field-work",
  publishMenuOrder: 2,
  createLabel: "Plan Field Work",
  schemaOrgType: "CreativeWork",
  csl: { type: "document" },
  digestNouns: ["field work trip", "field work trips"],
  feedFetchError: "Failed to fetch trips",
} as const satisfies ContentTypeDefinition<"trip">;
