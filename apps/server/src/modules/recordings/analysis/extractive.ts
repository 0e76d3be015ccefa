import nlp from "compromise";
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
    "everyone everybody everything anyone anybody anything nobody nothing none lot lots"
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
 */
export function analyzeTranscript(
  segments: readonly TranscriptSegment[],
  _options: AnalyzeOptions = {},
): RecordingAnalysis {
  const usable = segments.filter((s) => s.text.trim().length > 0);
  if (usable.length === 0) return emptyAnalysis();

  const { text, starts } = joinSegments(usable);
  const chunks = parseChunks(text, starts, usable);
  const librarySentences = chunks.flatMap((chunk) =>
    readTokens(chunk.doc.json(TERM_JSON), chunk.base, starts),
  );
  const tokenCount = librarySentences.reduce((n, s) => n + s.length, 0);
  if (tokenCount === 0) return emptyAnalysis();

  const punctuated = tokenCount / librarySentences.length <= UNPUNCTUATED_WORDS_PER_SENTENCE;
  const people = collectPeople(chunks, usable);
  const groups = punctuated
    ? librarySentences.flatMap((s) => splitRunOn(s, SENTENCE_WORDS_MAX))
    : splitUnpunctuated(librarySentences.flat(), people.firstNames).flatMap((s) =>
        splitRunOn(s, FRAGMENT_WORDS_MAX),
      );
  const sentences = groups.map((tokens, index) =>
    toSentence(text, tokens, index, usable, punctuated),
  );

  const scores = scoreSentences(sentences);
  const summarySentences = pickSummary(sentences, scores);
  const entities = extractEntities(chunks, text, librarySentences.flat(), people);
  const analysis: RecordingAnalysis = {
    summary: clampText(summarySentences.map((s) => s.text).join(" "), L.summary),
    keyQuotes: pickQuotes(sentences, scores, new Set(summarySentences.map((s) => s.index))),
    actionItems: findActionItems(sentences, people.firstNames),
    topics: extractTopics(
      librarySentences.flat(),
      usable.length,
      people.tokens,
      new Set(entities.map((e) => e.name.toLowerCase())),
    ),
    entities,
  };
  return RecordingAnalysis.parse(analysis);
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

function readTokens(json: unknown, base: number, starts: readonly number[]): Token[][] {
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
    text: punctuated ? raw : tidy(raw),
    start: Math.max(0, Math.floor(segments[first?.segment ?? 0]?.start ?? 0)),
    terms: tokens.filter(isContentWord).map((t) => t.root),
  };
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

function summaryLength(count: number): number {
  if (count <= SUMMARY_MIN) return count;
  return Math.max(SUMMARY_MIN, Math.min(SUMMARY_MAX, Math.round(3 + Math.log2(count / 20))));
}

/**
 * Greedy selection of high-scoring sentences that also cover the recording:
 * a sentence loses weight for each one already chosen from the same stretch
 * of the transcript (meetings move through an agenda) and for repeating one.
 */
function pickSummary(sentences: readonly Sentence[], scores: readonly number[]): Sentence[] {
  const wanted = summaryLength(sentences.length);
  const substantial = sentences.filter((s) => s.tokens.length >= 5);
  const pool = substantial.length >= wanted ? substantial : [...sentences];
  const stretch = (s: Sentence) => Math.floor((s.index * wanted) / Math.max(1, sentences.length));
  const chosen: Sentence[] = [];
  let length = 0;
  while (chosen.length < wanted) {
    let best: Sentence | undefined;
    let bestValue = -1;
    for (const sentence of pool) {
      if (chosen.includes(sentence) || length + sentence.text.length + 1 > L.summary) continue;
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

function pickQuotes(
  sentences: readonly Sentence[],
  scores: readonly number[],
  inSummary: ReadonlySet<number>,
): KeyQuote[] {
  const wanted = Math.min(QUOTES_MAX, Math.max(1, Math.floor(sentences.length / 4)));
  const ranked = [...sentences].sort(byScore(scores));
  const chosen: Sentence[] = [];
  // Self-contained sentences not already in the summary first, then relax.
  const passes: Array<(s: Sentence) => boolean> = [
    (s) => quotable(s, true) && !inSummary.has(s.index),
    (s) => quotable(s, false) && !inSummary.has(s.index),
    (s) => quotable(s, false),
    () => true,
  ];
  for (const accept of passes) {
    for (const sentence of ranked) {
      if (chosen.length >= wanted) break;
      if (chosen.includes(sentence) || !accept(sentence)) continue;
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

const EXPLICIT_ACTION = /^\s*(?:action(?:\s+item)?|to\s?-?do|task)\s*[:–—-]\s*/i;
const MODAL_ACTION = /\b(?:must|should|need to|needs to|have to|has to|ought to)\b/i;
const LETS_ACTION = /\b(?:let's|let us)\b/i;
// Running the meeting itself is not a task to follow up.
const PROCEDURAL =
  /\b(?:let's|let us)\s+(?:start|begin|open|close|pray|continue|move on|proceed)\b/i;
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
const ASSIGNED_WILL = /\b(?:i|we)\s+will\b/i;

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

/** Imperative: the library tags the first verb (after 'please' or a vocative) as such. */
function isImperative(sentence: Sentence): boolean {
  const words = sentence.tokens;
  if (words[0]?.normal === "thank" || sentence.text.endsWith("?")) return false;
  const firstVerb = words.findIndex((t) => t.tags.has("Verb"));
  if (firstVerb < 0 || firstVerb > 3) return false;
  const before = words.slice(0, firstVerb);
  const leadIn = before.every(
    (t) => t.normal === "please" || t.tags.has("Person") || t.tags.has("Expression"),
  );
  return leadIn && (words[firstVerb]?.tags.has("Imperative") ?? false);
}

function assignedToPerson(lower: string, firstNames: ReadonlySet<string>): boolean {
  const match = /\b([a-z]+)(?:\s+and\s+([a-z]+))?\s+will\s+(?!be\b|not\b)/.exec(lower);
  return match !== null && firstNames.has(match[1] ?? "");
}

function actionText(sentence: Sentence): { text: string; explicit: boolean } {
  const explicit = EXPLICIT_ACTION.test(sentence.text);
  const text = sentence.text.replace(EXPLICIT_ACTION, "").trim();
  return { text: text.charAt(0).toUpperCase() + text.slice(1), explicit };
}

function isActionSentence(
  sentence: Sentence,
  explicit: boolean,
  firstNames: ReadonlySet<string>,
): boolean {
  if (explicit) return true;
  const lower = sentence.text.toLowerCase().replace(/’/g, "'");
  if (lower.endsWith("?") || NEGATED_MODAL.test(lower)) return false;
  if (PROCEDURAL.test(lower)) return false;
  if (/\bto do\b/.test(lower) || MODAL_ACTION.test(lower) || LETS_ACTION.test(lower)) return true;
  if (/\bwill\b/.test(lower) && DEADLINE.test(lower)) return true;
  return ASSIGNED_WILL.test(lower) || assignedToPerson(lower, firstNames) || isImperative(sentence);
}

const PRIORITY_RANK: Record<ActionPriority, number> = { high: 0, medium: 1, low: 2 };

function findActionItems(
  sentences: readonly Sentence[],
  firstNames: ReadonlySet<string>,
): ActionItem[] {
  const items: Array<ActionItem & { terms: string[] }> = [];
  for (const sentence of sentences) {
    const { text, explicit } = actionText(sentence);
    if (!text || !isActionSentence(sentence, explicit, firstNames)) continue;
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

/** Candidate phrases: runs of nouns and adjectives ending in a noun, 1 to 3 words. */
function candidatePhrases(
  tokens: readonly Token[],
  excluded: ReadonlySet<string>,
): Map<string, number> {
  const counts = new Map<string, number>();
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
        const phrase = words.map((t, k) => (k === words.length - 1 ? t.root : t.normal)).join(" ");
        counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
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
  const scored = [...counts]
    .map(([phrase, count]) => ({ phrase, count, score: phraseScore(phrase, count) }))
    .filter((c) => c.score > 0 && (c.count >= 2 || counts.size < 20))
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
    confidence: unit(best > 0 ? c.score / best : 0),
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

function collectPeople(chunks: readonly Chunk[], segments: readonly TranscriptSegment[]): People {
  const names = libraryMatches(chunks, (doc) => doc.people()).map((m) =>
    cleanName(m.text.replace(TITLES, "")),
  );
  // Speaker labels that the library recognises as names ('Grace Wanjiru', not 'Speaker 1').
  // Each speaker counts once: speaking often is not being mentioned often.
  const speakers = new Set(segments.map((s) => s.speaker?.trim() ?? "").filter(Boolean));
  for (const speaker of [...speakers].sort()) {
    for (const m of matchTexts(nlp(speaker).people().json())) names.push(cleanName(m.text));
  }
  const full = names.filter((n) => n.includes(" "));
  const mentions = new Map<string, number>();
  for (const name of names.filter(Boolean)) {
    // A first name alone is the same person as the one full name starting with it.
    const lower = name.toLowerCase();
    const owners = full.filter((f) => f.toLowerCase().startsWith(`${lower} `));
    const distinctOwners = new Set(owners.map((o) => o.toLowerCase()));
    const key = distinctOwners.size === 1 && owners[0] ? owners[0] : name;
    const existing =
      [...mentions.keys()].find((k) => k.toLowerCase() === key.toLowerCase()) ?? displayName(key);
    mentions.set(existing, (mentions.get(existing) ?? 0) + 1);
  }
  const tokens = new Set<string>();
  const firstNames = new Set<string>();
  for (const name of mentions.keys()) {
    const words = name.toLowerCase().split(" ");
    words.forEach((w) => tokens.add(w));
    if (words[0]) firstNames.add(words[0]);
  }
  return { firstNames, tokens, mentions };
}

const ORG_HEADS =
  "association|authority|office|committee|council|board|bank|company|cooperative|co-operative|society|ministry|department|union|agency|foundation|trust|commission|school|university|church|project|programme|organisation|organization";

interface Candidate {
  name: string;
  type: EntityType;
  /** How sure the library is, before counting mentions. */
  base: number;
  start: number;
  end: number;
}

function organisationCandidates(chunks: readonly Chunk[], text: string): Candidate[] {
  const found: Candidate[] = libraryMatches(chunks, (doc) => doc.organizations()).map((m) => ({
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
  if (isLowerCase(text)) found.push(...lowerCaseOrganisations(text));
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

/** 'the national irrigation authority office': up to three plain words before an institution word. */
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

function placeCandidates(
  chunks: readonly Chunk[],
  text: string,
  tokens: readonly Token[],
): Candidate[] {
  const found: Candidate[] = libraryMatches(chunks, (doc) => doc.places()).map((m) => ({
    name: cleanName(m.text),
    type: "location",
    base: 0.7,
    start: m.start,
    end: m.start + m.length,
  }));
  // A proper noun right after a locative preposition that the library did not
  // classify ('in Karatina', 'near kianjiru' in lower-case speech) is most likely a place.
  const lowerCase = isLowerCase(text);
  for (const token of tokens) {
    const { tags, text: word, offset: start } = token;
    if (!LOCATIVE.test(text.slice(Math.max(0, start - 12), start))) continue;
    if (tags.has("Person") || tags.has("Date") || tags.has("Pronoun")) continue;
    if (NOT_PLACES.has(word.toLowerCase())) continue;
    const proper = tags.has("ProperNoun") && /^\p{Lu}/u.test(word);
    const unknownLowerNoun =
      lowerCase &&
      tags.size <= 2 &&
      tags.has("Singular") &&
      !STOP_WORDS.has(word) &&
      !BACKGROUND.has(word) &&
      /^[a-z]{4,}$/.test(word);
    if (proper || unknownLowerNoun) {
      found.push({
        name: cleanName(word),
        type: "location",
        base: proper ? 0.5 : 0.35,
        start,
        end: start + word.length,
      });
    }
  }
  return found;
}

function extractEntities(
  chunks: readonly Chunk[],
  text: string,
  tokens: readonly Token[],
  people: People,
): Entity[] {
  const organisations = organisationCandidates(chunks, text);
  // A place inside an organisation's name ('Nyeri County' in 'Nyeri County Water Office') is part of that name.
  const places = placeCandidates(chunks, text, tokens).filter(
    (p) =>
      !organisations.some(
        (o) => o.start <= p.start && p.end <= o.end && o.name.length > p.name.length,
      ),
  );

  const merged = new Map<string, { entity: Entity; mentions: number; base: number }>();
  const add = (name: string, type: EntityType, base: number, mentions = 1) => {
    const clean = displayName(cleanName(name));
    if (clean.length < 2 || STOP_WORDS.has(clean.toLowerCase())) return;
    const key = clean.toLowerCase();
    const existing = merged.get(key);
    if (existing) {
      existing.mentions += mentions;
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

  for (const [name, count] of people.mentions)
    add(name, "person", name.includes(" ") ? 0.75 : 0.55, count);
  for (const o of organisations) add(o.name, "organization", o.base);
  for (const p of places) add(p.name, "location", p.base);
  dropContainedOrganisations(merged);

  return [...merged.values()]
    .map(({ entity, mentions, base }) => ({
      ...entity,
      confidence: unit(Math.min(0.98, base + 0.05 * (mentions - 1))),
    }))
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
