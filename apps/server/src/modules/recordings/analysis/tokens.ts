/**
 * Text and tokens for the offline analyser: the transcript joined into one
 * text, tagged in stretches by the NLP library, read back as words with their
 * offsets, segments and the recogniser's confidence, and the shared word lists.
 */
import nlp from "compromise";
import { segmentWordConfidences } from "./honesty";
import type { TranscriptSegment } from "@field-commons/shared/recordings";

/** One word of the transcript, as tagged by the NLP library. */
export interface Token {
  text: string;
  post: string;
  /** Lower-case form without punctuation. */
  normal: string;
  /** Lemma (singular noun, infinitive verb), lower case. */
  root: string;
  tags: ReadonlySet<string>;
  /** Character offset in the joined transcript. */
  offset: number;
  /** Index of the segment the word belongs to. */
  segment: number;
  /** The recogniser's confidence in the word (1 for typed text). */
  confidence: number;
}

/** Shape of the library's JSON output that this module reads. */
interface LibraryTerm {
  text?: unknown;
  post?: unknown;
  normal?: unknown;
  root?: unknown;
  tags?: unknown;
  offset?: { start?: unknown };
}
interface LibraryMatch {
  text?: unknown;
  terms?: LibraryTerm[];
  offset?: { start?: unknown; length?: unknown };
}

// Function words and fillers: never a topic, never counted for similarity.
export const STOP_WORDS = new Set(
  (
    "a about above after again against all almost also although always am an and any are aren't as at " +
    "be because been before being below between both but by can can't cannot could couldn't " +
    "did didn't do does doesn't doing don't down during each either else enough even ever every " +
    "few for from further get gets getting got had hadn't has hasn't have haven't having he he'd he'll " +
    "he's her here here's hers herself him himself his how how's however i i'd i'll i'm i've if in into is " +
    "isn't it it's its itself just let let's like many may maybe me might more most much must mustn't my " +
    "myself need needs no nor not now of off often on once only or other others ought our ours ourselves " +
    "out over own quite rather really same shall shan't she she'd she'll she's should shouldn't since so " +
    "some somebody someone something still such than that that's the their theirs them themselves then " +
    "there there's these they they'd they'll they're they've this those though through to too under " +
    "until up upon us very was wasn't we we'd we'll we're we've were weren't what what's when when's " +
    "where where's whether which while who who's whom whose why why's will with within without won't " +
    "would wouldn't yet you you'd you'll you're you've your yours yourself yourselves " +
    "okay ok yes yeah no oh um uh er ah hmm well right please thanks thank sure alright " +
    "one two three four five six seven eight nine ten first second third last next new old good bad " +
    "big small little great simple whole certain able another same said says say tell told go going " +
    "gone come came make made take took give gave want wants know knew think thought see saw look " +
    "everyone everybody everything anyone anybody anything nobody nothing none lot lots less fewer"
  ).split(" "),
);

// Common English nouns of everyday talk: they can be topics, but only when
// nothing more specific stands out, so they weigh less (a tiny background
// corpus standing in for document frequencies).
export const BACKGROUND = new Set(
  (
    "thing things people person time times way ways day days week weeks month months year years " +
    "morning evening night today tomorrow tonight yesterday hour hours minute minutes moment " +
    "kind sort part place point question number case fact group man men woman women child children " +
    "family families hand hands home house life world word words name chair madam sir friend friends " +
    "percent end start beginning side reason idea matter problem issue item items decision proposal " +
    "meeting member members chance thing rule principle"
  ).split(" "),
);

// `root` (the lemma) is filled by compute("root") but missing from the library's option types.
export const TERM_JSON = { offset: true, terms: { offset: true, root: true } };

export function joinSegments(segments: readonly TranscriptSegment[]): {
  text: string;
  starts: number[];
} {
  const starts: number[] = [];
  let text = "";
  for (const segment of segments) {
    if (text) text += " ";
    starts.push(text.length);
    text += segment.text.replace(/\s+/g, " ").trim();
  }
  return { text, starts };
}

/** The recogniser's confidence in the word at a character offset of the joined text (1 where typed). */
export type ConfidenceAt = (offset: number) => number;

