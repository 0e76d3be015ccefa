import { sql, type SQL } from "drizzle-orm";
import type { NodeType, SearchFilters } from "@field-commons/shared/search";
import { queryRows, type Db } from "../../db/client";
import { encodedCosine, loadIvfLists, nearestLists, probeCount } from "./vector-index";
import { nearestFromStore } from "./vector-store";

/** A node found by one side of the engine, with that side's score (0..1). */
export interface Candidate {
  id: string;
  score: number;
}

/** The SQL conditions of a request's filters, on `search_nodes n`. */
export function filterConditions(filters: SearchFilters | undefined): SQL[] {
  if (!filters) return [];
  const conditions: SQL[] = [];
  if (filters.types.length > 0) conditions.push(sql`n.entity_type in ${filters.types}`);
  if (filters.domains.length > 0) conditions.push(sql`n.domain in ${filters.domains}`);
  if (filters.tags.length > 0) conditions.push(sql`n.tags && ${sql.param(filters.tags)}::text[]`);
  if (filters.locations.length > 0) conditions.push(sql`n.location in ${filters.locations}`);
  return conditions;
}

function where(conditions: SQL[]): SQL {
  return conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;
}

/** Words of a query as the text index sees them: letters and digits, at most 12 words. */
export function queryWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length > 1 || /\d/.test(w)))].slice(0, 12);
}

/** Rows each branch of the text pool may take: bounds the ranking work whatever the query. */
const TITLE_POOL = 300;
/** Typo-tolerant title matches are looked for when fewer items than this have every word. */
const TYPO_BELOW = 10;
const WORD_POOL = 600;
const SOME_POOL = 300;

/**
 * Text side: PostgreSQL full text with English stemming and prefix matching.
 * A bounded pool is taken from the GIN indexes (items with every word in the
 * title, items with every word, items with some) and ranked: items with
 * every word first, then by weighted rank (title A, description and tags B,
 * body C). When few items have every word, typo-tolerant matches of titles
 * (trigram word similarity) join. `total` counts the pool, so it is exact up
 * to the pool's size and a lower bound beyond.
 */
export async function textCandidates(
  db: Db,
  text: string,
  filters: SearchFilters | undefined,
  window: number,
): Promise<{ candidates: Candidate[]; total: number }> {
  const words = queryWords(text);
  const conditions = filterConditions(filters);
  const found = new Map<string, number>();
  let total = 0;
  let complete = 0;
  if (words.length > 0) {
    // Whole words, and the last as a prefix (it may be half typed).
    const terms = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w));
    const every = terms.join(" & ");
    const some = terms.join(" | ");
    // Each branch names its own query (no shared CTE), so the planner sees the
    // words' frequencies: a common word is read by a scan that stops at the
    // pool's size, a rare one from the GIN index. The rank is computed once per
    // pooled row, from the row the branch already read.
    const allWords = sql`to_tsquery('english', ${every})`;
    const anyWord = sql`to_tsquery('english', ${some})`;
    const anyWordPool =
      words.length > 1
        ? sql`union all (select n.id, n.search_vector from search_nodes n where n.search_vector @@ ${anyWord} ${where(conditions)} limit ${SOME_POOL})`
        : sql``;
    const rows = await queryRows<{ id: string; rank: number; complete: boolean; total: number }>(
      db,
      sql`
      with pool as (
        (select n.id, n.search_vector from search_nodes n where n.title_vector @@ ${allWords} ${where(conditions)} limit ${TITLE_POOL})
        union all
        (select n.id, n.search_vector from search_nodes n where n.search_vector @@ ${allWords} ${where(conditions)} limit ${WORD_POOL})
        ${anyWordPool}),
      ranked as (
        select distinct on (pool.id) pool.id, ts_rank_cd(pool.search_vector, ${anyWord}, 32) as rank,
          pool.search_vector @@ ${allWords} as complete
        from pool order by pool.id)
      select id, rank, complete, (count(*) over ())::int as total
      from ranked
      order by complete desc, rank desc, id
      limit ${window}`,
    );
    for (const row of rows) {
      const rank = Number(row.rank);
      found.set(row.id, row.complete ? 0.5 + 0.5 * rank : 0.5 * rank);
      if (row.complete) complete++;
      total = Number(row.total);
    }
  }
  const phrase = text.trim().toLowerCase().slice(0, 100);
  if (phrase.length >= 3 && complete < TYPO_BELOW) {
    const typos = await queryRows<{ id: string; similarity: number }>(
      db,
      sql`
      select n.id, word_similarity(${phrase}, lower(n.title)) as similarity
      from search_nodes n
      where ${phrase} <% lower(n.title) ${where(conditions)}
      order by similarity desc, n.id
      limit 50`,
    );
    for (const row of typos) {
      if (found.has(row.id)) continue;
      found.set(row.id, 0.4 * Number(row.similarity));
      total++;
    }
  }
  const candidates = [...found].map(([id, score]) => ({ id, score }));
  candidates.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  return { candidates: candidates.slice(0, window), total: Math.max(total, candidates.length) };
}

/**
 * Nearest stored vectors of a model by cosine: the vectors filed under the
 * query's nearest lists (and any not yet filed under the current lists), or
 * every vector while the model has no lists; scored exactly on their codes.
 */
export async function nearestNodes(
  db: Db,
  model: string,
  vector: Float32Array,
  options: {
    limit: number;
    nodeTypes?: NodeType[];
    filters?: SearchFilters;
    minScore?: number;
    /** Lists to scan (default: probeCount). */
    probes?: number;
    /**
     * Read from this server's copy of the vectors (vector-store.ts) when no
     * filter applies; the copy holds what was written before the last
     * announcement of "search-vectors".
     */
    fromCopy?: boolean;
  },
): Promise<Candidate[]> {
  const conditions = filterConditions(options.filters);
  if (options.fromCopy && conditions.length === 0) {
    return nearestFromStore(db, model, vector, options);
  }
  if (options.nodeTypes) conditions.push(sql`n.node_type in ${options.nodeTypes}`);
  const lists = await loadIvfLists(db, model);
  let rows: Array<{ id: string; embedding: Uint8Array }>;
  if (lists) {
    const probes = nearestLists(lists, vector, options.probes ?? probeCount(lists));
    // The query's lists (read from the covering index alone), and any vector
    // not yet filed under the current generation of lists.
    rows = await queryRows(
      db,
      sql`
      select n.id, n.embedding from search_nodes n
      where n.embedding_model = ${model} and n.ivf_generation = ${lists.generation}
        and n.ivf_list in ${probes} ${where(conditions)}
      union all
      select n.id, n.embedding from search_nodes n
      where n.embedding_model = ${model} and n.ivf_generation < ${lists.generation} ${where(conditions)}
      union all
      select n.id, n.embedding from search_nodes n
      where n.embedding_model = ${model} and n.ivf_generation > ${lists.generation} ${where(conditions)}`,
    );
  } else {
    rows = await queryRows(
      db,
      sql`
      select n.id, n.embedding from search_nodes n
      where n.embedding_model = ${model} ${where(conditions)}`,
    );
  }
  const minScore = options.minScore ?? -1;
  const scored: Candidate[] = [];
  for (const row of rows) {
    const score = encodedCosine(vector, row.embedding);
    if (score >= minScore) scored.push({ id: row.id, score });
  }
  scored.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  return scored.slice(0, options.limit);
}
