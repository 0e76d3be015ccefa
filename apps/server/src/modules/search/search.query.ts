import { sql, type SQL } from "drizzle-orm";
import type { NodeType, SearchFilters } from "@field-commons/shared/search";
import { queryRows, type Db } from "../../db/client";
import { encodedCosine, loadIvfLists, nearestLists, probeCount } from "./vector-index";
import { nearestFromStore } from "./vector-store";

/** A node found by one side of the engine, with that side's score (0..1). */
export interface Candidate {
  id: string;
  score: number;
  /** The node's tags, when the side read them. */
  tags?: string[];
}

/** The SQL conditions of a request's filters, on `n`: `search_nodes` or `search_text` (same column names). */
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

/**
 * Rows each branch of the text pool may take: bounds the ranking work whatever
 * the query. A common word matches thousands of items and a branch takes the
 * first it meets, so a larger pool ranks a larger arbitrary sample, not a
 * better one; the title branch is what keeps title matches, the strongest, in.
 * Together the branches fill the engine's window of results (300).
 */
const TITLE_POOL = 100;
/** Typo-tolerant title matches are looked for when fewer items than this have every word. */
const TYPO_BELOW = 10;
const WORD_POOL = 200;
const SOME_POOL = 100;
/**
 * Pages of `search_text` (about 15 items each) a query of several words first
 * scans for its word pool; see `textCandidates`.
 */
const PROBE_PAGES = 128;
/** Candidates whose tags come back with them: the related topics are counted over the first 100. */
const TAGGED = 100;

/**
 * Text side: PostgreSQL full text with English stemming and prefix matching.
 * A bounded pool is taken from `search_text`, the nodes' narrow copy of
 * their text vectors and filter columns (items with every word in the title,
 * items with every word, items with some), and ranked: items with every word
 * first, then by weighted rank (title A, description and tags B, body C).
 * When few items have every word, typo-tolerant matches of titles (trigram
 * word similarity) join. `total` counts the pool, so it is exact up to the
 * pool's size and a lower bound beyond (`totalIsLowerBound`).
 */
export async function textCandidates(
  db: Db,
  text: string,
  filters: SearchFilters | undefined,
  window: number,
): Promise<{ candidates: Candidate[]; total: number; totalIsLowerBound: boolean }> {
  const words = queryWords(text);
  const conditions = filterConditions(filters);
  const found = new Map<string, number>();
  const tagsOf = new Map<string, string[]>();
  let total = 0;
  let complete = 0;
  let totalIsLowerBound = false;
  if (words.length > 0) {
    // Whole words, and the last as a prefix (it may be half typed).
    const terms = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w));
    const every = terms.join(" & ");
    const some = terms.join(" | ");
    // Each branch names its own query (no shared CTE), so the planner sees the
    // words' frequencies: a common word is read by a scan that stops at the
    // pool's size, a rare one from the GIN index. The rank is computed once per
    // pooled row, from the row the branch already read. `search_text` carries
    // the filter columns under the names `filterConditions` uses.
    const allWords = sql`to_tsquery('english', ${every})`;
    const anyWord = sql`to_tsquery('english', ${some})`;
    const matching = (condition: SQL, limit: number) =>
      sql`select n.node_id as id, n.search_vector, n.tags from search_text n
        where ${condition} ${where(conditions)} limit ${limit}`;
    // A word branch takes one row past its pool: if it finds it, matches were
    // left out, and that row is marked with the branch's number (`more`). The
    // title branch's matches all have every word, so the word branch alone
    // says whether any of those were left out.
    const counted = (rows: SQL, limit: number, mark: 2 | 3) =>
      sql`(select b.*, case when row_number() over () > ${limit} then ${sql.raw(String(mark))} else 0 end as more
        from (${rows}) b)`;
    const titlePool = sql`(select b.*, 0 as more
      from (${matching(sql`n.title_vector @@ ${allWords}`, TITLE_POOL)}) b)`;
    // With several words the planner takes them for independent and guesses
    // how many items have them all as the product of their shares; words of
    // one field go together, so it expects a few hundred where there are
    // thousands, and builds a bitmap of every one to take the first 200. So the
    // word pool is first looked for in the table's first pages (a bounded
    // scan); only when those do not hold it is the index asked.
    const severalWords = words.length > 1;
    const probe = severalWords
      ? sql`probe as materialized (${matching(
          sql`n.ctid < ${sql.raw(`'(${PROBE_PAGES},0)'`)}::tid and (n.search_vector @@ ${allWords}) is true`,
          WORD_POOL + 1,
        )}),`
      : sql``;
    const wordRows = severalWords
      ? sql`select * from probe where (select count(*) from probe) > ${WORD_POOL}
          union all
          (${matching(
            sql`(select count(*) from probe) <= ${WORD_POOL} and n.search_vector @@ ${allWords}`,
            WORD_POOL + 1,
          )})`
      : matching(sql`n.search_vector @@ ${allWords}`, WORD_POOL + 1);
    const wordPool = counted(wordRows, WORD_POOL, 2);
    const somePool = counted(
      matching(sql`n.search_vector @@ ${anyWord}`, SOME_POOL + 1),
      SOME_POOL,
      3,
    );
    // The ranking comes back as one JSON array (id, rank, complete, tags):
    // one row to decode instead of hundreds.
    const ranked = async (branches: SQL[]) => {
      const [row] = await queryRows<{
        items: Array<[string, number, boolean, string[] | null]> | null;
        total: number | null;
        more: boolean | null;
        words_left: boolean | null;
      }>(
        db,
        sql`
        with ${probe} pool as (${sql.join(branches, sql` union all `)}),
        ranked as (
          select distinct on (pool.id) pool.id, pool.tags, pool.more,
            ts_rank_cd(pool.search_vector, ${anyWord}, 32) as rank,
            pool.search_vector @@ ${allWords} as complete
          from pool order by pool.id, pool.more desc),
        ordered as (
          select id, rank, complete, tags, more,
            row_number() over (order by complete desc, rank desc, id) as nth
          from ranked)
        select json_agg(json_build_array(id, rank, complete, case when nth <= ${TAGGED} then tags end)
            order by nth) filter (where nth <= ${window}) as items,
          count(*)::int as total, bool_or(more > 0) as more, bool_or(more = 2) as words_left
        from ordered`,
      );
      return {
        items: row?.items ?? [],
        total: Number(row?.total ?? 0),
        more: row?.more ?? false,
        wordsLeft: row?.words_left ?? false,
      };
    };
    const whole = [titlePool, wordPool];
    let result = await ranked(whole);
    // Items with some of the words rank below every item with all of them, so
    // they are looked for only when every item with all of them is in the pool.
    if (severalWords && !result.wordsLeft) {
      result = await ranked([...whole, somePool]);
    }
    for (const [id, rank, isComplete, tags] of result.items) {
      found.set(id, isComplete ? 0.5 + 0.5 * rank : 0.5 * rank);
      if (tags) tagsOf.set(id, tags);
      if (isComplete) complete++;
    }
    total = result.total;
    totalIsLowerBound = result.more;
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
  const candidates: Candidate[] = [...found].map(([id, score]) => {
    const tags = tagsOf.get(id);
    return tags ? { id, score, tags } : { id, score };
  });
  candidates.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  return {
    candidates: candidates.slice(0, window),
    total: Math.max(total, candidates.length),
    totalIsLowerBound,
  };
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
