import nlp from "compromise";
import { lookupCountry } from "../../geo/country-table";
import {
  RECORDING_TEXT_LIMITS,
  RecordingAnalysis,
  type ActionItem,
  type ActionPriority,
  type Entity,
  type EntityType,
  type KeyQuote,
  type Topic,
  type TranscriptSegment,
} from "@field-commons/shared/recordings";
import {
  ENTITY_CONFIDENCE_MIN,
  LOW_WORD_CONFIDENCE,
  QUOTE_MAX_SHARE,
  SUMMARY_MAX_SHARE,
  TOO_SHORT_TO_SUMMARISE,
  containsWords,
  honestAnalysis,
  plainWords,
  isAbstractNoun,
  isTooShort,
  segmentWordConfidences,
  transcriptFacts,
} from "./honesty";

const L = RECORDING_TEXT_LIMITS;

export interface AnalyzeOptions {
  /** Only English is supported: the tagger and the word lists are English. */
  language?: "en";
}

/** One word of the transcript, as tagged by the NLP library. */
interface Token {
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

interface Sentence {
  index: number;
  tokens: Token[];
  text: string;
  /** Start of the segment the sentence starts in (whole seconds). */
  start: number;
  /** Content lemmas, used for similarity and deduplication. */
  terms: string[];
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
const STOP_WORDS = new Set(
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
const BACKGROUND = new Set(
  (
    "thing things people person time times way ways day days week weeks month months year years " +
    "morning evening night today tomorrow tonight yesterday hour hours minute minutes moment " +
    "kind sort part place point question number case fact group man men woman women child children " +
    "family families hand hands home house life world word words name chair madam sir friend friends " +
    "percent end start beginning side reason idea matter problem issue item items decision proposal " +
    "meeting member members chance thing rule principle"
  ).split(" "),
);

const PRONOUN_OR_CONJUNCTION_START =
  /^(and|but|or|so|because|then|it|it's|this|that|these|those|they|he|she|him|her|which|also|yes|no|okay|well)\b/i;

const SUMMARY_MIN = 3;
const SUMMARY_MAX = 5;
const QUOTES_MAX = 5;
const TOPICS_MAX = 8;
/** TextRank is quadratic in the sentences it ranks: long transcripts rank a pre-selected subset. */
const RANKED_SENTENCES_MAX = 400;
/** Sentences longer than this are cut at segment boundaries (run-on speech). */
const SENTENCE_WORDS_MAX = 60;
/** Recovered sentences of unpunctuated speech are kept shorter: their boundaries are guesses. */
const FRAGMENT_WORDS_MAX = 30;
/** Average words per sentence above which the transcript is taken to be unpunctuated. */
const UNPUNCTUATED_WORDS_PER_SENTENCE = 40;

// `root` (the lemma) is filled by compute("root") but missing from the library's option types.
const TERM_JSON = { offset: true, terms: { offset: true, root: true } };

/**
 * Offline analysis of a transcript: extractive summary, key quotes, action
 * items, topics and named entities. Pure and deterministic: the same
 * segments always give the same analysis.
 *
 * Honest by construction (see honesty.ts for the thresholds): a transcript
 * under 40 words or 4 sentences gets "Too short to summarise" and no quotes;
 * a summary is whole sentences in their order, at most 40 % of the words; a
 * quote is never in the summary nor half the transcript; action items come
 * only from sentences that direct action; topics need two trusted mentions
 * and entities real evidence, and words the recogniser was unsure of
 * (confidence under 0.5) support neither.
 */
export function analyzeTranscript(
  segments: readonly TranscriptSegment[],
  _options: AnalyzeOptions = {},
): RecordingAnalysis {
  const usable = segments.filter((s) => s.text.trim().length > 0);
  if (usable.length === 0) return emptyAnalysis();

  const { text, starts } = joinSegments(usable);
  const confidenceAt = confidenceLookup(usable, starts);
  const chunks = parseChunks(text, starts, usable);
  const librarySentences = chunks.flatMap((chunk) =>
    readTokens(chunk.doc.json(TERM_JSON), chunk.base, starts, confidenceAt),
  );
  const tokenCount = librarySentences.reduce((n, s) => n + s.length, 0);
  if (tokenCount === 0) return emptyAnalysis();

  const punctuated = tokenCount / librarySentences.length <= UNPUNCTUATED_WORDS_PER_SENTENCE;
  const lowerCase = isLowerCase(text);
  const people = collectPeople(chunks, usable, text, confidenceAt);
  const groups = punctuated
    ? librarySentences.flatMap((s) => splitRunOn(s, SENTENCE_WORDS_MAX))
    : recoverSentences(librarySentences.flat(), people.firstNames, pausesAfter(usable)).flatMap(
        (s) => splitRunOn(s, FRAGMENT_WORDS_MAX),
      );
  const sentences = groups.map((tokens, index) =>
    toSentence(text, tokens, index, usable, punctuated),
  );

  const facts = transcriptFacts(usable);
  const tooShort = isTooShort(facts);
  const scores = scoreSentences(sentences);
  const summarySentences = tooShort ? [] : pickSummary(sentences, scores, facts.words);
  const summary = summarySentences.map((s) => s.text).join(" ");
  const entities = extractEntities(chunks, text, librarySentences.flat(), people, confidenceAt);
  const analysis: RecordingAnalysis = {
    summary: summary ? clampText(summary, L.summary) : TOO_SHORT_TO_SUMMARISE,
    keyQuotes:
      summarySentences.length === 0
        ? []
        : pickQuotes(sentences, scores, summarySentences, facts.words),
    actionItems: findActionItems(sentences, people.firstNames, punctuated, lowerCase),
    topics: extractTopics(
      librarySentences.flat(),
      usable.length,
      people.tokens,
      new Set(entities.map((e) => e.name.toLowerCase())),
    ),
    entities,
  };
  return RecordingAnalysis.parse(honestAnalysis(usable, analysis));
}

function emptyAnalysis(): RecordingAnalysis {
  return { summary: "", keyQuotes: [], actionItems: [], topics: [], entities: [] };
}

// ---------------------------------------------------------------------------
// Text and tokens
// ---------------------------------------------------------------------------

function joinSegments(segments: readonly TranscriptSegment[]): { text: string; starts: number[] } {
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
type ConfidenceAt = (offset: number) => number;

function confidenceLookup(
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
function spanConfidence(
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
interface Chunk {
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
function parseChunks(
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
function libraryMatches(
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

function readTokens(
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

/** Cuts a very long sentence where a segment begins, so each piece stays readable. */
function splitRunOn(tokens: Token[], max: number): Token[][] {
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
function pausesAfter(segments: readonly TranscriptSegment[]): Set<number> {
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
function recoverSentences(
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

function toSentence(
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

function isContentWord(token: Token): boolean {
  return (
    token.normal.length > 1 &&
    !STOP_WORDS.has(token.normal) &&
    !token.tags.has("Pronoun") &&
    !token.tags.has("Determiner") &&
    !token.tags.has("Preposition") &&
    !token.tags.has("Conjunction")
  );
}

// ---------------------------------------------------------------------------
// Sentence scoring: TextRank over TF-IDF cosine similarity, plus centrality
// ---------------------------------------------------------------------------

type Vector = Map<string, number>;

function tfidfVectors(sentences: readonly Sentence[]): Vector[] {
  const documentFrequency = new Map<string, number>();
  for (const sentence of sentences) {
    for (const term of new Set(sentence.terms)) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const n = sentences.length;
  return sentences.map((sentence) => {
    const vector: Vector = new Map();
    for (const term of sentence.terms) vector.set(term, (vector.get(term) ?? 0) + 1);
    for (const [term, tf] of vector) {
      const weight = BACKGROUND.has(term) ? 0.5 : 1;
      vector.set(term, tf * Math.log(1 + n / (documentFrequency.get(term) ?? 1)) * weight);
    }
    return vector;
  });
}

function norm(vector: Vector): number {
  let sum = 0;
  for (const value of vector.values()) sum += value * value;
  return Math.sqrt(sum);
}

function cosine(a: Vector, b: Vector, normA: number, normB: number): number {
  if (normA === 0 || normB === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, value] of small) dot += value * (large.get(term) ?? 0);
  return dot / (normA * normB);
}

function textRank(vectors: readonly Vector[]): number[] {
  const n = vectors.length;
  const norms = vectors.map(norm);
  const weights: number[][] = vectors.map(() => new Array<number>(n).fill(0));
  const outSums = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const w = cosine(
        vectors[i] ?? new Map(),
        vectors[j] ?? new Map(),
        norms[i] ?? 0,
        norms[j] ?? 0,
      );
      if (w <= 0) continue;
      (weights[i] as number[])[j] = w;
      (weights[j] as number[])[i] = w;
      outSums[i] = (outSums[i] ?? 0) + w;
      outSums[j] = (outSums[j] ?? 0) + w;
    }
  }
  let rank = new Array<number>(n).fill(1 / Math.max(1, n));
  const damping = 0.85;
  for (let iteration = 0; iteration < 50; iteration++) {
    const next = new Array<number>(n).fill((1 - damping) / Math.max(1, n));
    for (let j = 0; j < n; j++) {
      const out = outSums[j] ?? 0;
      if (out === 0) continue;
      const share = (damping * (rank[j] ?? 0)) / out;
      const row = weights[j] ?? [];
      for (let i = 0; i < n; i++) {
        const w = row[i] ?? 0;
        if (w > 0) next[i] = (next[i] ?? 0) + share * w;
      }
    }
    const delta = next.reduce((d, v, i) => d + Math.abs(v - (rank[i] ?? 0)), 0);
    rank = next;
    if (delta < 1e-6) break;
  }
  return rank;
}

function normalise(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((v) => (max > 0 ? v / max : 0));
}

/** Scores in 0..1 for every sentence. */
function scoreSentences(sentences: readonly Sentence[]): number[] {
  const vectors = tfidfVectors(sentences);
  const centroid: Vector = new Map();
  for (const vector of vectors) {
    for (const [term, value] of vector) centroid.set(term, (centroid.get(term) ?? 0) + value);
  }
  const centroidNorm = norm(centroid);
  const centrality = normalise(vectors.map((v) => cosine(v, centroid, norm(v), centroidNorm)));

  // Rank only the most central sentences so long recordings stay fast.
  const ranked = sentences
    .map((s, i) => i)
    .sort((a, b) => (centrality[b] ?? 0) - (centrality[a] ?? 0) || a - b)
    .slice(0, RANKED_SENTENCES_MAX)
    .sort((a, b) => a - b);
  const rankOf = new Map<number, number>();
  normalise(textRank(ranked.map((i) => vectors[i] ?? new Map()))).forEach((r, k) =>
    rankOf.set(ranked[k] ?? -1, r),
  );

  const n = sentences.length;
  return sentences.map((sentence, i) => {
    const position = i < Math.max(1, Math.ceil(n * 0.1)) ? 1 : 0;
    const length = Math.min(1, sentence.terms.length / 6);
    const score = 0.55 * (rankOf.get(i) ?? 0) + 0.3 * (centrality[i] ?? 0) + 0.15 * position;
    return score * length;
  });
}

function byScore(scores: readonly number[]) {
  return (a: Sentence, b: Sentence) =>
    (scores[b.index] ?? 0) - (scores[a.index] ?? 0) || a.index - b.index;
}

/** Sentences in the summary: 1 for 4 to 6 sentences, 2 up to 11, then 3 to 5 as the transcript grows. */
function summaryLength(count: number): number {
  if (count < 7) return 1;
  if (count < 12) return 2;
  return Math.max(SUMMARY_MIN, Math.min(SUMMARY_MAX, Math.round(3 + Math.log2(count / 20))));
}

const wordCount = (text: string) => plainWords(text).length;

/**
 * Greedy selection of high-scoring sentences that also cover the recording:
 * a sentence loses weight for each one already chosen from the same stretch
 * of the transcript (meetings move through an agenda) and for repeating one.
 */
function pickSummary(
  sentences: readonly Sentence[],
  scores: readonly number[],
  transcriptWords: number,
): Sentence[] {
  const wanted = summaryLength(sentences.length);
  // Questions (an interviewer's) and scraps do not summarise anything.
  const pool = sentences.filter((s) => s.tokens.length >= 5 && !s.text.endsWith("?"));
  const budget = Math.floor(transcriptWords * SUMMARY_MAX_SHARE);
  const stretch = (s: Sentence) => Math.floor((s.index * wanted) / Math.max(1, sentences.length));
  const chosen: Sentence[] = [];
  let length = 0;
  let words = 0;
  while (chosen.length < wanted) {
    let best: Sentence | undefined;
    let bestValue = -1;
    for (const sentence of pool) {
      if (chosen.includes(sentence) || length + sentence.text.length + 1 > L.summary) continue;
      if (words + wordCount(sentence.text) > budget) continue;
      const similarity = Math.max(0, ...chosen.map((c) => overlap(c.terms, sentence.terms)));
      if (similarity > 0.7) continue;
      const crowd = chosen.filter((c) => stretch(c) === stretch(sentence)).length;
      const value = (scores[sentence.index] ?? 0) * 0.7 ** crowd * (1 - similarity / 2);
      if (value > bestValue) {
        best = sentence;
        bestValue = value;
      }
    }
    if (!best) break;
    chosen.push(best);
    length += best.text.length + 1;
    words += wordCount(best.text);
  }
  return chosen.sort((a, b) => a.index - b.index);
}

/** Jaccard overlap of two term lists. */
function overlap(a: readonly string[], b: readonly string[]): number {
  const setA = new Set(a);
  const setB = new Set(b);
  if (setA.size === 0 || setB.size === 0) return 0;
  let shared = 0;
  for (const term of setA) if (setB.has(term)) shared++;
  return shared / (setA.size + setB.size - shared);
}

// ---------------------------------------------------------------------------
// Key quotes
// ---------------------------------------------------------------------------

function quotable(sentence: Sentence, strict: boolean): boolean {
  const words = sentence.tokens.length;
  if (words < 6 || words > 45 || sentence.text.length > L.quote) return false;
  if (sentence.text.endsWith("?")) return false;
  return !strict || !PRONOUN_OR_CONJUNCTION_START.test(sentence.text);
}

/**
 * Key quotes: the best-scoring self-contained sentences that are not in the
 * summary, then any quotable ones not in it. Never a summary sentence, never
 * one that repeats the summary or takes half the transcript.
 */
function pickQuotes(
  sentences: readonly Sentence[],
  scores: readonly number[],
  summary: readonly Sentence[],
  transcriptWords: number,
): KeyQuote[] {
  const wanted = Math.min(QUOTES_MAX, Math.max(1, Math.floor(sentences.length / 4)));
  const inSummary = new Set(summary.map((s) => s.index));
  const summaryText = summary.map((s) => s.text).join(" ");
  const ranked = [...sentences]
    .sort(byScore(scores))
    .filter(
      (s) =>
        !inSummary.has(s.index) &&
        wordCount(s.text) <= transcriptWords * QUOTE_MAX_SHARE &&
        !containsWords(summaryText, s.text) &&
        !containsWords(s.text, summaryText),
    );
  const chosen: Sentence[] = [];
  // A quote is verbatim: words the recogniser was unsure of are not put in anyone's mouth.
  const heard = (s: Sentence) => s.tokens.every((t) => t.confidence >= LOW_WORD_CONFIDENCE);
  for (const strict of [true, false]) {
    for (const sentence of ranked) {
      if (chosen.length >= wanted) break;
      if (chosen.includes(sentence) || !quotable(sentence, strict) || !heard(sentence)) continue;
      if (chosen.some((c) => overlap(c.terms, sentence.terms) > 0.6)) continue;
      chosen.push(sentence);
    }
  }
  const best = Math.max(0, ...chosen.map((s) => scores[s.index] ?? 0));
  return chosen.map((s) => ({
    text: clampText(s.text, L.quote),
    timestamp: s.start,
    importance: unit(best > 0 ? (scores[s.index] ?? 0) / best : 1),
  }));
}

// ---------------------------------------------------------------------------
// Action items
// ---------------------------------------------------------------------------

const EXPLICIT_ACTION = /^\s*(?:action(?:\s+item)?|to\s?-?do|task|follow[ -]up)\s*[:–—-]\s*/i;
/** Unpunctuated speech: 'action the treasurer will send the list'. */
const SPOKEN_ACTION = /^\s*action(?:\s+item)?\s+(?=\S)/i;
// Running the meeting itself, or the talk, is not a task to follow up.
const PROCEDURAL =
  /\b(?:let's|let us)\s+(?:start|begin|get started|get going|open|close|pray|continue|move on|proceed|say|see|think|talk|hope|remember|imagine|be honest|go on|turn to)\b/i;
const NEGATED_MODAL =
  /\b(?:not|never|n't)\s+(?:need to|have to|has to|should|must)\b|\b(?:should|must|need|ought)\s+not\b|\bno need\b/i;
const WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const MONTHS =
  "january|february|march|april|may|june|july|august|september|october|november|december";
const ORDINALS =
  "first|second|third|fourth|fifth|tenth|fifteenth|twentieth|thirtieth|\\d{1,2}(?:st|nd|rd|th)?";
const DEADLINE = new RegExp(
  `\\b(?:by|before|until|no later than)\\s+(?:the\\s+)?(?:(?:next|this|our next|coming)\\s+)?` +
    `(?:${WEEKDAYS}|${MONTHS}|tomorrow|tonight|today|weekend|end of|${ORDINALS}|week|month|meeting|noon|\\d)`,
  "i",
);
const HIGH_PRIORITY =
  /\b(?:must|urgent|urgently|asap|as soon as possible|deadline|immediately|right away|critical)\b/i;
const MEDIUM_PRIORITY = /\b(?:need to|needs to|should|have to|has to|ought to|important)\b/i;

// The first group whose words occur most wins; ties go to the earlier group.
const CATEGORIES: ReadonlyArray<readonly [string, RegExp]> = [
  [
    "maintenance",
    /\b(?:repair\w*|fix\w*|pump\w*|pipes?|seals?|replac\w+|tanks?|clean\w*|maintenance|broken|leak\w*|desilt\w*|silt|flush\w*|gates?|intake|canal|spare)\b/gi,
  ],
  [
    "finance",
    /\b(?:fees?|pay\w*|paid|money|funds?|funding|grants?|applications?|shillings?|cash|accounts?|bank|budget|costs?|contribut\w+|treasurer|fines?|arrears|savings|donor|invoice)\b/gi,
  ],
  [
    "communication",
    /\b(?:write|letter|announce\w*|inform\w*|tell|share|post\w*|notices?|warnings?|email|call|publish|letters?|greet|ask)\b/gi,
  ],
  ["meeting", /\b(?:meetings?|agenda|minutes|elect\w*|vote|quorum|attend\w*|chair)\b/gi],
  [
    "research",
    /\b(?:research|survey\w*|study|test\w*|samples?|data|records?|measure\w*|laborator\w+|interview\w*|analy[sz]\w*|maps?|list)\b/gi,
  ],
];

function categoryOf(text: string): string {
  // "before our next meeting" dates the task; it does not make it a meeting task.
  const words = text.replace(new RegExp(DEADLINE.source, "gi"), " ");
  let best = "general";
  let bestCount = 0;
  for (const [name, pattern] of CATEGORIES) {
    const count = words.match(pattern)?.length ?? 0;
    if (count > bestCount) {
      best = name;
      bestCount = count;
    }
  }
  return best;
}

function priorityOf(text: string): ActionPriority {
  if (HIGH_PRIORITY.test(text) || DEADLINE.test(text)) return "high";
  if (MEDIUM_PRIORITY.test(text)) return "medium";
  return "low";
}

/** Verbs of the conversation itself: 'look', 'imagine', 'tell us', 'drive carefully' are not tasks. */
const TALK_VERBS = new Set(
  (
    "look see imagine think listen remember wait say guess believe consider note mind thank excuse " +
    "forgive let welcome greet come go drive enjoy sit keep hear know understand"
  ).split(" "),
);
/** After 'will': a prediction or the talk itself ('will be', 'will tell you'), not a task. */
const NOT_TASKS_AFTER_WILL = new Set(
  "be not never need want like see say talk remember hear know wait lose get".split(" "),
);
/** Who can be given a task: people, and the bodies and roles of the groups recorded. */
const ASSIGNEES = new Set(
  (
    "we you i committee treasurer secretary chair chairman " +
    "chairperson chairwoman board members member household households farmers team office officer " +
    "engineer mechanic elders volunteers association cooperative council assembly caretaker keeper " +
    "keepers attendant leader leaders warden guards commissariat secretariat staff"
  ).split(" "),
);
const ADVERBS = new Set(
  "also all really just still then now urgently first both definitely certainly only each personally".split(
    " ",
  ),
);
const CONTRACTIONS: Record<string, string[]> = {
  "i'll": ["i", "will"],
  "we'll": ["we", "will"],
  "you'll": ["you", "will"],
  "let's": ["let", "us"],
  "won't": ["will", "not"],
  "don't": ["do", "not"],
  "can't": ["can", "not"],
  "shouldn't": ["should", "not"],
  "mustn't": ["must", "not"],
  "needn't": ["need", "not"],
};
// Narrative: an obligation or plan in the past, a conditional, or a habit.
const NARRATIVE =
  /\b(?:had to|needed to|should have|must have|could have|would have|ought to have|used to|was going to|were going to|wanted to|tried to|decided to|planned to)\b/i;
const CONDITIONAL_START = /^(?:if|when|whenever|unless|once|as long as|in case)\b/i;
const HEDGED = /\b(?:maybe|perhaps|i think|i believe|i feel|i guess|i suppose|i hope)\b/i;
const REPORTING = new Set(
  "said says say told tell asked thought think believe believed feel felt complain complained complains promised wanted explained heard knew know hoped hope".split(
    " ",
  ),
);
const HABITUAL =
  /\b(?:every (?:day|morning|evening|night|week|year|season|time)|always|usually|often|sometimes|each (?:day|year|season)|in the (?:dry|rainy|wet) season)\b/i;
const POLITE_REQUEST = /\b(?:can|could|would|will) you\s+(?:please\s+)?([a-z]+)/i;

interface Word {
  word: string;
  token: Token;
}

/** The sentence's words in lower case, contractions spelt out ('i'll' → 'i will'). */
function actionWords(sentence: Sentence): Word[] {
  return sentence.tokens.flatMap((token) =>
    (CONTRACTIONS[token.normal] ?? [token.normal]).map((word) => ({ word, token })),
  );
}

/** The first word that obliges, plans or assigns ('must', 'need to', 'will'), or -1. */
function actionTrigger(words: readonly Word[]): { index: number; kind: "modal" | "will" } | null {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]?.word ?? "";
    const next = words[i + 1]?.word ?? "";
    if (w === "must" || w === "should") return { index: i, kind: "modal" };
    if (w === "ought" && next === "to") return { index: i, kind: "modal" };
    if (["need", "needs", "have", "has", "got"].includes(w) && next === "to")
      return { index: i, kind: "modal" };
    if (w === "need" && ["a", "an", "the", "more", "some", "new"].includes(next))
      return { index: i, kind: "modal" };
    if (w === "will" || w === "shall") return { index: i, kind: "will" };
  }
  return null;
}

/** Who the obligation or plan is for: the word before it, adverbs aside. */
function assignee(
  words: readonly Word[],
  index: number,
  firstNames: ReadonlySet<string>,
  lowerCase: boolean,
): boolean {
  let k = index - 1;
  while (k >= 0 && ADVERBS.has(words[k]?.word ?? "")) k--;
  const subject = words[k];
  if (!subject) return false;
  if (ASSIGNEES.has(subject.word) || firstNames.has(subject.word)) return true;
  // A name: capitalised where the transcript has capitals.
  return !lowerCase && subject.token.tags.has("Person") && /^\p{Lu}/u.test(subject.token.text);
}

/**
 * Imperative: the first verb, after 'please', a name or an interjection, is
 * tagged as one. Not trusted in unpunctuated speech without 'please', where a
 * recovered sentence may start anywhere.
 */
function isImperative(sentence: Sentence, punctuated: boolean): boolean {
  const words = sentence.tokens;
  if (sentence.text.endsWith("?")) return false;
  const lead = (t: Token) =>
    t.normal === "please" ||
    t.tags.has("Person") ||
    t.tags.has("Expression") ||
    ["so", "then", "and", "also", "now"].includes(t.normal);
  const firstVerb = words.findIndex((t) => t.tags.has("Verb"));
  if (firstVerb < 0 || firstVerb > 3) return false;
  if (!words.slice(0, firstVerb).every(lead)) return false;
  const verb = words[firstVerb];
  if (!verb?.tags.has("Imperative") || TALK_VERBS.has(verb.root)) return false;
  const object = words[firstVerb + 1]?.normal ?? "";
  if (["tell", "explain", "show", "describe"].includes(verb.root) && ["us", "me"].includes(object))
    return false;
  return punctuated || words.slice(0, firstVerb).some((t) => t.normal === "please");
}

function actionText(sentence: Sentence, punctuated: boolean): { text: string; explicit: boolean } {
  const marker = punctuated ? EXPLICIT_ACTION : SPOKEN_ACTION;
  const explicit = EXPLICIT_ACTION.test(sentence.text) || marker.test(sentence.text);
  const text = sentence.text.replace(EXPLICIT_ACTION, "").replace(marker, "").trim();
  return { text: text.charAt(0).toUpperCase() + text.slice(1), explicit };
}

/**
 * Precision first: a sentence is a task when it is marked as one ('Action:'),
 * proposes one ('let's'), orders one (an imperative; a request 'could you
 * draw one up?'), or obliges or commits someone who can act ('we need to',
 * 'you should', 'Joseph will', 'the treasurer will', 'we need a rota').
 * Never when it is negated, hedged ('I think we should'), conditional ('when
 * the grid is down, the turbine has to stop'), reported ('the chairman said
 * we must'), in the past ('we had to', 'they should have', a past-tense verb
 * before the obligation), a habit ('in the dry season we have to walk'), or
 * the talk itself ('I will tell you how it started', 'let's get started').
 */
function isActionSentence(
  sentence: Sentence,
  explicit: boolean,
  firstNames: ReadonlySet<string>,
  punctuated: boolean,
  lowerCase: boolean,
): boolean {
  if (explicit) return true;
  const lower = sentence.text.toLowerCase().replace(/’/g, "'");
  if (NEGATED_MODAL.test(lower) || PROCEDURAL.test(lower) || NARRATIVE.test(lower)) return false;
  if (CONDITIONAL_START.test(lower) || HEDGED.test(lower)) return false;
  if (/\bwould\b/.test(lower) && !/\bwould like (?:you|us|everyone|somebody|someone)\b/.test(lower))
    return false;
  if (lower.endsWith("?")) {
    const request = POLITE_REQUEST.exec(lower);
    const verb = request?.[1] ?? "";
    return (
      request !== null &&
      !TALK_VERBS.has(verb) &&
      !["tell", "explain", "describe", "say", "show", "give"].includes(verb)
    );
  }
  if (/\b(?:let's|let us)\b/.test(lower)) return true;
  if (isImperative(sentence, punctuated)) return true;

  const words = actionWords(sentence);
  const trigger = actionTrigger(words);
  if (!trigger) return false;
  const before = words.slice(0, trigger.index);
  if (before.some((w) => REPORTING.has(w.word) || w.token.tags.has("PastTense"))) return false;
  if (!assignee(words, trigger.index, firstNames, lowerCase)) return false;
  const trigged = words[trigger.index]?.word ?? "";
  if (["have", "has", "got"].includes(trigged) && HABITUAL.test(lower)) return false;
  if (trigger.kind === "will") {
    let k = trigger.index + 1;
    while (ADVERBS.has(words[k]?.word ?? "")) k++;
    const verb = words[k];
    if (!verb || NOT_TASKS_AFTER_WILL.has(verb.word)) return false;
    const object = words[k + 1]?.word ?? "";
    if (
      ["tell", "explain", "show", "describe"].includes(verb.word) &&
      ["you", "us", "me"].includes(object)
    )
      return false;
  }
  return true;
}

const PRIORITY_RANK: Record<ActionPriority, number> = { high: 0, medium: 1, low: 2 };

function findActionItems(
  sentences: readonly Sentence[],
  firstNames: ReadonlySet<string>,
  punctuated: boolean,
  lowerCase: boolean,
): ActionItem[] {
  const items: Array<ActionItem & { terms: string[] }> = [];
  for (const sentence of sentences) {
    const { text, explicit } = actionText(sentence, punctuated);
    if (!text || !isActionSentence(sentence, explicit, firstNames, punctuated, lowerCase)) continue;
    const priority = priorityOf(text);
    const duplicate = items.find((item) => overlap(item.terms, sentence.terms) >= 0.75);
    if (duplicate) {
      // Repeating a task (often to stress it) keeps the first wording and the most urgent priority.
      if (PRIORITY_RANK[priority] < PRIORITY_RANK[duplicate.priority])
        duplicate.priority = priority;
      continue;
    }
    items.push({
      text: clampText(text, L.actionItem),
      priority,
      category: clampText(categoryOf(text), L.category),
      terms: sentence.terms,
    });
    if (items.length >= L.actionItems) break;
  }
  return items.map(({ text, priority, category }) => ({ text, priority, category }));
}

// ---------------------------------------------------------------------------
// Topics: noun phrases scored by frequency against a common-word background
// ---------------------------------------------------------------------------

function isTopicWord(token: Token, excluded: ReadonlySet<string>): boolean {
  return (
    isContentWord(token) &&
    token.normal.length > 2 &&
    /^\p{L}/u.test(token.normal) &&
    !excluded.has(token.normal) &&
    !token.tags.has("Person") &&
    !token.tags.has("ProperNoun") &&
    !token.tags.has("Value") &&
    !token.tags.has("Date") &&
    !token.tags.has("Verb") &&
    !token.tags.has("Adverb") &&
    (token.tags.has("Noun") || token.tags.has("Adjective"))
  );
}

/**
 * Candidate phrases: runs of nouns and adjectives ending in a noun, 1 to 3
 * words, counted where the recogniser trusted their words (mean confidence
 * at least 0.5), with the sum of those confidences.
 */
function candidatePhrases(
  tokens: readonly Token[],
  excluded: ReadonlySet<string>,
): Map<string, { count: number; confidence: number }> {
  const counts = new Map<string, { count: number; confidence: number }>();
  let run: Token[] = [];
  const flush = () => {
    for (let end = 0; end < run.length; end++) {
      if (!run[end]?.tags.has("Noun")) continue;
      for (let size = 1; size <= 3 && end - size + 1 >= 0; size++) {
        const words = run.slice(end - size + 1, end + 1);
        if (
          size > 1 &&
          words[0]?.tags.has("Noun") === false &&
          words[0].tags.has("Adjective") === false
        )
          continue;
        const confidence = words.reduce((sum, t) => sum + t.confidence, 0) / words.length;
        if (confidence < LOW_WORD_CONFIDENCE) continue;
        const phrase = words.map((t, k) => (k === words.length - 1 ? t.root : t.normal)).join(" ");
        const seen = counts.get(phrase) ?? { count: 0, confidence: 0 };
        counts.set(phrase, { count: seen.count + 1, confidence: seen.confidence + confidence });
      }
    }
    run = [];
  };
  for (const token of tokens) {
    if (isTopicWord(token, excluded)) {
      run.push(token);
      if (/[,.;:!?]/.test(token.post)) flush();
    } else flush();
  }
  flush();
  return counts;
}

function phraseScore(phrase: string, count: number): number {
  const words = phrase.split(" ");
  const weight = words.reduce((w, word) => w + (BACKGROUND.has(word) ? 0.3 : 1), 0) / words.length;
  if (words.length === 1) return count * weight;
  // Repeated multi-word phrases are the most telling topics; one-offs are noise.
  return count >= 2 ? count * weight * (1 + 0.5 * (words.length - 1)) : 0;
}

function extractTopics(
  tokens: readonly Token[],
  segmentCount: number,
  excluded: ReadonlySet<string>,
  names: ReadonlySet<string>,
): Topic[] {
  const counts = candidatePhrases(tokens, excluded);
  // A term said once is not a topic, however short the transcript.
  const scored = [...counts]
    .map(([phrase, { count, confidence }]) => ({
      phrase,
      count,
      trust: confidence / count,
      score: phraseScore(phrase, count),
    }))
    // An everyday noun alone ('time', 'member') needs to come back often to be what the talk is about.
    .filter((c) => c.score > 0 && c.count >= (BACKGROUND.has(c.phrase) ? 3 : 2))
    .sort((a, b) => b.score - a.score || byCodePoint(a.phrase, b.phrase));

  const chosen: typeof scored = [];
  for (const candidate of scored) {
    if (chosen.length >= TOPICS_MAX) break;
    // A word already covered by a chosen phrase ('keeper' after 'gate keeper'), or a
    // phrase that only pads a chosen one ('six gate keeper'), adds nothing.
    const covered = chosen.some(
      (c) =>
        (contains(c.phrase, candidate.phrase) && candidate.count <= c.count * 1.5) ||
        (c.phrase.includes(" ") &&
          contains(candidate.phrase, c.phrase) &&
          candidate.count <= c.count),
    );
    // Named bodies are entities, not topics ('national irrigation authority').
    const named =
      candidate.phrase.includes(" ") &&
      [...names].some((n) => n === candidate.phrase || contains(n, candidate.phrase));
    if (named) continue;
    if (!covered) chosen.push(candidate);
  }
  const best = Math.max(0, ...chosen.map((c) => c.score));
  const perSegment = segmentLemmas(tokens, segmentCount);
  return chosen.map((c) => ({
    topic: clampText(c.phrase, L.topic),
    confidence: unit(best > 0 ? (c.score / best) * c.trust : 0),
    relevance: unit(
      perSegment.filter((s) => s.includes(` ${c.phrase} `)).length / Math.max(1, segmentCount),
    ),
  }));
}

function contains(longer: string, shorter: string): boolean {
  return longer !== shorter && ` ${longer} `.includes(` ${shorter} `);
}

/** Each segment's words, then their lemmas, to test which segments mention a topic. */
function segmentLemmas(tokens: readonly Token[], segmentCount: number): string[] {
  const normals: string[][] = Array.from({ length: segmentCount }, () => []);
  const roots: string[][] = Array.from({ length: segmentCount }, () => []);
  for (const token of tokens) {
    normals[token.segment]?.push(token.normal);
    roots[token.segment]?.push(token.root);
  }
  return normals.map((words, i) => ` ${words.join(" ")} | ${(roots[i] ?? []).join(" ")} `);
}

// ---------------------------------------------------------------------------
// Named entities
// ---------------------------------------------------------------------------

interface People {
  /** Lower-case first names, to recognise "lucy will" or "Joseph will". */
  firstNames: Set<string>;
  /** Lower-case name words, kept out of the topics. */
  tokens: Set<string>;
  /** Mentions per display name. */
  mentions: Map<string, number>;
  /** Where each display name is mentioned in the text (none for speaker labels). */
  spans: Map<string, Array<{ start: number; end: number }>>;
}

const TITLES = /^(?:mr|mrs|ms|dr|madam|sir|chairman|chair)\.?\s+/i;

function cleanName(raw: string): string {
  return raw
    .replace(/[^\p{L}\p{N}\s'’&.-]/gu, " ")
    .replace(/['’]s\b/g, "")
    .replace(/\s+/g, " ")
    .replace(/^the\s+/i, "")
    .replace(/[.'’-]+$/g, "")
    .trim();
}

/** Lower-case input (speech recognition) gets title case for display. */
function displayName(name: string): string {
  return name === name.toLowerCase() ? name.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : name;
}

function matchTexts(json: unknown): Array<{ text: string; start: number; length: number }> {
  if (!Array.isArray(json)) return [];
  return json.map((m: LibraryMatch) => ({
    text: str(m.text),
    start: num(m.offset?.start),
    length: num(m.offset?.length),
  }));
}

/** How often a word or phrase occurs in the text, as whole words, ignoring case. */
function occurrences(text: string, phrase: string): number {
  const escaped = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return (
    text.toLowerCase().match(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "gu"))
      ?.length ?? 0
  );
}

/** 'Hari Thapa', 'Fiona MacLeod', 'Aurelio Pérez': two to four capitalised words. */
const FULL_NAME = /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}$/u;

function collectPeople(
  chunks: readonly Chunk[],
  segments: readonly TranscriptSegment[],
  text: string,
  confidenceAt: ConfidenceAt,
): People {
  const lowerCase = isLowerCase(text);
  const found: Array<{ name: string; span?: { start: number; end: number } }> = [];
  for (const m of libraryMatches(chunks, (doc) => doc.people())) {
    const span = { start: m.start, end: m.start + m.length };
    // Misheard words name nobody; in text with capitals, a name has them ('clay ovens', 'a government grant').
    if (spanConfidence(confidenceAt, text, span.start, span.end) < LOW_WORD_CONFIDENCE) continue;
    const name = cleanName(m.text.replace(TITLES, ""));
    if (!lowerCase && !/^\p{Lu}/u.test(name)) continue;
    // A word the text also writes in lower case is a common noun ('Clay ovens… in clay ovens').
    if (!lowerCase && !name.includes(" ") && occurrences(text, name) > countCapitalised(text, name))
      continue;
    found.push({ name, span });
  }
  // Speaker labels that are names: a full name ('Hari Thapa', not 'Speaker 1' or
  // 'Interviewer'), or one the library recognises. Each speaker counts once:
  // speaking often is not being mentioned often.
  const speakers = new Set(segments.map((s) => s.speaker?.trim() ?? "").filter(Boolean));
  for (const speaker of [...speakers].sort()) {
    const head = speaker.split(/\s+/).at(-1)?.toLowerCase() ?? "";
    if (FULL_NAME.test(speaker) && !ORG_HEAD_WORDS.has(head))
      found.push({ name: cleanName(speaker) });
    else
      for (const m of matchTexts(nlp(speaker).people().json()))
        found.push({ name: cleanName(m.text) });
  }
  const full = found.map((f) => f.name).filter((n) => n.includes(" "));
  const mentions = new Map<string, number>();
  const spans = new Map<string, Array<{ start: number; end: number }>>();
  for (const { name, span } of found.filter((f) => f.name)) {
    // A first name alone is the same person as the one full name starting with it.
    const lower = name.toLowerCase();
    const owners = full.filter((f) => f.toLowerCase().startsWith(`${lower} `));
    const distinctOwners = new Set(owners.map((o) => o.toLowerCase()));
    const key = distinctOwners.size === 1 && owners[0] ? owners[0] : name;
    const existing =
      [...mentions.keys()].find((k) => k.toLowerCase() === key.toLowerCase()) ?? displayName(key);
    mentions.set(existing, (mentions.get(existing) ?? 0) + 1);
    if (span) spans.set(existing, [...(spans.get(existing) ?? []), span]);
  }
  const tokens = new Set<string>();
  const firstNames = new Set<string>();
  for (const name of mentions.keys()) {
    const words = name.toLowerCase().split(" ");
    words.forEach((w) => tokens.add(w));
    if (words[0]) firstNames.add(words[0]);
  }
  return { firstNames, tokens, mentions, spans };
}

const ORG_HEADS =
  "association|authority|office|committee|council|board|bank|company|cooperative|co-operative|co-op|society|ministry|department|union|agency|foundation|trust|commission|school|university|church|project|programme|organisation|organization|hydro|energy|network|alliance|federation|forum|collective|unit";

interface Candidate {
  name: string;
  type: EntityType;
  /** How sure the library is, before counting mentions. */
  base: number;
  start: number;
  end: number;
  /** Mentions, when counted over the whole text rather than one per candidate. */
  mentions?: number;
}

function organisationCandidates(chunks: readonly Chunk[], text: string): Candidate[] {
  const lowerCase = isLowerCase(text);
  const found: Candidate[] = libraryMatches(chunks, (doc) => doc.organizations())
    // With capitals in the text, a name has them.
    .filter((m) => lowerCase || /^\p{Lu}/u.test(m.text))
    .map((m) => ({
      name: cleanName(m.text),
      type: "organization",
      base: 0.7,
      start: m.start,
      end: m.start + m.length,
    }));
  // Named bodies the library's lexicon misses: capitalised words ending in an institution
  // word ('Nyeri County Water Office'), or, in lower-case transcripts, 'the national
  // irrigation authority'.
  const capitalised = new RegExp(
    `\\b(?:[A-Z][\\p{L}'’-]+\\s+){1,4}(?:${capitalise(ORG_HEADS)})\\b`,
    "gu",
  );
  for (const match of text.matchAll(capitalised)) {
    found.push(orgCandidate(match[0], match.index, 0.6));
  }
  if (lowerCase) found.push(...lowerCaseOrganisations(text));
  return found;
}

const ORG_HEAD_WORDS = new Set(ORG_HEADS.split("|"));

/**
 * Speech recognisers often write everything in lower case (an 'I' aside), which
 * hides proper nouns from the tagger: the few heuristics for that case apply
 * when almost no word is capitalised.
 */
function isLowerCase(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w) && w !== "I").length;
  return capitalised <= words.length * 0.01;
}

/** Ordering independent of the machine's locale, so output is the same everywhere. */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * 'the national irrigation authority office': up to three plain words before
 * an institution word. One plain word ('the water committee', 'the seed
 * bank') is a name only when the phrase comes back.
 */
function lowerCaseOrganisations(text: string): Candidate[] {
  const words = [...text.matchAll(/\p{L}[\p{L}'-]*/gu)].map((m) => ({
    word: m[0].toLowerCase(),
    index: m.index,
  }));
  const found: Candidate[] = [];
  words.forEach(({ word }, i) => {
    // The last of consecutive institution words ends the name ('authority office').
    if (!ORG_HEAD_WORDS.has(word) || ORG_HEAD_WORDS.has(words[i + 1]?.word ?? "")) return;
    let first = i;
    while (first > 0 && i - first < 4) {
      const previous = words[first - 1]?.word ?? "";
      if (STOP_WORDS.has(previous) || BACKGROUND.has(previous)) break;
      first--;
    }
    const head = words[i];
    const begin = words[first];
    if (!head || !begin || i - first < 1 || words[first - 1]?.word !== "the") return;
    const name = text.slice(begin.index, head.index + head.word.length);
    if (i - first < 2 && occurrences(text, name) < 2) return;
    found.push(orgCandidate(name, begin.index, 0.45));
  });
  return found;
}

function orgCandidate(raw: string, index: number, base: number): Candidate {
  const name = cleanName(raw).replace(/^(?:The|At|In|From|To|With|By)\s+/, "");
  return { name, type: "organization", base, start: index, end: index + raw.length };
}

function capitalise(alternatives: string): string {
  return alternatives
    .split("|")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("|");
}

// Proper nouns that follow "from" or "to" in speech without being places.
const NOT_PLACES = new Set(["god", "allah", "jesus", "christ", "heaven", "lord", "me", "us"]);
const LOCATIVE = /\b(?:in|at|near|from|to|towards|around|outside)\s+$/i;

/**
 * Places need evidence: the library's gazetteer, the country table, or a
 * capitalised proper noun after 'in', 'at', 'near', 'from'… that is not an
 * abstract noun ('from Terrorism' is a concept) and is never written in lower
 * case elsewhere in the text. In lower-case speech, an unknown word after
 * such a preposition is a place only when it comes back (confidence 0.4 at
 * two mentions; one mention stays under the entity threshold).
 */
function placeCandidates(
  chunks: readonly Chunk[],
  text: string,
  tokens: readonly Token[],
): Candidate[] {
  const lowerCase = isLowerCase(text);
  const found: Candidate[] = libraryMatches(chunks, (doc) => doc.places())
    .filter((m) => lowerCase || /^\p{Lu}/u.test(m.text))
    .map((m) => ({
      name: cleanName(m.text),
      type: "location",
      base: 0.7,
      start: m.start,
      end: m.start + m.length,
    }));
  // Countries by name ('Malaysia', 'the United States'); short aliases ('us') only with capitals.
  found.push(...countryCandidates(text, lowerCase));
  for (const token of tokens) {
    const { tags, text: word, offset: start } = token;
    if (!LOCATIVE.test(text.slice(Math.max(0, start - 12), start))) continue;
    if (tags.has("Person") || tags.has("Date") || tags.has("Pronoun")) continue;
    if (NOT_PLACES.has(word.toLowerCase())) continue;
    const proper =
      !lowerCase &&
      tags.has("ProperNoun") &&
      /^\p{Lu}/u.test(word) &&
      occurrences(text, word) === countCapitalised(text, word);
    const unknownLowerNoun =
      lowerCase &&
      tags.size <= 2 &&
      tags.has("Singular") &&
      !STOP_WORDS.has(word) &&
      !BACKGROUND.has(word) &&
      /^[a-z]{4,}$/.test(word);
    const name = cleanName(word);
    if (proper && isAbstractNoun(name)) {
      found.push({ name, type: "concept", base: 0.45, start, end: start + word.length });
    } else if (proper || unknownLowerNoun) {
      found.push({
        name,
        type: "location",
        base: proper ? 0.5 : 0.35,
        start,
        end: start + word.length,
        ...(unknownLowerNoun ? { mentions: occurrences(text, word) } : {}),
      });
    }
  }
  return found;
}

/** Occurrences of a word written with a capital letter. */
function countCapitalised(text: string, word: string): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return (
    text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "gu"))?.length ?? 0
  );
}

const COUNTRY_PHRASE = /\p{L}[\p{L}'’.-]*/gu;

/** Countries named in the text, from the country table (1 to 4 words). */
function countryCandidates(text: string, lowerCase: boolean): Candidate[] {
  const words = [...text.matchAll(COUNTRY_PHRASE)].map((m) => ({ word: m[0], index: m.index }));
  const found: Candidate[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let size = 4; size >= 1; size--) {
      const slice = words.slice(i, i + size);
      if (slice.length < size) continue;
      const first = slice[0];
      const last = slice[slice.length - 1];
      if (!first || !last) continue;
      const phrase = text.slice(first.index, last.index + last.word.length);
      if (!lowerCase && !/^\p{Lu}/u.test(phrase)) continue;
      if (phrase.replace(/[^\p{L}]/gu, "").length < (lowerCase ? 4 : 2)) continue;
      if (STOP_WORDS.has(phrase.toLowerCase())) continue;
      const country = lookupCountry(phrase);
      if (!country) continue;
      found.push({
        name: country.name,
        type: "location",
        base: 0.7,
        start: first.index,
        end: last.index + last.word.length,
      });
      i += size - 1;
      break;
    }
  }
  return found;
}

function extractEntities(
  chunks: readonly Chunk[],
  text: string,
  tokens: readonly Token[],
  people: People,
  confidenceAt: ConfidenceAt,
): Entity[] {
  const trusted = (c: Candidate) =>
    spanConfidence(confidenceAt, text, c.start, c.end) >= LOW_WORD_CONFIDENCE;
  const organisations = organisationCandidates(chunks, text).filter(trusted);
  const inside = (span: { start: number; end: number }, length: number) =>
    organisations.some((o) => o.start <= span.start && span.end <= o.end && o.name.length > length);
  // A place inside an organisation's name ('Nyeri County' in 'Nyeri County Water Office') is part of that name.
  const places = placeCandidates(chunks, text, tokens)
    .filter(trusted)
    .filter((p) => !inside(p, p.name.length));

  const merged = new Map<string, { entity: Entity; mentions: number; base: number }>();
  const add = (name: string, type: EntityType, base: number, mentions = 1, counted = false) => {
    const clean = displayName(cleanName(name));
    if (clean.length < 2 || STOP_WORDS.has(clean.toLowerCase())) return;
    const key = clean.toLowerCase();
    const existing = merged.get(key);
    if (existing) {
      existing.mentions = counted
        ? Math.max(existing.mentions, mentions)
        : existing.mentions + mentions;
      // The more confident reading decides the type ('Kenya Red Cross' is an organisation, not a place).
      if (base > existing.base) {
        existing.base = base;
        existing.entity.type = type;
      }
      return;
    }
    merged.set(key, {
      entity: { name: clampText(clean, L.entity), type, confidence: 0 },
      mentions,
      base,
    });
  };

  const lowerCase = isLowerCase(text);
  for (const [name, count] of people.mentions) {
    const spans = people.spans.get(name) ?? [];
    // 'Glen Aire' in 'Glen Aire Community Hydro' names the body, not a person.
    if (spans.length > 0 && spans.every((s) => inside(s, name.length))) continue;
    // In lower-case speech a lone first name said once ('grace', 'will') is too thin.
    if (lowerCase && !name.includes(" ") && count < 2) continue;
    add(name, "person", name.includes(" ") ? 0.75 : 0.55, count);
  }
  for (const o of organisations) add(o.name, "organization", o.base);
  for (const p of places) add(p.name, p.type, p.base, p.mentions ?? 1, p.mentions !== undefined);
  dropContainedOrganisations(merged);

  return [...merged.values()]
    .map(({ entity, mentions, base }) => ({
      ...entity,
      confidence: unit(Math.min(0.98, base + 0.05 * (mentions - 1))),
    }))
    .filter((e) => e.confidence >= ENTITY_CONFIDENCE_MIN)
    .sort((a, b) => b.confidence - a.confidence || byCodePoint(a.name, b.name))
    .slice(0, L.entities);
}

/** 'Red Cross' found inside 'Kenya Red Cross' counts as a mention of the longer name. */
function dropContainedOrganisations(
  merged: Map<string, { entity: Entity; mentions: number; base: number }>,
): void {
  const names = [...merged.keys()];
  for (const key of names) {
    const value = merged.get(key);
    if (!value || value.entity.type !== "organization") continue;
    const longer = names.filter(
      (other) => other !== key && ` ${other} `.includes(` ${key} `) && merged.has(other),
    );
    const target = longer.length === 1 && longer[0] ? merged.get(longer[0]) : undefined;
    if (target && target.entity.type === "organization") {
      target.mentions += value.mentions;
      merged.delete(key);
    }
  }
}

// ---------------------------------------------------------------------------
// Schema safety
// ---------------------------------------------------------------------------

function clampText(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  return `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/** A number forced into 0..1 with three decimals, so output is stable and valid. */
function unit(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
}
