import type { NodeEntityType, NodeType, SearchFilters } from "@field-commons/shared/search";
import { CONTENT_TYPE_DEFINITIONS } from "@field-commons/shared/content-types";
import { tableOf } from "@field-commons/shared/content-types/derive";
import type { Db } from "../../db/client";
import { onCacheTopic } from "../../lib/cache-bus";
import { matchesFilters, type Facetable } from "./search.facets";
import type { Candidate } from "./search.query";
import {
  countDocumentFrequencies,
  findSimilarVocabularyWords,
  operand,
  readCommonLexemeShares,
  readEnglishLexemes,
  readExactFieldMasks,
  readTextIndexSizes,
  readTextPool,
} from "./search-text.repository";
import { VECTORS_TOPIC } from "./vector-store";

// The text side of the engine: BM25F over the fields of `search_text`
// (decision 030). A query's words become terms (English lexemes, as the index
// stores them); a term the index does not hold is matched as a prefix when it
// is the last word, else corrected to a known word within its typo budget. A bounded pool of
// candidates is taken (every item holding a selective term, and items holding
// every term) and ranked in the database by
//
//   score(d) = sum over terms t of idf(t) * (k1 + 1) * x / (k1 + x),
//   x = sum over fields f of w_f * [t in f] / (1 - b_f + b_f * len_f(d) / avglen_f)
//
// with idf(t) = ln(1 + (N - df + 0.5) / (df + 0.5)), the field weights title 3,
// description and tags 2, body 1, and a term counted once per field (the
// fields' lengths, not repetitions, carry the evidence a term is central).
// `relative` divides the score by the most a document could score on the
// query's terms, unknown words included: a match on common words of a long
// question scores low, which is what lets fusion trust the other side there.

/** BM25's term-frequency saturation. */
export const K1 = 1.2;
/** Field weights and length normalisation, by the tsvector weight letters. */
export const FIELDS = [
  { letter: "A", column: "length_a", weight: 3, b: 0.5 },
  { letter: "B", column: "length_b", weight: 2, b: 0.5 },
  { letter: "C", column: "length_c", weight: 1, b: 0.75 },
] as const;
/** The fields' tsvector weight letters, in FIELDS' order. */
const FIELD_LETTERS = FIELDS.map((f) => f.letter);

/** A term held by at most this many items (or this share of them) brings in every item holding it. */
const SELECTIVE_DF = 2_000;
const SELECTIVE_SHARE = 0.05;
/**
 * Several terms are taken for dense when, were they independent, at least this
 * share of the items would hold them all (common words go together more often
 * than that): their every-term pool is then looked for in the table's first
 * pages before the index is asked (search-text.repository.ts).
 */
const DENSE_SHARE = 0.1;
/** Words of at least this many letters tolerate one typo (Meilisearch's rule); 9+ letters, two. */
const ONE_TYPO = 5;
const TWO_TYPOS = 9;
/** How long a counted document frequency is trusted after the index changed. */
const STALE_MS = 30_000;
const TTL_MS = 10 * 60_000;

/** The node type each entity type is indexed as (search.documents.ts). */
const NODE_TYPE_OF: Record<NodeEntityType, NodeType> = {
  ...tableOf(CONTENT_TYPE_DEFINITIONS, () => "publication" as const),
  recording: "publication",
  job: "publication",
  organization: "organization",
  person: "author",
  topic: "topic",
  location: "location",
};

export interface Term {
  /** The query word (or words) it came from, for highlights. */
  words: string[];
  /** The lexeme searched for (the corrected one after a typo). */
  lexeme: string;
  /** Matched as a prefix (`lexeme:*`). */
  prefix: boolean;
  /** Items holding it (capped at DF_CAP); 0: the index does not know it. */
  df: number;
  idf: number;
}

/** The query's terms, and what a document could score on them at most. */
export interface ResolvedQuery {
  terms: Term[];
  /** Terms the index does not know, counted at the idf of a word held once. */
  unknown: string[];
  /** The best score a document could reach: idf * (k1 + 1) summed over known and unknown terms. */
  ceiling: number;
  /** Items in the index. */
  n: number;
}