export function confidenceLookup(
  segments: readonly TranscriptSegment[],
  starts: readonly number[],
): ConfidenceAt {
  const spans: Array<{ start: number; end: number; confidence: number }> = [];
  segments.forEach((segment, i) => {
    for (const { word, offset, confidence } of segmentWordConfidences(segment)) {
      const start = (starts[i] ?? 0) + offset;
      spans.push({ start, end: start + word.length, confidence });
    }
  });
  return (offset) => {
    let lo = 0;
    let hi = spans.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((spans[mid]?.start ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    const span = spans[lo];
    return span && span.start <= offset && offset < span.end ? span.confidence : 1;
  };
}

/** Mean confidence of the words in a character range of the joined text. */
export function spanConfidence(
  confidenceAt: ConfidenceAt,
  text: string,
  start: number,
  end: number,
): number {
  const values: number[] = [];
  for (const m of text.slice(start, end).matchAll(/\S+/g))
    values.push(confidenceAt(start + m.index));
  return values.length === 0 ? 1 : values.reduce((a, b) => a + b, 0) / values.length;
}

type Doc = ReturnType<typeof nlp>;

/** A stretch of the transcript tagged on its own; `base` is its offset in the whole text. */
export interface Chunk {
  doc: Doc;
  base: number;
}

/** Words per tagged stretch: the tagger slows down sharply on long unpunctuated input. */
const CHUNK_WORDS = 250;

/**
 * Tags the transcript in stretches of whole segments, cut preferably where a
 * segment ends a sentence, so no run of unpunctuated speech reaches the
 * tagger as one enormous sentence.
 */
export function parseChunks(
  text: string,
  starts: readonly number[],
  segments: readonly TranscriptSegment[],
): Chunk[] {
  const chunks: Chunk[] = [];
  let from = 0;
  let wordsSince = 0;
  segments.forEach((segment, i) => {
    wordsSince += segment.text.split(/\s+/).length;
    const endsSentence = /[.!?]["'’”)]?\s*$/.test(segment.text);
    const last = i === segments.length - 1;
    if (last || (wordsSince >= CHUNK_WORDS && endsSentence) || wordsSince >= CHUNK_WORDS * 2) {
      const end = last ? text.length : (starts[i + 1] ?? text.length);
      const doc = nlp(text.slice(from, end));
      doc.compute("root");
      chunks.push({ doc, base: from });
      from = end;
      wordsSince = 0;
    }
  });
  return chunks;
}

/** Matches of one of the library's finders (people, places...) over all chunks, with whole-text offsets. */
export function libraryMatches(
  chunks: readonly Chunk[],
  find: (doc: Doc) => Pick<Doc, "json">,
): Array<{ text: string; start: number; length: number }> {
  return chunks.flatMap((chunk) =>
    matchTexts(find(chunk.doc).json({ offset: true })).map((m) => ({
      ...m,
      start: m.start + chunk.base,
    })),
  );
}

/** Index of the segment containing character `offset` (segments sorted by offset). */
function segmentAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");
const num = (value: unknown): number =>
  typeof value === "number" && Number.isFinite(value) ? value : 0;

export function readTokens(
  json: unknown,
  base: number,
  starts: readonly number[],
  confidenceAt: ConfidenceAt,
): Token[][] {
  if (!Array.isArray(json)) return [];
  return json
    .map((sentence: LibraryMatch) =>
      (sentence.terms ?? []).map((term): Token => {
        const offset = base + num(term.offset?.start);
        const normal = str(term.normal)
          .replace(/[^\p{L}\p{N}'’-]/gu, "")
          .replace("’", "'");
        return {
          text: str(term.text),
          post: str(term.post),
          normal,
          root: (str(term.root) || normal).toLowerCase(),
          tags: new Set(
            Array.isArray(term.tags) ? term.tags.filter((t) => typeof t === "string") : [],
          ),
          offset,
          segment: segmentAt(starts, offset),
          confidence: confidenceAt(offset),
        };
      }),
    )
    .map((tokens) => tokens.filter((t) => t.text.length > 0))
    .filter((tokens) => tokens.length > 0);
}

export function isContentWord(token: Token): boolean {
  return (
    token.normal.length > 1 &&
    !STOP_WORDS.has(token.normal) &&
    !token.tags.has("Pronoun") &&
    !token.tags.has("Determiner") &&
    !token.tags.has("Preposition") &&
    !token.tags.has("Conjunction")
  );
}

export function matchTexts(json: unknown): Array<{ text: string; start: number; length: number }> {
  if (!Array.isArray(json)) return [];
  return json.map((m: LibraryMatch) => ({
    text: str(m.text),
    start: num(m.offset?.start),
    length: num(m.offset?.length),
  }));
}

/**
 * Speech recognisers often write everything in lower case (an 'I' aside), which
 * hides proper nouns from the tagger: the few heuristics for that case apply
 * when almost no word is capitalised.
 */
export function isLowerCase(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w) && w !== "I").length;
  return capitalised <= words.length * 0.01;
}
