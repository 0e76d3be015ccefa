import { z } from "zod";
import { CopilotInput, CopilotSuggestion } from "./trips";

/** The longest question the copilot reads. */
export const COPILOT_QUESTION_MAX = 300;
/** People and items an answer lists at most. */
export const COPILOT_PEOPLE_MAX = 6;
export const COPILOT_ITEMS_MAX = 6;

/** A question about the trip held by the planner (saved or local). */
export const CopilotQuestion = z.strictObject({
  question: z.string().trim().min(1, "Type a question").max(COPILOT_QUESTION_MAX),
  trip: CopilotInput,
});
export type CopilotQuestion = z.input<typeof CopilotQuestion>;

/**
 * What the question was taken to ask: people to interview, what to read,
 * something about the trip itself, or something the copilot cannot answer.
 */
export const COPILOT_INTENTS = ["people", "reading", "trip", "unknown"] as const;
export type CopilotIntent = (typeof COPILOT_INTENTS)[number];

/** A published item an answer points to. */
export const CopilotItemLink = z.object({
  title: z.string(),
  /** "Case Study", "Interview", "Recording"… */
  typeLabel: z.string(),
  /** The item's page in the web app. */
  path: z.string(),
});
export type CopilotItemLink = z.infer<typeof CopilotItemLink>;

/** Someone to interview: the author of related work, or a person interviewed in it. */
export const CopilotPerson = z.object({
  name: z.string(),
  /** Their title and organization, as the published work gives them; may be empty. */
  description: z.string(),
  /** The profile of an author on Field Commons, or null for an interviewee. */
  profilePath: z.string().nullable(),
  /** Why they are suggested, in one sentence. */
  why: z.string(),
  /** The related published work they wrote or were interviewed in. */
  items: z.array(CopilotItemLink),
});
export type CopilotPerson = z.infer<typeof CopilotPerson>;

export const CopilotReading = CopilotItemLink.extend({
  /** Why it is suggested, in one sentence. */
  why: z.string(),
});
export type CopilotReading = z.infer<typeof CopilotReading>;

export const CopilotAnswer = z.object({
  intent: z.enum(COPILOT_INTENTS),
  /** The words the question is about ("water allocation"), or empty. */
  topic: z.string(),
  /** The answer's opening sentence. */
  lead: z.string(),
  /** Facts about the trip (trip questions). */
  facts: z.array(z.string()),
  people: z.array(CopilotPerson),
  reading: z.array(CopilotReading),
  /** The copilot's suggestions that bear on the question, with "Add to trip" where they add. */
  suggestions: z.array(CopilotSuggestion),
  /** The kinds of question the copilot answers (always sent; shown when it could not answer). */
  canAnswer: z.array(z.string()),
});
export type CopilotAnswer = z.infer<typeof CopilotAnswer>;