export function idf(n: number, df: number): number {
  // N is read now and then (indexStats), frequencies more often: a word is
  // never held by more items than the index has.
  const total = Math.max(n, df);
  return Math.log(1 + (total - df + 0.5) / (df + 0.5));
}

/** BM25's saturation of a field-weighted term frequency. */
export function saturate(x: number): number {
  return x <= 0 ? 0 : ((K1 + 1) * x) / (K1 + x);
}

/**
 * BM25F of one item: `fields[t]` has bit i set when term t is in field i
 * (FIELDS' order); `lengths` and `averages` are the fields' word counts.
 */
export function bm25(
  terms: ReadonlyArray<Pick<Term, "idf">>,
  fields: readonly number[],
  lengths: readonly number[],
  averages: readonly number[],
): number {
  let score = 0;
  for (const [t, term] of terms.entries()) {
    const mask = fields[t] ?? 0;
    if (mask === 0) continue;
    let x = 0;
    for (const [i, field] of FIELDS.entries()) {
      if ((mask & (1 << i)) === 0) continue;
      const ratio = (lengths[i] ?? 0) / Math.max(1, averages[i] ?? 1);
      x += field.weight / (1 - field.b + field.b * ratio);
    }
    score += term.idf * saturate(x);
  }
  return score;
}

/** Damerau-Levenshtein distance (adjacent transpositions count one), stopping past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    rows.push(row);
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Typos a word of this length may carry. */
export function typoBudget(word: string): number {
  return word.length >= TWO_TYPOS ? 2 : word.length >= ONE_TYPO ? 1 : 0;
}

export { operand };

// ------------------------------------------------------------ statistics

interface Stats {
  at: number;
  n: number;
  avg: [number, number, number];
  /**
   * Shares of items holding the most common lexemes, from the planner's
   * statistics of `search_text.search_vector` (ANALYZE; none until it ran).
   * A lexeme outside them is rarer than all of them, so counting it is cheap.
   */
  common: Map<string, number>;
}
interface Counted {
  at: number;
  df: number;
}
interface StatsCache {
  stats: Stats | null;
  /** A background re-read of the statistics under way. */
  reading: Promise<unknown> | null;
  df: Map<string, Counted>;
}
/** By database: one process may serve several (tools and tests build more than one app). */
const caches = new WeakMap<Db, StatsCache>();
/** When the index last changed (announced by the sync): counts older than this are re-read soon. */
let changedAt = 0;
onCacheTopic(VECTORS_TOPIC, () => {
  changedAt = Date.now();
});

const fresh = (at: number, now: number) =>
  now - at < TTL_MS && (at > changedAt || now - at < STALE_MS);

function cacheOf(db: Db): StatsCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { stats: null, reading: null, df: new Map() }));
  return cache;
}

/**
 * N, the average field lengths and the common lexemes' shares. Once known,
 * they are re-read in the background when stale (at 100,000 items the
 * aggregate takes tens of milliseconds), and the old ones answer meanwhile.
 */
async function indexStats(db: Db): Promise<Stats> {
  const cache = cacheOf(db);
  if (cache.stats) {
    if (!fresh(cache.stats.at, Date.now()) && !cache.reading) {
      cache.reading = readStats(db)
        .catch(() => undefined)
        .finally(() => {
          cache.reading = null;
        });
    }
    return cache.stats;
  }
  return readStats(db);
}

async function readStats(db: Db): Promise<Stats> {
  const cache = cacheOf(db);
  const now = Date.now();
  const row = await readTextIndexSizes(db);
  const analysed = await readCommonLexemeShares(db);
  const common = new Map<string, number>();
  for (const [i, lexeme] of (analysed?.elems ?? []).entries()) {
    const share = Number(analysed?.freqs?.[i]);
    if (Number.isFinite(share)) common.set(lexeme, share);
  }
  const stats: Stats = {
    at: now,
    n: Number(row?.n ?? 0),
    avg: [Math.max(1, row?.a ?? 1), Math.max(1, row?.b ?? 1), Math.max(1, row?.c ?? 1)],
    common,
  };
  // An empty index is not remembered: the first items are searched as soon as they are in.
  if (stats.n > 0) cache.stats = stats;
  return stats;
}

