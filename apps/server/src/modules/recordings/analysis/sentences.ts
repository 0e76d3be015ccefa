/**
 * Sentences of the transcript: the library's sentences where the text is
 * punctuated (very long ones cut at segment boundaries), sentences recovered
 * at pauses and clause openings where it is not.
 */
import type { TranscriptSegment } from "@field-commons/shared/recordings";
import { isContentWord, type Token } from "./tokens";

export interface Sentence {
  index: number;
  tokens: Token[];
  text: string;
  /** Start of the segment the sentence starts in (whole seconds). */
  start: number;
  /** Content lemmas, used for similarity and deduplication. */
  terms: string[];
}

/** Sentences longer than this are cut at segment boundaries (run-on speech). */
export const SENTENCE_WORDS_MAX = 60;
/** Recovered sentences of unpunctuated speech are kept shorter: their boundaries are guesses. */
export const FRAGMENT_WORDS_MAX = 30;
/** Average words per sentence above which the transcript is taken to be unpunctuated. */
export const UNPUNCTUATED_WORDS_PER_SENTENCE = 40;

/** Cuts a very long sentence where a segment begins, so each piece stays readable. */
export function splitRunOn(tokens: Token[], max: number): Token[][] {
  if (tokens.length <= max) return [tokens];
  const pieces: Token[][] = [];
  let current: Token[] = [];
  for (const token of tokens) {
    const newSegment = current.length > 0 && token.segment !== current[current.length - 1]?.segment;
    if (current.length >= max || (newSegment && current.length >= max / 2)) {
      pieces.push(current);
      current = [];
    }
    current.push(token);
  }
  if (current.length > 0) pieces.push(current);
  return pieces;
}

