import type { Embedder } from "./embedder";
import { normalise, placeholderVector } from "./vector-math";
import { loadWordVectors, type WordVectors } from "./word-vectors";

/**
 * The offline sentence embedder: smooth inverse frequency (SIF) averages of
 * GloVe word vectors (Arora, Liang and Ma, "A Simple but Tough-to-Beat
 * Baseline for Sentence Embeddings", ICLR 2017).
 *
 *   1. Tokens: NFKC, lowercase, possessive 's removed, runs of Unicode
 *      letters and digits (so hyphenated words split); English stop words,
 *      numbers and single characters dropped.
 *   2. A word missing from the vocabulary tries its form without accents,
 *      then its singular ("cooperatives", "policies", "churches"); else it is
 *      skipped.
 *   3. Each occurrence adds a / (a + p(w)) times the word's vector, p(w)
 *      estimated from the frequency rank r by Zipf's law,
 *      p(w) = 1 / ((r + 1) H) with H the harmonic number of the vocabulary:
 *      frequent words count little, rare (specific) words a lot.
 *   4. The common component is removed: the direction every SIF average
 *      shares (the frequency-weighted mean of the weighted word vectors,
 *      which is what the paper's first singular vector of a corpus's
 *      sentence vectors tends to), estimated once from the vocabulary.
 *   5. The result is scaled to length 1.
 *
 * A text without a known word gets the common direction itself: a unit
 * vector orthogonal to every other text's vector (cosine 0).
 *
 * Change MODEL when anything here changes what vectors come out: stored
 * vectors of another model are recomputed.
 */
export const LOCAL_EMBEDDER_MODEL = "glove-100d-sif-1";

/** SIF's smoothing weight a: with Zipf estimates, rank ~100 weighs 1/2, rank 1000 ~0.9. */
const DEFAULT_SMOOTHING = 1e-3;

