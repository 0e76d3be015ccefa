import { sql, type SQL } from "drizzle-orm";
import type { NodeEntityType } from "@field-commons/shared/search";
import { queryRows, type Db } from "../../db/client";

/** Document frequencies are counted up to this (a word this common weighs almost nothing). */
const DF_CAP = 20_000;
/** Pools: items with every term in the title, items with every term, items with a selective term. */
const TITLE_POOL = 100;
const EVERY_POOL = 200;
const SELECTIVE_POOL = 3_000;
/** Rows of `search_text` a several-term query whose terms are common first scans for its every-term pool. */
const PROBE_ROWS = 4_000;

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
  /** The field bits were read from the items' vectors (else from their Bloom filters: an upper bound). */
  exact: boolean;
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

  const allTerms = sql`${every}::tsquery`;
  const severalTerms = terms.length > 1;
  const anyPrefix = terms.some((t) => t.prefix);
  const inField = fieldTest(!anyPrefix, fieldLetters);
  // Each branch reads its rows once and returns what scoring and facets need
  // (the vector `v` only when a prefix term is tested against it).
  const vector = anyPrefix ? sql`, n.search_vector || ''::tsvector as v` : sql``;
  const termCount = terms.length;
  const columns = sql`p.node_id, p.entity_type, p.tags, p.domain, p.location,
    p.length_a, p.length_b, p.length_c,
    p.title_vector @@ ${allTerms} and length(p.title_vector) <= ${sql.raw(String(termCount * 2))}
      and ${sql.raw(termCount > 1 ? "true" : "length(p.title_vector) = 1")},
    ${sql.join(fieldMasks(terms, inField), sql`, `)}`;
  const branch = (no: number, condition: SQL, limit: number) =>
    sql`(select json_build_array(${sql.raw(String(no))}, ${columns}) as r
      from (select n.* ${vector} from search_text n where ${condition} limit ${limit}) p)`;
  // With several common terms the planner takes them for independent and
  // expects a few hundred items with all of them where there are thousands,
  // and builds a bitmap of every match; so when the caller expects them to be
  // dense, the every-term pool is first looked for in the table's first rows
  // (a bounded scan), and only when those do not hold it is the index asked.
  // Otherwise that scan would read and test every one of those rows in vain.
  const holdsEvery = anyPrefix
    ? sql`n.search_vector @@ ${allTerms}`
    : sql.join(
        terms.map(
          (t) =>
            sql`(${sql.join(
              fieldLetters.map((_, i) => inField("n", t, i)),
              sql` or `,
            )})`,
        ),
        sql` and `,
      );
  const probing = severalTerms && dense;
  const probe = probing
    ? sql`with probe as materialized (select n.* ${vector}
        from (select * from search_text limit ${PROBE_ROWS}) n
        where (${holdsEvery}) is true limit ${EVERY_POOL + 1})`
    : sql``;
  const branches = [branch(1, sql`n.title_vector @@ ${allTerms}`, TITLE_POOL)];
  if (probing) {
    branches.push(
      sql`(select json_build_array(2, ${columns}) as r from probe p
        where (select count(*) from probe) > ${EVERY_POOL})`,
      branch(
        2,
        sql`(select count(*) from probe) <= ${EVERY_POOL} and n.search_vector @@ ${allTerms}`,
        EVERY_POOL + 1,
      ),
    );
  } else {
    branches.push(branch(2, sql`n.search_vector @@ ${allTerms}`, EVERY_POOL + 1));
  }
  if (selective.length > 0 && severalTerms) {
    branches.push(branch(3, sql`n.search_vector @@ ${some}::tsquery`, SELECTIVE_POOL + 1));
  }
  const [row] = await queryRows<{ rows: Array<[number, ...PooledItem]> | null }>(
    db,
    sql`${probe} select json_agg(picked.r) as rows
      from (${sql.join(branches, sql` union all `)}) picked`,
  );
  // An item found by several branches is pooled once; a branch that found one
  // more than its limit overflowed (the extra item is pooled too).
  const counts = [0, 0, 0, 0];
  const items = new Map<string, PooledItem>();
  for (const [no, ...item] of row?.rows ?? []) {
    counts[no] = (counts[no] ?? 0) + 1;
    if (!items.has(item[0])) items.set(item[0], item);
  }
  return {
    items: [...items.values()],
    more_every: (counts[2] ?? 0) > EVERY_POOL,
    more_some: (counts[3] ?? 0) > SELECTIVE_POOL,
    exact: anyPrefix,
  };
}

/**
 * A term's test of field i (FIELDS' order: title, description and tags,
 * body) on the row aliased `p` (or `n`). Exact tests read `v`, the item's
 * vector read once (every mention of the stored, TOASTed column would fetch
 * it again). Otherwise the title is tested against its own small vector and
 * the other fields against the row's Bloom filters (`search_bloom_has`), so
 * the vector (about 5 KB, kept out of line) is not read at all; a Bloom
 * filter can say a field holds a term it does not (about once in 400), never
 * the reverse. A prefix term is always tested exactly: a Bloom filter holds
 * whole lexemes only.
 */
function fieldTest(
  bloom: boolean,
  fieldLetters: readonly string[],
): (alias: string, t: PoolTerm, i: number) => SQL {
  return (alias, t, i) => {
    if (!bloom || t.prefix) {
      return sql`${sql.raw(alias)}.v @@ ${operand(t.lexeme, t.prefix, fieldLetters[i])}::tsquery`;
    }
    if (i === 0) return sql`${sql.raw(alias)}.title_vector @@ ${operand(t.lexeme)}::tsquery`;
    const column = i === 1 ? "head_bloom" : "body_bloom";
    return sql`search_bloom_has(${sql.raw(`${alias}.${column}`)}, ${t.lexeme})`;
  };
}

const FIELD_BITS = [1, 2, 4];

/** Per term, the bits (1, 2, 4: title, description and tags, body) of the fields that hold it. */
function fieldMasks(
  terms: readonly PoolTerm[],
  inField: (alias: string, t: PoolTerm, i: number) => SQL,
): SQL[] {
  return terms.map(
    (t) =>
      sql`(${sql.join(
        FIELD_BITS.map(
          (bit, i) =>
            sql`(case when ${inField("p", t, i)} then ${sql.raw(String(bit))} else 0 end)`,
        ),
        sql` + `,
      )})`,
  );
}

/** The exact field bits of each term for the given items (their vectors read once each): [id, ...masks]. */
export async function readExactFieldMasks(
  db: Db,
  terms: readonly PoolTerm[],
  ids: readonly string[],
  fieldLetters: readonly string[],
): Promise<Array<[string, ...number[]]>> {
  if (ids.length === 0 || terms.length === 0) return [];
  const masks = fieldMasks(terms, fieldTest(false, fieldLetters));
  const rows = await queryRows<{ m: [string, ...number[]] }>(
    db,
    sql`
    select json_build_array(p.node_id, ${sql.join(masks, sql`, `)}) as m
    from (select s.node_id, s.search_vector || ''::tsvector as v
      from search_text s where s.node_id = any(${sql.param(ids)}::uuid[]) offset 0) p`,
  );
  return rows.map((r) => r.m);
}