const CLAUSE_SUBJECTS = new Set(["we", "i", "you", "they", "he", "she"]);
const CLAUSE_VERBS = new Set(
  "need needs should must will would can could have has had am are is was were want wants agree used hire propose think".split(
    " ",
  ),
);
const CLAUSE_OPENERS = new Set(["okay", "ok", "yes", "so", "then", "also", "now", "thank", "good"]);
const BINDERS = new Set(
  "that so because if when and but or than which who where as otherwise unless while whether now".split(
    " ",
  ),
);
const QUANTIFIERS = new Set([
  "the",
  "some",
  "many",
  "most",
  "all",
  "every",
  "each",
  "our",
  "their",
]);
const REPORTING_VERBS = new Set([
  "say",
  "says",
  "said",
  "want",
  "wants",
  "cannot",
  "did",
  "does",
  "do",
]);
const DISCOURSE_START =
  /^(the (main|other|next|first|second|third|last|fourth) (problem|issue|item|meeting|point|thing)|let us|let's|my name|thank you|the decision|the bylaws|the rule)$/;

/** Words a sentence does not end on: a line ending with one runs on into the next. */
const DANGLING = new Set(
  (
    "the a an of to for with at in on from by and or but that which who whose is are was were be been " +
    "has have had will would can could should must may might not no my our your their his her its " +
    "this these those than as into near about because so if when while where some every each any very"
  ).split(" "),
);
/** Words that carry on the previous line's sentence when a line starts with them. */
const CONTINUING = new Set(
  (
    "and but or nor because so otherwise which who whose whom that than to by of with for from as " +
    "is are was were has have had does did"
  ).split(" "),
);

/**
 * A silence at least this long (seconds) between the last word of a line and
 * the first of the next is a pause (the offline recogniser starts a line
 * after 0.6 s of silence, or when a line reaches 15 words or 12 seconds).
 */
const PAUSE_SECONDS = 0.5;

/** Indexes of the segments followed by a pause, known only where both carry timed words. */
export function pausesAfter(segments: readonly TranscriptSegment[]): Set<number> {
  const pauses = new Set<number>();
  segments.forEach((segment, i) => {
    const last = segment.words?.at(-1);
    const next = segments[i + 1]?.words?.[0];
    if (last && next && next.start - last.end >= PAUSE_SECONDS) pauses.add(i);
  });
  return pauses;
}

/**
 * Sentences of unpunctuated recogniser output. A pause between two lines is
 * taken as the end of a sentence unless the next line plainly continues it:
 * the previous one ends on a function word ('near the'), this one starts
 * with one ('and', 'by the end of the month'), with a verb in a tense that
 * needs the subject before it ('came to our area'), or one of the two has
 * no verb at all ('the boats from the other beaches' / 'come into our
 * breeding area'). Between pauses (and where times are unknown), sentences
 * are recovered at clause openings.
 */
export function recoverSentences(
  tokens: readonly Token[],
  firstNames: ReadonlySet<string>,
  pauses: ReadonlySet<number>,
): Token[][] {
  const runs: Token[][] = [];
  for (const token of tokens) {
    const run = runs.at(-1);
    const previous = run?.[run.length - 1];
    if (run && previous && (previous.segment === token.segment || !pauses.has(previous.segment)))
      run.push(token);
    else runs.push([token]);
  }
  const pieces: Token[][] = [];
  for (const run of runs) {
    splitUnpunctuated(run, firstNames).forEach((part, j) => {
      const previous = pieces.at(-1);
      if (
        j === 0 &&
        previous &&
        previous.length + part.length <= FRAGMENT_WORDS_MAX &&
        runsOn(previous, part)
      ) {
        previous.push(...part);
      } else {
        pieces.push([...part]);
      }
    });
  }
  return pieces;
}

function runsOn(previous: readonly Token[], next: readonly Token[]): boolean {
  const last = previous[previous.length - 1];
  const first = next[0];
  if (!last || !first) return false;
  if (DANGLING.has(last.normal) || CONTINUING.has(first.normal)) return true;
  if (first.tags.has("PastTense") || (first.tags.has("PresentTense") && first.normal.endsWith("s")))
    return !first.tags.has("Imperative");
  const hasVerb = (tokens: readonly Token[]) => tokens.some((t) => t.tags.has("Verb"));
  return !hasVerb(previous) || !hasVerb(next);
}

/**
 * Speech recognisers often emit no punctuation. Without it, sentences are
 * recovered at clause openings: a subject followed by a verb ("we need",
 * "lucy will"), or a discourse marker ("let us", "the next item").
 */
function splitUnpunctuated(tokens: readonly Token[], firstNames: ReadonlySet<string>): Token[][] {
  const pieces: Token[][] = [];
  let current: Token[] = [];
  tokens.forEach((token, i) => {
    if (current.length >= 4 && startsClause(tokens, i, firstNames)) {
      pieces.push(current);
      current = [];
    }
    current.push(token);
  });
  if (current.length > 0) pieces.push(current);
  return pieces;
}

function startsClause(
  tokens: readonly Token[],
  i: number,
  firstNames: ReadonlySet<string>,
): boolean {
  const word = tokens[i]?.normal ?? "";
  const previous = tokens[i - 1]?.normal ?? "";
  // "we also have": the adverb does not hide the verb.
  const skip = tokens[i + 1]?.normal === "also" ? 2 : 1;
  const next = tokens[i + skip]?.normal ?? "";
  const before = tokens
    .slice(Math.max(0, i - 3), i)
    .map((t) => t.normal)
    .join(" ");
  if (/\b(?:by|at|until) the time$/.test(before)) return false;
  const three = tokens
    .slice(i, i + 3)
    .map((t) => t.normal)
    .join(" ");
  const two = tokens
    .slice(i, i + 2)
    .map((t) => t.normal)
    .join(" ");
  if (DISCOURSE_START.test(three) || DISCOURSE_START.test(two)) return !BINDERS.has(previous);
  if (BINDERS.has(previous) || previous === "to" || tokens[i - 1]?.tags.has("Preposition"))
    return false;
  if ((CLAUSE_SUBJECTS.has(word) || firstNames.has(word)) && CLAUSE_VERBS.has(next)) return true;
  if (
    firstNames.has(word) &&
    tokens[i + 1]?.tags.has("Person") &&
    CLAUSE_VERBS.has(tokens[i + 2]?.normal ?? "")
  ) {
    return true;
  }
  if (QUANTIFIERS.has(word) && nounSubjectFollows(tokens, i + 1)) return true;
  if (word === "so" && next === "that") return false;
  return CLAUSE_OPENERS.has(word) && (word !== "good" || next === "morning" || next === "evening");
}

/** The sentence as written, from its first word to its closing punctuation. */
function sliceSentence(text: string, tokens: readonly Token[]): string {
  const begin = tokens[0]?.offset ?? 0;
  let end = Math.max(begin, ...tokens.map((t) => t.offset + t.text.length));
  while (end < text.length && /[.!?,;:"'’”)\]…]/.test(text.charAt(end))) end++;
  return text.slice(begin, end).trim();
}

/** "the flow was", "the national irrigation authority used": up to three nominal words, then a verb. */
function nounSubjectFollows(tokens: readonly Token[], i: number): boolean {
  const isVerb = (t: Token | undefined) =>
    t !== undefined &&
    (CLAUSE_VERBS.has(t.normal) || REPORTING_VERBS.has(t.normal) || t.tags.has("PastTense"));
  const isNoun = (t: Token | undefined) => t?.tags.has("Noun") === true && !t.tags.has("Pronoun");
  const isNominal = (t: Token | undefined) => isNoun(t) || t?.tags.has("Adjective") === true;
  for (let k = i; k < i + 3 && isNominal(tokens[k]); k++) {
    if (isNoun(tokens[k]) && isVerb(tokens[k + 1])) return true;
  }
  return false;
}

export function toSentence(
  text: string,
  tokens: Token[],
  index: number,
  segments: readonly TranscriptSegment[],
  punctuated: boolean,
): Sentence {
  const first = tokens[0];
  const raw = sliceSentence(text, tokens);
  return {
    index,
    tokens,
    text: punctuated ? finish(raw) : tidy(raw),
    start: Math.max(0, Math.floor(segments[first?.segment ?? 0]?.start ?? 0)),
    terms: tokens.filter(isContentWord).map((t) => t.root),
  };
}

/** A punctuated sentence cut out of a longer one gets a capital and a full stop too. */
function finish(sentence: string): string {
  const text = sentence
    .trim()
    .replace(/[,;:–—-]+$/, "")
    .trimEnd();
  if (!text) return text;
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]["'’”)\]]*$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** Capitalises and closes an unpunctuated fragment so it reads as a sentence. */
function tidy(fragment: string): string {
  const text = fragment.replace(/\bi\b/g, "I").trim();
  if (!text) return text;
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** Jaccard overlap of two term lists. */
export function overlap(a: readonly string[], b: readonly string[]): number {
  const setA = new Set(a);
  const setB = new Set(b);
  if (setA.size === 0 || setB.size === 0) return 0;
  let shared = 0;
  for (const term of setA) if (setB.has(term)) shared++;
  return shared / (setA.size + setB.size - shared);
}
