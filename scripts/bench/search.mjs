// Search at scale: a search index of N synthetic items (100k by default),
// written straight into search_nodes with their text vectors and offline
// sentence vectors, the vector lists trained as the indexer trains them; then
// the semantic side's recall@10 against exact nearest neighbours.
//
// The items are made from themed word lists (each item mostly about one
// theme, with words of others mixed in), so that text queries match a
// realistic share of the index and semantic neighbours are meaningful.
import { sql } from "drizzle-orm";
import { postgresDatabase, createPglite, pgliteDatabase } from "../../apps/server/src/db/client.ts";
import { createLocalEmbedder } from "../../apps/server/src/modules/search/embeddings/local-embedder.ts";
import { nearestNodes } from "../../apps/server/src/modules/search/search.query.ts";
import {
  encodeVector,
  encodedCosine,
  trainIvfLists,
} from "../../apps/server/src/modules/search/vector-index.ts";

const THEMES = [
  "water irrigation canal river rotation farmers drought wells aquifer rainfall",
  "forest woodland timber logging trees canopy patrols quotas firewood reforestation",
  "energy solar wind cooperative grid electricity batteries microgrid turbines power",
  "fishery fishermen coastal boats quotas reef lagoon catch nets marine",
  "pasture grazing herders livestock rangeland cattle sheep seasonal migration drylands",
  "knowledge library archive open access software licences commons wiki data",
  "housing tenants cooperative land trust rent neighbourhood eviction affordable homes",
  "seeds farmers varieties exchange crops biodiversity gardens heritage harvest soil",
  "governance assembly council voting rules sanctions monitoring conflict mediation trust",
  "climate adaptation flooding resilience drought heat mangroves storms recovery planning",
].map((line) => line.split(" "));
const PLACES = [
  "Nepal",
  "Peru",
  "Kenya",
  "Mexico",
  "India",
  "Spain",
  "Bolivia",
  "Ghana",
  "Chile",
  "Vietnam",
];
const TYPES = ["case-study", "trip", "policy-brief", "opinion-essay", "interview"];

/** A small deterministic generator, so every run indexes the same items. */
function generator(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

function item(i, random) {
  const theme = THEMES[i % THEMES.length];
  const other = THEMES[Math.floor(random() * THEMES.length)];
  const pick = (words, n) =>
    Array.from({ length: n }, () => words[Math.floor(random() * words.length)]);
  const title = `${pick(theme, 3).join(" ")} ${i}`;
  const words = [...pick(theme, 28), ...pick(other, 12)];
  const description = `A study of ${pick(theme, 4).join(", ")} in ${PLACES[i % PLACES.length]}.`;
  return {
    type: TYPES[i % TYPES.length],
    title,
    description,
    body: words.join(" "),
    tags: pick(theme, 2),
    location: PLACES[i % PLACES.length],
  };
}

/** Text queries: one or two theme words, as people type them. */
export function searchQueries(count = 20) {
  const random = generator(7);
  return Array.from({ length: count }, (_, i) => {
    const theme = THEMES[i % THEMES.length];
    const a = theme[Math.floor(random() * theme.length)];
    const b = theme[Math.floor(random() * theme.length)];
    return i % 2 === 0 ? a : `${a} ${b}`;
  });
}

async function openDatabase(target) {
  if (target.url) return postgresDatabase(target.url, 4);
  return pgliteDatabase(await createPglite({ dataDir: target.dataDir }));
}

/**
 * Fills the index of an already-migrated database. Returns the seconds it
 * took and the embedder's model.
 */
export async function seedSearchIndex(target, rows) {
  const database = await openDatabase(target);
  const db = database.db;
  const embedder = createLocalEmbedder();
  const random = generator(42);
  const t0 = Date.now();
  try {
    for (let start = 0; start < rows; start += 2_000) {
      const items = Array.from({ length: Math.min(2_000, rows - start) }, (_, k) =>
        item(start + k, random),
      );
      const vectors = await embedder.embed(
        items.map((x) => [x.title, x.description, x.tags.join(", "), x.body].join(". ")),
      );
      const ids = items.map((_, k) => `bench-${start + k}`);
      await db.execute(sql`
        insert into search_nodes (entity_type, entity_id, node_type, title, description, body, url,
          domain, tags, location, date, views, likes, search_vector, title_vector, embedding, embedding_model)
        select t.type, t.id, 'publication', t.title, t.description, t.body, '/case-study/' || t.id,
          'Water & Oceans', string_to_array(t.tags, ','), t.location,
          now() - (t.n || ' minutes')::interval, t.n % 97, t.n % 13,
          setweight(to_tsvector('english', t.title), 'A') ||
          setweight(to_tsvector('english', t.description || ' ' || replace(t.tags, ',', ' ')), 'B') ||
          setweight(to_tsvector('english', t.body), 'C'), to_tsvector('english', t.title),
          decode(t.embedding, 'hex'), ${embedder.model}
        from unnest(
          ${sql.param(items.map((x) => x.type))}::text[], ${sql.param(ids)}::text[],
          ${sql.param(items.map((x) => x.title))}::text[], ${sql.param(items.map((x) => x.description))}::text[],
          ${sql.param(items.map((x) => x.body))}::text[], ${sql.param(items.map((x) => x.tags.join(",")))}::text[],
          ${sql.param(items.map((x) => x.location))}::text[],
          ${sql.param(vectors.map((v) => encodeVector(v).toString("hex")))}::text[],
          ${sql.param(items.map((_, k) => start + k))}::int[]
        ) as t(type, id, title, description, body, tags, location, embedding, n)`);
    }
    const trained = await trainIvfLists(db, embedder.model);
    // As autovacuum leaves a settled table: statistics, and the visibility map index-only scans use.
    await db.execute(sql`vacuum analyze search_nodes`);
    await db.execute(sql`vacuum analyze search_text`);
    return { seconds: (Date.now() - t0) / 1000, model: embedder.model, lists: trained.lists };
  } finally {
    await database.close();
  }
}

/**
 * recall@10 of the semantic side (the inverted-file lists) against exact
 * nearest neighbours found by scoring every stored vector.
 */
export async function semanticRecall(target, queries) {
  const database = await openDatabase(target);
  const db = database.db;
  const embedder = createLocalEmbedder();
  try {
    const all = [];
    let after = "";
    for (;;) {
      const page = await db.execute(sql`
        select id, embedding from search_nodes
        where embedding_model = ${embedder.model} and id::text > ${after}
        order by id::text limit 10000`);
      if (page.rows.length === 0) break;
      all.push(...page.rows);
      after = page.rows[page.rows.length - 1].id;
    }
    let found = 0;
    for (const query of queries) {
      const [vector] = await embedder.embed([query]);
      const exact = all
        .map((row) => ({ id: row.id, score: encodedCosine(vector, row.embedding) }))
        .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
        .slice(0, 10)
        .map((x) => x.id);
      const approximate = new Set(
        (await nearestNodes(db, embedder.model, vector, { limit: 10 })).map((x) => x.id),
      );
      found += exact.filter((id) => approximate.has(id)).length;
    }
    return found / (queries.length * 10);
  } finally {
    await database.close();
  }
}
