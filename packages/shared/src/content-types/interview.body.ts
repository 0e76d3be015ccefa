import { z } from "zod";
import { ESSAY_CONTENT_MAX, LONG_TEXT_MAX, SUMMARY_MAX } from "../content-limits";
import { longText, shortText, tags, url } from "../content-fields";
import { body, env } from "./rules";
import type { ContentTypeBody } from "./rules";

export const MEDIA_TYPES = ["audio", "video", "text", "mixed"] as const;

const person = z.strictObject({
  name: shortText.optional(),
  title: shortText.optional(),
  organization: shortText.optional(),
  bio: longText.optional(),
});

/** Interview. */
export const InterviewBody = z.strictObject({
  subtitle: shortText.optional(),
  excerpt: z
    .string()
    .trim()
    .max(SUMMARY_MAX * 2)
    .optional(),
  description: longText.optional(),
  date: z.iso.date().optional(),
  /** Whole seconds; shown as minutes, or hours and minutes. */
  durationSeconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .optional(),
  mediaType: z.enum(MEDIA_TYPES).optional(),
  interviewee: person
    .extend({
      photoUploadId: z.uuid().optional(),
      links: z
        .strictObject({
          linkedin: url.optional(),
          twitter: url.optional(),
          website: url.optional(),
        })
        .optional(),
    })
    .optional(),
  interviewer: person.optional(),
  questions: z
    .array(
      z.strictObject({
        question: z.string().trim().min(1).max(LONG_TEXT_MAX),
        answer: longText.default(""),
        /** Seconds into the recording. */
        timestamp: z.number().int().min(0).optional(),
      }),
    )
    .max(200)
    .optional(),
  language: z.string().trim().max(20).optional(),
  mediaUploadId: z.uuid().optional(),
  transcript: z.string().max(ESSAY_CONTENT_MAX).optional(),
  consent: z
    .strictObject({
      recorded: z.boolean().default(false),
      published: z.boolean().default(false),
      contact: z.boolean().default(false),
    })
    .optional(),
  ethicsApproval: shortText.optional(),
  ethicsNotes: longText.optional(),
  sources: longText.optional(),
  tags: tags.optional(),
});
export type InterviewBody = z.infer<typeof InterviewBody>;

/** The interview body and its publish rules (the zod side of the type; words in ./interview.ts). */
export const interviewBody = {
  type: "interview",
  schema: InterviewBody,
  rules: {
    requiredToPublish: [
      { field: env("title"), label: "Title" },
      { field: body("date"), label: "Date" },
      { field: body("excerpt"), label: "Excerpt" },
      { field: body("interviewee.name"), label: "Interviewee name" },
      { field: body("interviewer.name"), label: "Interviewer name" },
    ],
    // Title, interviewee, commonsDomain, transcript (the questions are not counted).
    completeness: [env("title"), body("interviewee.name"), env("domain"), body("transcript")],
    publishMode: "direct",
    descriptionFrom: [env("summary"), body("excerpt"), body("description")],
  },
} as const satisfies ContentTypeBody<"interview">;