type Lookup = { lexeme: string; prefix?: boolean };

/**
 * Document frequencies of lexemes (or prefixes), cached a while: a common
 * lexeme's from the planner's statistics, any other counted (up to DF_CAP).
 * Returns the frequency of each, 0 for what no item holds.
 */
async function documentFrequencies(db: Db, lookups: Lookup[]): Promise<(lookup: Lookup) => number> {
  const cache = cacheOf(db);
  const stats = await indexStats(db);
  const now = Date.now();
  const out = new Map<string, number>();
  const missing: string[] = [];
  for (const { lexeme, prefix = false } of lookups) {
    const op = operand(lexeme, prefix);
    if (out.has(op) || missing.includes(op)) continue;
    const hit = cache.df.get(op);
    const share = prefix ? undefined : stats.common.get(lexeme);
    if (hit && fresh(hit.at, now)) out.set(op, hit.df);
    else if (share !== undefined) out.set(op, Math.max(1, Math.round(share * stats.n)));
    else missing.push(op);
  }
  if (missing.length > 0) {
    const rows = await countDocumentFrequencies(db, missing);
    if (cache.df.size > 50_000) cache.df.clear();
    for (const row of rows) {
      const df = Number(row.df);
      out.set(row.op, df);
      // A word nobody holds is counted again next time (it may be indexed any moment).
      if (df > 0) cache.df.set(row.op, { at: now, df });
    }
  }
  return ({ lexeme, prefix = false }) => out.get(operand(lexeme, prefix)) ?? 0;
}

// ------------------------------------------------------------ query terms

/** Query words' English lexemes (null: a stop word), the same on every database. */
const lexemeOf = new Map<string, string | null>();

/**
 * The query's terms: its English lexemes in order, each known to the index,
 * or (the last) a prefix of known lexemes, or the lexeme of a known word within its typo budget;
 * what is none of these is unknown. Stop words are not terms.
 */
export async function resolveQuery(db: Db, text: string): Promise<ResolvedQuery> {
  const empty = { terms: [], unknown: [], ceiling: 0, n: 0 };
  const clean = text.slice(0, 500);
  if (!/[\p{L}\p{N}]/u.test(clean)) return empty;
  // Each word with its lexeme (to_tsvector of the word alone), in the query's
  // order. Stemming never changes, so a word's lexeme is asked for once.
  const tokens = queryTokens(clean);
  const unseen = [...new Set(tokens.filter((t) => !lexemeOf.has(t)))];
  if (unseen.length > 0) {
    const rows = await readEnglishLexemes(db, unseen);
    if (lexemeOf.size > 100_000) lexemeOf.clear();
    for (const row of rows) lexemeOf.set(row.word, row.lexeme);
  }
  const words = tokens.map((word) => ({ word, lexeme: lexemeOf.get(word) ?? null }));
  const lexemes: Array<{ word: string; lexeme: string }> = [];
  for (const { word, lexeme } of words) {
    if (!lexeme) continue;
    const same = lexemes.find((l) => l.lexeme === lexeme);
    if (same) continue;
    lexemes.push({ word, lexeme });
  }
  if (lexemes.length === 0) return empty;
  const stats = await indexStats(db);
  const exact = await documentFrequencies(db, lexemes);
  const terms: Term[] = [];
  const unknown: string[] = [];
  const unresolved: Array<{ word: string; lexeme: string; last: boolean }> = [];
  for (const [i, { word, lexeme }] of lexemes.entries()) {
    const df = exact({ lexeme });
    if (df > 0) {
      terms.push({ words: [word], lexeme, prefix: false, df, idf: idf(stats.n, df) });
    } else {
      unresolved.push({ word, lexeme, last: i === lexemes.length - 1 });
    }
  }
  for (const { word, lexeme, last } of unresolved) {
    // A last word may be half typed.
    if (last && lexeme.length >= 3) {
      const df = (await documentFrequencies(db, [{ lexeme, prefix: true }]))({
        lexeme,
        prefix: true,
      });
      if (df > 0) {
        terms.push({ words: [word], lexeme, prefix: true, df, idf: idf(stats.n, df) });
        continue;
      }
    }
    const corrected = await correctTypo(db, word);
    if (corrected && !terms.some((t) => t.lexeme === corrected.lexeme)) {
      terms.push({
        words: [word, corrected.word],
        lexeme: corrected.lexeme,
        prefix: false,
        df: corrected.df,
        idf: idf(stats.n, corrected.df),
      });
      continue;
    }
    if (corrected) continue;
    unknown.push(word);
  }
  const unknownIdf = idf(Math.max(stats.n, 1), 1);
  const ceiling =
    (K1 + 1) * (terms.reduce((sum, t) => sum + t.idf, 0) + unknown.length * unknownIdf);
  return { terms, unknown, ceiling, n: stats.n };
}

