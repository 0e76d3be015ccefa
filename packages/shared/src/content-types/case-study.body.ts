import { z } from "zod";
import { longText, shortText } from "../content-fields";
import { body, env } from "./rules";
import type { ContentTypeBody } from "./rules";

/** Case study. The one-liner is the envelope's summary. */
export const CaseStudyBody = z.strictObject({
  dates: shortText.optional(),
  problem: longText.optional(),
  intervention: longText.optional(),
  governanceModel: longText.optional(),
  actors: longText.optional(),
  methods: longText.optional(),
  outcomes: longText.optional(),
  metrics: longText.optional(),
  equityJustice: longText.optional(),
  tradeoffs: longText.optional(),
  risks: longText.optional(),
  replication: longText.optional(),
  costsFunding: longText.optional(),
  sources: longText.optional(),
  contacts: longText.optional(),
  quotes: longText.optional(),
  notes: longText.optional(),
});
export type CaseStudyBody = z.infer<typeof CaseStudyBody>;

/** The research sections of a case study, in display order, with their headings. */
export const CASE_STUDY_SECTIONS: readonly {
  key: keyof CaseStudyBody;
  label: string;
  group: "summary" | "analysis";
}[] = [
  { key: "problem", label: "Problem", group: "summary" },
  { key: "intervention", label: "Intervention", group: "summary" },
  { key: "outcomes", label: "Outcomes", group: "summary" },
  { key: "governanceModel", label: "Governance Model", group: "analysis" },
  { key: "actors", label: "Actors", group: "analysis" },
  { key: "methods", label: "Methods", group: "analysis" },
  { key: "metrics", label: "Metrics", group: "analysis" },
  { key: "equityJustice", label: "Equity & Justice", group: "analysis" },
  { key: "tradeoffs", label: "Trade-offs", group: "analysis" },
  { key: "risks", label: "Risks", group: "analysis" },
  { key: "replication", label: "Replication", group: "analysis" },
  { key: "costsFunding", label: "Costs & Funding", group: "analysis" },
  { key: "sources", label: "Sources", group: "analysis" },
  { key: "contacts", label: "Contacts", group: "analysis" },
  { key: "quotes", label: "Quotes", group: "analysis" },
  { key: "notes", label: "Notes", group: "analysis" },
];

/** The case-study body and its publish rules (the zod side of the type; words in ./case-study.ts). */
export const caseStudyBody = {
  type: "case-study",
  schema: CaseStudyBody,
  rules: {
    requiredToPublish: [
      { field: env("title"), label: "Title" },
      { field: env("domain"), label: "Domain" },
      { field: env("location.name"), label: "Location" },
      { field: env("summary"), label: "One-liner" },
      { field: body("dates"), label: "Dates" },
    ],
    completeness: [
      env("title"),
      env("summary"),
      env("domain"),
      body("problem"),
      body("intervention"),
      body("outcomes"),
    ],
    publishMode: "direct",
    descriptionFrom: [env("summary"), body("problem")],
  },
} as const satisfies ContentTypeBody<"case-study">;
