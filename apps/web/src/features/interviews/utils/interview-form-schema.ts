import { InterviewBody, LONG_TEXT_MAX } from "@field-commons/shared/content";
import { z } from "zod";
import { FIX_FIELDS_MESSAGE, contentInputSchema } from "../../../components/form/content-form";
import { safeExternalUrl } from "./interview-body";

/** The most question-and-answer pairs the server takes (InterviewBody.questions). */
export const QUESTIONS_MAX = 200;

/** Language of a new interview. */
export const DEFAULT_LANGUAGE = "en";

export const FORM_MESSAGES = {
  questionBlank: "Enter a question, or remove this pair",
  timestampInvalid: "Enter the time as m:ss or h:mm:ss, for example 12:30 or 1:02:05",
  linkInvalid: "Enter a web address, for example https://example.org",
  twitterInvalid: "Enter a web address or a handle such as @name",
  fixFields: FIX_FIELDS_MESSAGE,
} as const;

type LinkKind = "linkedin" | "twitter" | "website";

/** A link the page can show safely: blank, an http(s) address, or (Twitter) a handle. */
const link = (kind: LinkKind) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine(
      (text) => text === "" || safeExternalUrl(text, kind) !== null,
      kind === "twitter" ? FORM_MESSAGES.twitterInvalid : FORM_MESSAGES.linkInvalid,
    )
    .optional();

const interviewee = InterviewBody.shape.interviewee.unwrap();
const links = interviewee.shape.links.unwrap();
const pair = InterviewBody.shape.questions.unwrap().element;

/**
 * The interview form's checks: the shared input schema, with the form's own
 * words for a blank question, and links that must be safe to show.
 */
export function interviewFormSchema(): z.ZodType {
  const base = contentInputSchema("interview");
  if (!(base instanceof z.ZodObject)) throw new Error("The interview input is not an object");
  const body = InterviewBody.extend({
    interviewee: interviewee
      .extend({
        links: links
          .extend({
            linkedin: link("linkedin"),
            twitter: link("twitter"),
            website: link("website"),
          })
          .optional(),
      })
      .optional(),
    questions: z
      .array(
        pair.extend({
          question: z.string().trim().min(1, FORM_MESSAGES.questionBlank).max(LONG_TEXT_MAX),
        }),
      )
      .max(QUESTIONS_MAX)
      .optional(),
  });
  return base.extend({ body: body.default({}) });
}