/** Words as the text index's parser would see them, split on anything but letters, digits and . - _ */
export function queryTokens(text: string): string[] {
  const tokens = text
    .toLowerCase()
    .match(/[\p{L}\p{N}][\p{L}\p{N}._-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu);
  return (tokens ?? []).slice(0, 12);
}

/**
 * The known lexeme a misspelt word most likely meant: among the words the
 * index has held (as written, from the vocabulary's trigram index), those
 * within the word's typo budget, the closest, then the one whose lexeme most
 * items hold. Returns that word, its lexeme and the lexeme's frequency.
 */
async function correctTypo(
  db: Db,
  word: string,
): Promise<{ word: string; lexeme: string; df: number } | null> {
  const budget = typoBudget(word);
  if (budget === 0 || /\d/.test(word)) return null;
  const rows = await findSimilarVocabularyWords(db, word);
  const close = rows
    .filter((r): r is { word: string; lexeme: string } => r.lexeme !== null)
    .map((r) => ({ ...r, distance: editDistance(word, r.word, budget) }))
    .filter((c) => c.distance <= budget);
  if (close.length === 0) return null;
  const df = await documentFrequencies(db, close);
  close.sort((a, b) => a.distance - b.distance || df(b) - df(a) || (a.word < b.word ? -1 : 1));
  const best = close.find((c) => df(c) > 0);
  return best ? { word: best.word, lexeme: best.lexeme, df: df(best) } : null;
}

// ------------------------------------------------------------ candidates

export interface TextCandidate extends Candidate {
  /** BM25 score over the query's ceiling (0..1). */
  relative: number;
  /** The title holds every term and the terms make up most of it. */
  titleMatch: boolean;
}

export interface TextSide {
  candidates: TextCandidate[];
  total: number;
  /** Every pooled item, before filters: the query's matched set on this side. */
  pool: Facetable[];
  totalIsLowerBound: boolean;
  /** Null when the text side did not run (semantic search). */
  query: ResolvedQuery | null;
  /**
   * Candidates whose score is still an upper bound (from the Bloom filters)
   * rather than their exact BM25F; `verify` scores them exactly, in place.
   */
  bounded: ReadonlySet<string>;
  verify: (ids: readonly string[]) => Promise<void>;
}

/** A text side that found nothing (or, with no query, did not run). */
export function emptyTextSide(query: ResolvedQuery | null): TextSide {
  return {
    candidates: [],
    total: 0,
    pool: [],
    totalIsLowerBound: false,
    query,
    bounded: new Set(),
    verify: async () => {},
  };
}

/**
 * Text side: BM25F over a bounded pool of `search_text`. The pool holds every
 * item that has a selective term (up to SELECTIVE_POOL), items with every
 * term (EVERY_POOL) and items with every term in the title (TITLE_POOL): an
 * item with only common terms can still be left out when thousands have
 * them, and `totalIsLowerBound` then says so. A query none of whose words
 * the index knows finds nothing. The pool is the query's alone: filters
 * narrow it afterwards, so a filter only ever takes results away and the
 * facet counts (search.facets.ts) are counted over the same pool.
 */
export async function textCandidates(
  db: Db,
  text: string,
  filters: SearchFilters | undefined,
  window: number,
  exactFirst = 1,
): Promise<TextSide> {
  const query = await resolveQuery(db, text);
  const { terms, n } = query;
  if (terms.length === 0) return emptyTextSide(query);
  const stats = await indexStats(db);
  const selectiveLimit = Math.max(SELECTIVE_DF, n * SELECTIVE_SHARE);
  const selective = terms.filter((t) => t.df <= selectiveLimit);
  const severalTerms = terms.length > 1;
  const dense = terms.reduce((share, t) => share * (t.df / Math.max(1, n)), 1) >= DENSE_SHARE;
  const row = await readTextPool(db, terms, selective, FIELD_LETTERS, { dense });
  const ceiling = query.ceiling || 1;
  const pool = (row?.items ?? []).map(
    ([id, entityType, tags, domain, location, a, b, c, titleMatch, ...fields]) => ({
      id,
      entityType,
      tags,
      domain,
      location,
      score: bm25(terms, fields, [a, b, c], stats.avg),
      lengths: [a, b, c],
      titleMatch,
    }),
  );
  const scored = filters ? pool.filter(matchesFilters(filters)) : pool;
  scored.sort(
    (x, y) =>
      Number(y.titleMatch) - Number(x.titleMatch) || y.score - x.score || (x.id < y.id ? -1 : 1),
  );
  const candidates: TextCandidate[] = scored.slice(0, window).map((s) => {
    const relative = Math.min(1, s.score / ceiling);
    return {
      id: s.id,
      score: relative,
      relative,
      titleMatch: s.titleMatch,
      nodeType: NODE_TYPE_OF[s.entityType],
      tags: s.tags,
    };
  });
  // From the Bloom filters every score is an upper bound of the item's
  // BM25F; the caller has those it ranks by scored again from their vectors
  // (`verify`), and the best is exact here, since hybrid weighs the text side
  // by it. Candidates are taken in the bounds' order: an item whose bound
  // was raised by a false claim can take the window's last place.
  const bounded = new Set(row?.exact ? [] : candidates.map((c) => c.id));
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const lengthsOf = new Map(scored.slice(0, window).map((s) => [s.id, s.lengths]));
  const verify = async (ids: readonly string[]) => {
    const unverified = ids.filter((id) => bounded.has(id));
    if (unverified.length === 0) return;
    const rows = await readExactFieldMasks(db, terms, unverified, FIELD_LETTERS);
    const masks = new Map(rows.map(([id, ...fields]) => [id, fields]));
    for (const id of unverified) {
      bounded.delete(id);
      const fields = masks.get(id);
      const candidate = byId.get(id);
      // An item gone from the index since the pool was read keeps its bound.
      if (!fields || !candidate) continue;
      const relative = Math.min(1, bm25(terms, fields, lengthsOf.get(id)!, stats.avg) / ceiling);
      candidate.score = candidate.relative = relative;
    }
  };
  // The first `exactFirst` (those the caller's page will most likely hold)
  // are scored exactly at once, in one statement.
  let first = Math.max(1, exactFirst);
  for (;;) {
    const best = candidates.reduce<TextCandidate | null>(
      (top, c) => (!top || c.relative > top.relative ? c : top),
      null,
    );
    if (!best || !bounded.has(best.id)) break;
    await verify(
      candidates
        .filter((c) => bounded.has(c.id))
        .sort((a, b) => b.relative - a.relative)
        .slice(0, first)
        .map((c) => c.id),
    );
    first = 5;
  }
  return {
    bounded,
    verify,
    candidates,
    total: scored.length,
    pool,
    // Every item holding a term is in the pool when every term is selective
    // and their branch did not overflow; otherwise an overflowing branch, or
    // items holding only common terms, were left out.
    totalIsLowerBound:
      selective.length === terms.length && severalTerms
        ? (row?.more_some ?? false)
        : (row?.more_every ?? false) ||
          (row?.more_some ?? false) ||
          (severalTerms && selective.length < terms.length),
    query,
  };
}
