import { sql, type SQL } from "drizzle-orm";
import type { NodeEntityType } from "@field-commons/shared/search";
import { queryRows, type Db } from "../../db/client";

/** Document frequencies are counted up to this (a word this common weighs almost nothing). */
const DF_CAP = 20_000;
/** Pools: items with every term in the title, items with every term, items with a selective term. */
const TITLE_POOL = 100;
const EVERY_POOL = 200;
const SELECTIVE_POOL = 3_000;
/** Pages of `search_text` a several-term query whose terms are common first scans for its every-term pool. */
const PROBE_PAGES = 128;

/** A lexeme as a tsquery operand, quoted so nothing in it is parsed. */
export function operand(lexeme: string, prefix = false, letter = ""): string {
  const quoted = `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
  const label = `${prefix ? "*" : ""}${letter}`;
  return label ? `${quoted}:${label}` : quoted;
}

/** A lexeme (or a prefix of lexemes) the text index is searched for. */
export interface PoolTerm {
  lexeme: string;
  prefix: boolean;
}

/**
 * A pooled item: id, entity type, tags, domain, location, the field lengths
 * (title, description and tags, body), whether the title matches the query,
 * then per term the bits of the fields holding it.
 */
export type PooledItem = [
  string,
  NodeEntityType,
  string[],
  string | null,
  string,
  number,
  number,
  number,
  boolean,
  ...number[],
];

/** The pool of a query's items, and whether its every-term or selective branch overflowed. */
export interface TextPoolRow {
  items: PooledItem[] | null;
  more_every: boolean | null;
  more_some: boolean | null;
}

/** How many items `search_text` holds, and the average length of each field. */
export async function readTextIndexSizes(
  db: Db,
): Promise<{ n: number; a: number | null; b: number | null; c: number | null } | undefined> {
  const [row] = await queryRows<{
    n: number;
    a: number | null;
    b: number | null;
    c: number | null;
  }>(
    db,
    sql`select count(*)::int as n, avg(length_a)::float8 as a, avg(length_b)::float8 as b,
      avg(length_c)::float8 as c from search_text`,
  );
  return row;
}

/** The planner's most common lexemes of `search_text.search_vector` and the share of items holding each. */
export async function readCommonLexemeShares(
  db: Db,
): Promise<{ elems: string[] | null; freqs: number[] | null } | undefined> {
  const [analysed] = await queryRows<{ elems: string[] | null; freqs: number[] | null }>(
    db,
    sql`select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs
      from pg_stats where schemaname = current_schema() and tablename = 'search_text'
        and attname = 'search_vector'`,
  );
  return analysed;
}

/** Per tsquery operand, how many items of `search_text` match it, counted up to DF_CAP. */
export async function countDocumentFrequencies(
  db: Db,
  operands: string[],
): Promise<{ op: string; df: number }[]> {
  return queryRows<{ op: string; df: number }>(
    db,
    sql`
      select q.op, (select count(*)::int from (
          select 1 from search_text n where n.search_vector @@ q.op::tsquery limit ${DF_CAP}) m) as df
      from unnest(${sql.param(operands)}::text[]) as q(op)`,
  );
}

/** Each word's English lexeme (the least of them; null for a stop word). */
export async function readEnglishLexemes(
  db: Db,
  words: string[],
): Promise<{ word: string; lexeme: string | null }[]> {
  return queryRows<{ word: string; lexeme: string | null }>(
    db,
    sql`
      select w.word, (select min(lexeme) from unnest(to_tsvector('english', w.word))) as lexeme
      from unnest(${sql.param(words)}::text[]) as w(word)`,
  );
}

/** The 30 vocabulary words most similar to `word` by trigrams, with their English lexemes. */
export async function findSimilarVocabularyWords(
  db: Db,
  word: string,
): Promise<{ word: string; lexeme: string | null }[]> {
  return queryRows<{ word: string; lexeme: string | null }>(
    db,
    sql`
    select v.word, (select min(lexeme) from unnest(to_tsvector('english', v.word))) as lexeme
    from search_vocabulary v
    where v.word % ${word}
    order by similarity(v.word, ${word}) desc, v.word
    limit 30`,
  );
}

/** The bounded pool of `search_text` items for the terms, with facets, field lengths, title match and per-term field bits. */
export async function readTextPool(
  db: Db,
  terms: readonly PoolTerm[],
  selective: readonly PoolTerm[],
  fieldLetters: readonly string[],
  { dense }: { dense: boolean },
): Promise<TextPoolRow | undefined> {
  const tsq = (letter = "") => terms.map((t) => operand(t.lexeme, t.prefix, letter));
  const every = tsq().join(" & ");
  const some = selective.map((t) => operand(t.lexeme, t.prefix)).join(" | ");

  const matching = (condition: SQL, limit: number) =>
    sql`(select n.node_id from search_text n where ${condition} limit ${limit})`;
  const allTerms = sql`${every}::tsquery`;
  // With several common terms the planner takes them for independent and
  // expects a few hundred items with all of them where there are thousands,
  // and builds a bitmap of every match; so when the caller expects them to be
  // dense, the every-term pool is first looked for in the table's first pages
  // (a bounded scan), and only when those do not hold it is the index asked.
  // Otherwise that scan would read and test every row of those pages in vain.
  const severalTerms = terms.length > 1;
  const probing = severalTerms && dense;
  const probe = probing
    ? sql`probe as materialized ${matching(
        sql`n.ctid < ${sql.raw(`'(${PROBE_PAGES},0)'`)}::tid and (n.search_vector @@ ${allTerms}) is true`,
        EVERY_POOL + 1,
      )},`
    : sql``;
  const everyRows = probing
    ? sql`(select node_id, 2 as branch from probe where (select count(*) from probe) > ${EVERY_POOL})
        union all
        (select node_id, 2 from ${matching(
          sql`(select count(*) from probe) <= ${EVERY_POOL} and n.search_vector @@ ${allTerms}`,
          EVERY_POOL + 1,
        )} e)`
    : sql`(select node_id, 2 as branch from ${matching(sql`n.search_vector @@ ${allTerms}`, EVERY_POOL + 1)} e)`;
  const branches = [
    sql`(select node_id, 1 as branch from ${matching(sql`n.title_vector @@ ${allTerms}`, TITLE_POOL)} t)`,
    everyRows,
  ];
  if (selective.length > 0 && severalTerms) {
    branches.push(
      sql`(select node_id, 3 from ${matching(sql`n.search_vector @@ ${some}::tsquery`, SELECTIVE_POOL + 1)} s)`,
    );
  }
  // Per pooled item: its field lengths and, per term, the fields holding it
  // (bits 1, 2, 4 for title, description and tags, body); scored by the caller.
  // Each test reads `v`, the item's vector read once: every mention of the
  // stored (TOASTed) column would fetch and decompress it again.
  const masks = terms.map(
    (t) =>
      sql`(${sql.join(
        fieldLetters.map(
          (letter, i) =>
            sql`(case when p.v @@ ${operand(t.lexeme, t.prefix, letter)}::tsquery then ${sql.raw(String(2 ** i))} else 0 end)`,
        ),
        sql` + `,
      )})`,
  );
  const termCount = terms.length;
  const [row] = await queryRows<TextPoolRow>(
    db,
    sql`
    with ${probe} picked as (${sql.join(branches, sql` union all `)}),
    pool as (
      select node_id, bool_or(over_limit and branch = 2) as more_every,
        bool_or(over_limit and branch = 3) as more_some
      from (select node_id, branch,
          row_number() over (partition by branch) > case branch
            when 2 then ${sql.raw(String(EVERY_POOL))} when 3 then ${sql.raw(String(SELECTIVE_POOL))}
            else ${sql.raw(String(TITLE_POOL))} end as over_limit
        from picked) x
      group by node_id)
    select bool_or(pool.more_every) as more_every, bool_or(pool.more_some) as more_some,
      json_agg(json_build_array(p.node_id, p.entity_type, p.tags, p.domain, p.location,
        p.length_a, p.length_b, p.length_c,
        p.title_vector @@ ${allTerms} and length(p.title_vector) <= ${sql.raw(String(termCount * 2))}
          and ${sql.raw(termCount > 1 ? "true" : "length(p.title_vector) = 1")},
        ${sql.join(masks, sql`, `)})) as items
    from pool cross join lateral (
      select s.node_id, s.entity_type, s.tags, s.domain, s.location, s.length_a, s.length_b,
        s.length_c, s.title_vector, s.search_vector || ''::tsvector as v
      from search_text s
      where s.node_id = pool.node_id offset 0) p`,
  );
  return row;
}
