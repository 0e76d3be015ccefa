import type { ESSAY_TONES, ESSAY_TYPES, URGENCIES } from "@field-commons/shared/content";

export type EssayType = (typeof ESSAY_TYPES)[number];
export type EssayTone = (typeof ESSAY_TONES)[number];
export type Urgency = (typeof URGENCIES)[number];

/** The word target is 800-2000, with thresholds at 500 and 800. */
export const WORD_TARGET = { low: 500, min: 800, max: 2000 } as const;

/** The target text under the word count. */
export const WORD_TARGET_TEXT = `${WORD_TARGET.min}-${WORD_TARGET.max} words`;

/** Words by whitespace splitting. Blank text has none. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

export type WordCountTone = "red" | "amber" | "green";

/** Red under 500 or over 2000, amber 500-799, green 800-2000. */
export function wordCountTone(words: number): WordCountTone {
  if (words < WORD_TARGET.low || words > WORD_TARGET.max) return "red";
  if (words < WORD_TARGET.min) return "amber";
  return "green";
}

/** What the colour means, in words, so that it is not told by colour alone. */
export function wordCountVerdict(words: number): string {
  if (words > WORD_TARGET.max) return "Too long";
  if (words < WORD_TARGET.low) return "Too short";
  if (words < WORD_TARGET.min) return "Nearly there";
  return "Within the target";
}

/** Words read per minute: the spec's "length divided by 200". */
const WORDS_PER_MINUTE = 200;

/**
 * Reading time in whole minutes: the content's words (counted as the word
 * count is) divided by 200, rounded up. The spec says "length"; 200 is a
 * reading speed in words, so it is the length in words (README, spec decisions).
 */
export function readingMinutes(content: string): number {
  return Math.ceil(countWords(content) / WORDS_PER_MINUTE);
}

/** 'N min read'. */
export function readingTimeLabel(content: string): string {
  return `${readingMinutes(content)} min read`;
}

/** '1 word', '1,234 words'. */
export function wordsLabel(words: number): string {
  return `${words.toLocaleString("en-US")} ${words === 1 ? "word" : "words"}`;
}

export const ESSAY_TYPE_LABELS: Record<EssayType, string> = {
  opinion: "Opinion",
  analysis: "Analysis",
  commentary: "Commentary",
  review: "Review",
  reflection: "Reflection",
  critique: "Critique",
};

export const ESSAY_TONE_LABELS: Record<EssayTone, string> = {
  academic: "Academic",
  journalistic: "Journalistic",
  personal: "Personal",
  conversational: "Conversational",
  formal: "Formal",
  informal: "Informal",
};

export const URGENCY_LABELS: Record<Urgency, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};

/** The form's default urgency. */
export const DEFAULT_URGENCY: Urgency = "medium";
