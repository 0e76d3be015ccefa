import { z } from "zod";
import { ESSAY_CONTENT_MAX, SUMMARY_MAX } from "../content-limits";
import { longText, shortText, tags, textList } from "../content-fields";
import { body, env } from "./rules";
import type { ContentTypeBody } from "./rules";

export const ESSAY_TYPES = [
  "opinion",
  "analysis",
  "commentary",
  "review",
  "reflection",
  "critique",
] as const;
export const ESSAY_TONES = [
  "academic",
  "journalistic",
  "personal",
  "conversational",
  "formal",
  "informal",
] as const;
export const URGENCIES = ["low", "medium", "high"] as const;

/** Opinion essay. `content` is Markdown. */
export const OpinionEssayBody = z.strictObject({
  subtitle: shortText.optional(),
  essayType: z.enum(ESSAY_TYPES).optional(),
  tone: z.enum(ESSAY_TONES).optional(),
  excerpt: z
    .string()
    .trim()
    .max(SUMMARY_MAX * 2)
    .optional(),
  thesis: longText.optional(),
  keyPoints: textList.optional(),
  evidence: textList.optional(),
  counterarguments: longText.optional(),
  conclusion: longText.optional(),
  callToAction: longText.optional(),
  targetAudience: shortText.optional(),
  urgency: z.enum(URGENCIES).optional(),
  content: z.string().max(ESSAY_CONTENT_MAX).optional(),
  sources: longText.optional(),
  tags: tags.optional(),
  keywords: tags.optional(),
});
export type OpinionEssayBody = z.infer<typeof OpinionEssayBody>;

/** The opinion-essay body and its publish rules (the zod side of the type; words in ./opinion-essay.ts). */
export const opinionEssayBody = {
  type: "opinion-essay",
  schema: OpinionEssayBody,
  rules: {
    requiredToPublish: [
      { field: env("title"), label: "Title" },
      { field: body("excerpt"), label: "Excerpt" },
      { field: body("thesis"), label: "Thesis" },
    ],
    completeness: [
      env("title"),
      body("thesis"),
      env("domain"),
      body("keyPoints"),
      body("conclusion"),
    ],
    publishMode: "direct",
    descriptionFrom: [env("summary"), body("excerpt"), body("thesis")],
  },
} as const satisfies ContentTypeBody<"opinion-essay">;
