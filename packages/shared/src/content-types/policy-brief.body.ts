import { z } from "zod";
import { LIST_MAX } from "../content-limits";
import { longText, shortText, tags, textList, url } from "../content-fields";
import { body, env } from "./rules";
import type { ContentTypeBody } from "./rules";

const PRIORITIES = ["high", "medium", "low"] as const;

/** Policy brief. */
export const PolicyBriefBody = z.strictObject({
  subtitle: shortText.optional(),
  executiveSummary: longText.optional(),
  problemStatement: longText.optional(),
  keyFindings: longText.optional(),
  recommendations: longText.optional(),
  policyRecommendations: z
    .array(
      z.strictObject({
        title: shortText,
        priority: z.enum(PRIORITIES).default("medium"),
        description: longText.optional(),
        implementation: longText.optional(),
        timeline: shortText.optional(),
        stakeholders: textList.optional(),
        resources: longText.optional(),
      }),
    )
    .max(LIST_MAX)
    .optional(),
  evidence: z
    .array(
      z.strictObject({
        source: shortText,
        type: shortText.optional(),
        credibility: shortText.optional(),
        description: longText.optional(),
        url: url.optional(),
        date: shortText.optional(),
      }),
    )
    .max(LIST_MAX)
    .optional(),
  stakeholders: longText.optional(),
  implementationPlan: longText.optional(),
  timeline: longText.optional(),
  budget: longText.optional(),
  risks: longText.optional(),
  successMetrics: longText.optional(),
  conclusion: longText.optional(),
  references: z
    .array(
      z.strictObject({
        title: shortText,
        authors: shortText.optional(),
        publication: shortText.optional(),
        year: shortText.optional(),
        url: url.optional(),
      }),
    )
    .max(LIST_MAX)
    .optional(),
  sources: longText.optional(),
  contacts: longText.optional(),
  tags: tags.optional(),
});
export type PolicyBriefBody = z.infer<typeof PolicyBriefBody>;

/** The policy-brief body and its publish rules (the zod side of the type; words in ./policy-brief.ts). */
export const policyBriefBody = {
  type: "policy-brief",
  schema: PolicyBriefBody,
  rules: {
    requiredToPublish: [
      { field: env("title"), label: "Title" },
      { field: env("domain"), label: "Domain" },
      { field: env("location.name"), label: "Location" },
      { field: body("executiveSummary"), label: "Executive summary" },
      { field: body("problemStatement"), label: "Problem statement" },
      { field: body("keyFindings"), label: "Key findings" },
      { field: body("recommendations"), label: "Recommendations" },
    ],
    completeness: [
      env("title"),
      body("executiveSummary"),
      env("domain"),
      body("problemStatement"),
      body("recommendations"),
    ],
    publishMode: "direct",
    descriptionFrom: [env("summary"), body("executiveSummary")],
  },
} as const satisfies ContentTypeBody<"policy-brief">;
