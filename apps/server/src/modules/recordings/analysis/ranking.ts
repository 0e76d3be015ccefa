/**
 * Sentence scoring (TextRank over TF-IDF cosine similarity, plus centrality)
 * and what the scores choose: the summary and the key quotes.
 */
import { RECORDING_TEXT_LIMITS, type KeyQuote } from "@field-commons/shared/recordings";
import {
  LOW_WORD_CONFIDENCE,
  QUOTE_MAX_SHARE,
  SUMMARY_MAX_SHARE,
  containsWords,
  plainWords,
} from "./honesty";
import { clampText, unit } from "./output";
import { overlap, type Sentence } from "./sentences";
import { BACKGROUND } from "./tokens";

const L = RECORDING_TEXT_LIMITS;

const PRONOUN_OR_CONJUNCTION_START =
  /^(and|but|or|so|because|then|it|it's|this|that|these|those|they|he|she|him|her|which|also|yes|no|okay|well)\b/i;

const SUMMARY_MIN = 3;
const SUMMARY_MAX = 5;
const QUOTES_MAX = 5;

/** TextRank is quadratic in the sentences it ranks: long transcripts rank a pre-selected subset. */
const RANKED_SENTENCES_MAX = 400;

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
export function scoreSentences(sentences: readonly Sentence[]): number[] {
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
export function pickSummary(
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
export function pickQuotes(
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