// English function words, and the parts of contractions the tokenizer leaves
// ("don't" gives "don" and a dropped "t"). SIF already weighs frequent words down.
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are aren as at be because been
  before being below between both but by can cannot could couldn did didn do does doesn doing
  don down during each else even ever every few for from further had hadn has hasn have haven
  having he her here hers herself him himself his how however i if in into is isn it its itself
  just ll least let like may me might more most must mustn my myself no nor not now of off
  often on once one only or other others otherwise ought our ours ourselves out over own per
  quite rather re same shall shan she should shouldn since so some such than that the their
  theirs them themselves then there these they this those though through thus to too under
  until up upon us ve very via was wasn we were weren what whatever when where whether which
  while who whom whose why will with within without won would wouldn yet you your yours
  yourself yourselves`.split(/\s+/),
);

const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;
const POSSESSIVE = /['’ʼ]s(?![\p{L}\p{N}])/gu;
const DIGITS = /^\p{N}+$/u;
const ACCENTS = /\p{M}+/gu;

/** The words of a text as the embedder sees them (stop words removed). */
export function tokenize(text: string): string[] {
  const words: string[] = [];
  const clean = text.normalize("NFKC").toLowerCase().replace(POSSESSIVE, " ");
  for (const match of clean.matchAll(TOKEN)) {
    const word = match[0];
    if (word.length < 2 || STOP_WORDS.has(word) || DIGITS.test(word)) continue;
    words.push(word);
  }
  return words;
}

/** Forms to try when a word is not in the vocabulary, most likely first. */
function fallbacks(word: string): string[] {
  const forms: string[] = [];
  const plain = word.normalize("NFD").replace(ACCENTS, "").normalize("NFC");
  if (plain !== word) forms.push(plain);
  for (const form of [word, plain]) {
    if (form.length <= 3 || !form.endsWith("s") || form.endsWith("ss")) continue;
    if (form.endsWith("ies")) forms.push(`${form.slice(0, -3)}y`);
    if (/(?:ches|shes|sses|xes|zes|oes)$/.test(form)) forms.push(form.slice(0, -2));
    forms.push(form.slice(0, -1));
  }
  return forms;
}

export interface SentenceEncoderOptions {
  /** SIF's a. */
  smoothing?: number | undefined;
  /** Remove the common component (default true). */
  removeCommonComponent?: boolean | undefined;
}

/** The synchronous core of the local embedder, over loaded word vectors. */
export class SentenceEncoder {
  private readonly smoothing: number;
  private readonly harmonic: number;
  private readonly common: Float32Array | undefined;
  private readonly empty: Float32Array;
  // Row and SIF weight of every word seen, fallbacks resolved; -1: unknown.
  private readonly lookups = new Map<string, { row: number; weight: number }>();

  constructor(
    private readonly vectors: WordVectors,
    options: SentenceEncoderOptions = {},
  ) {
    this.smoothing = options.smoothing ?? DEFAULT_SMOOTHING;
    this.harmonic = Math.log(vectors.sourceSize) + 0.5772156649;
    this.common = options.removeCommonComponent === false ? undefined : this.commonComponent();
    this.empty = this.common ?? placeholderVector(vectors.dimensions, LOCAL_EMBEDDER_MODEL);
  }

  /** SIF weight of a frequency rank. */
  private weightOfRank(rank: number): number {
    const p = 1 / ((rank + 1) * this.harmonic);
    return this.smoothing / (this.smoothing + p);
  }

  /**
   * The direction all SIF averages share: sum over the vocabulary's content
   * words of p(w) * weight(w) * v(w), the expected SIF vector of a text.
   */
  private commonComponent(): Float32Array {
    const sum = new Float32Array(this.vectors.dimensions);
    for (let row = 0; row < this.vectors.size; row++) {
      const word = this.vectors.wordAt(row);
      if (STOP_WORDS.has(word) || DIGITS.test(word)) continue;
      const rank = this.vectors.rankAt(row);
      const p = 1 / ((rank + 1) * this.harmonic);
      this.vectors.addTo(sum, row, p * this.weightOfRank(rank));
    }
    return normalise(sum);
  }

  private lookup(word: string): { row: number; weight: number } {
    let found = this.lookups.get(word);
    if (found) return found;
    let row = this.vectors.indexOf(word);
    if (row === undefined) {
      for (const form of fallbacks(word)) {
        row = this.vectors.indexOf(form);
        if (row !== undefined) break;
      }
    }
    found =
      row === undefined
        ? { row: -1, weight: 0 }
        : { row, weight: this.weightOfRank(this.vectors.rankAt(row)) };
    // Queries and documents repeat words; unknown words are bounded by the texts indexed.
    if (this.lookups.size < 200_000) this.lookups.set(word, found);
    return found;
  }

  /** How many of a text's words the vocabulary knows. */
  knownWords(text: string): number {
    let known = 0;
    for (const word of tokenize(text)) if (this.lookup(word).row >= 0) known++;
    return known;
  }

  /** The unit vector of one text. */
  encode(text: string): Float32Array {
    const sum = new Float32Array(this.vectors.dimensions);
    let known = 0;
    for (const word of tokenize(text)) {
      const { row, weight } = this.lookup(word);
      if (row < 0) continue;
      this.vectors.addTo(sum, row, weight);
      known++;
    }
    if (known === 0) return this.empty.slice();
    const common = this.common;
    if (common) {
      let projection = 0;
      for (let d = 0; d < sum.length; d++) projection += (sum[d] as number) * (common[d] as number);
      for (let d = 0; d < sum.length; d++) {
        sum[d] = (sum[d] as number) - projection * (common[d] as number);
      }
    }
    normalise(sum);
    // A text that is exactly the common direction (never in practice) would be all zeros.
    return sum.some((value) => value !== 0) ? sum : this.empty.slice();
  }
}

/** The offline embedder; the word vectors load on the first call. */
export function createLocalEmbedder(
  options: SentenceEncoderOptions & { vectors?: () => Promise<WordVectors> } = {},
): Embedder {
  let encoder: Promise<SentenceEncoder> | undefined;
  const load = options.vectors ?? loadWordVectors;
  const ready = () =>
    (encoder ??= load()
      .then((vectors) => new SentenceEncoder(vectors, options))
      .catch((error: unknown) => {
        encoder = undefined;
        throw error;
      }));
  return {
    model: LOCAL_EMBEDDER_MODEL,
    async embed(texts) {
      const loaded = await ready();
      return texts.map((text) => loaded.encode(text));
    },
    async knows(text) {
      return (await ready()).knownWords(text) > 0;
    },
  };
}
