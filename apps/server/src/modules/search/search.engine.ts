import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import {
  NODE_ENTITY_LABELS,
  NODE_ENTITY_TYPES,
  type MatchType,
  type ParsedSearchRequest,
  type RelatedItem,
  type RelationshipType,
  type SearchFiltersResponse,
  type SearchNode,
  type SearchResponse,
  type SearchType,
  type SuggestionsResponse,
  type NodeEntityType,
} from "@field-commons/shared/search";
import { queryRows, type Db } from "../../db/client";
import type { SearchNodeRow } from "../../db/schema/search";
import type { Embedder } from "./embeddings/embedder";
import { AppError } from "../../errors";
import { highlight } from "./search.highlight";
import { nearestNodes, queryWords, textCandidates, type Candidate } from "./search.query";

/** Candidates each side ranks before fusion and paging (results past it are not reachable). */
export const CANDIDATE_WINDOW = 300;
/** Reciprocal-rank fusion constant. */
const RRF_K = 60;
/**
 * Semantic matches keep a cosine of at least this, and at least this share
 * of the best match's: below, a vector is about as near as any text is.
 */
const SEMANTIC_MIN = 0.3;
const SEMANTIC_RELATIVE_MIN = 0.5;

type NodeRow = Pick<
  SearchNodeRow,
  | "id"
  | "title"
  | "description"
  | "body"
  | "nodeType"
  | "entityType"
  | "entityId"
  | "url"
  | "domain"
  | "tags"
  | "location"
  | "date"
  | "views"
  | "likes"
  | "shares"
>;

const NODE_COLUMNS = sql`n.id, n.title, n.description, n.body, n.node_type, n.entity_type,
  n.entity_id, n.url, n.domain, n.tags, n.location, n.date, n.views, n.likes, n.shares`;

interface RawNode {
  id: string;
  title: string;
  description: string;
  body: string;
  node_type: SearchNodeRow["nodeType"];
  entity_type: SearchNodeRow["entityType"];
  entity_id: string;
  url: string;
  domain: string | null;
  tags: string[];
  location: string;
  date: string | Date;
  views: number;
  likes: number;
  shares: number;
}

function fromRaw(r: RawNode): NodeRow {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    body: r.body,
    nodeType: r.node_type,
    entityType: r.entity_type,
    entityId: r.entity_id,
    url: r.url,
    domain: r.domain,
    tags: r.tags,
    location: r.location,
    date: new Date(r.date),
    views: Number(r.views),
    likes: Number(r.likes),
    shares: Number(r.shares),
  };
}

async function loadNodes(db: Db, ids: string[]): Promise<Map<string, NodeRow>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<RawNode>(
    db,
    sql`select ${NODE_COLUMNS} from search_nodes n where n.id in ${ids}`,
  );
  return new Map(rows.map((r) => [r.id, fromRaw(r)]));
}

/** The strongest relationships of each node, in either direction, at most `per` each. */
async function relationshipsOf(
  db: Db,
  ids: string[],
  per = 5,
): Promise<Map<string, Array<{ type: RelationshipType; strength: number }>>> {
  const out = new Map<string, Array<{ type: RelationshipType; strength: number }>>();
  if (ids.length === 0) return out;
  const rows = await queryRows<{ node: string; type: RelationshipType; strength: number }>(
    db,
    sql`
    select node, type, strength from (
      select node, type, strength,
        row_number() over (partition by node order by strength desc, type) as nth
      from (
        select e.source_id as node, e.type, e.strength from search_edges e where e.source_id in ${ids}
        union all
        select e.target_id, e.type, e.strength from search_edges e where e.target_id in ${ids}
      ) both_ways
    ) ranked
    where nth <= ${per}`,
  );
  for (const row of rows) {
    const list = out.get(row.node) ?? [];
    list.push({ type: row.type, strength: Number(row.strength) });
    out.set(row.node, list);
  }
  return out;
}

function present(
  node: NodeRow,
  relationships: Array<{ type: RelationshipType; strength: number }> = [],
): SearchNode {
  return {
    id: node.id,
    title: node.title,
    description: node.description,
    type: node.nodeType,
    entityType: node.entityType,
    entityId: node.entityId,
    url: node.url,
    domain: node.domain,
    tags: node.tags,
    location: node.location,
    date: node.date.toISOString(),
    popularity: { views: node.views, likes: node.likes, shares: node.shares },
    relationships,
  };
}

interface Fused {
  id: string;
  score: number;
  matchType: MatchType;
}

/** Weighted reciprocal-rank fusion, scaled so an item first on both sides scores 1. */
export function fuse(text: Candidate[], semantic: Candidate[], semanticRatio: number): Fused[] {
  const textRank = new Map(text.map((c, i) => [c.id, i + 1]));
  const semanticRank = new Map(semantic.map((c, i) => [c.id, i + 1]));
  const best = (1 - semanticRatio) / (RRF_K + 1) + semanticRatio / (RRF_K + 1);
  const ids = new Set([...textRank.keys(), ...semanticRank.keys()]);
  const fused: Fused[] = [];
  for (const id of ids) {
    const t = textRank.get(id);
    const s = semanticRank.get(id);
    const score =
      (t ? (1 - semanticRatio) / (RRF_K + t) : 0) + (s ? semanticRatio / (RRF_K + s) : 0);
    fused.push({
      id,
      score: score / best,
      matchType: t && s ? "hybrid" : t ? "text" : "semantic",
    });
  }
  return fused.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}

export const EMBEDDINGS_UNAVAILABLE =
  "Semantic search is unavailable right now; try a text search.";

async function semanticCandidates(
  db: Db,
  embedder: Embedder,
  request: ParsedSearchRequest,
  window: number,
): Promise<Candidate[]> {
  let vector: Float32Array | undefined;
  try {
    [vector] = await embedder.embed([request.text]);
  } catch (error) {
    throw Object.assign(new AppError(502, "UPSTREAM_FAILED", EMBEDDINGS_UNAVAILABLE), {
      cause: error,
    });
  }
  const found = await nearestNodes(db, embedder.model, vector!, {
    limit: window,
    filters: request.filters,
    minScore: SEMANTIC_MIN,
    fromCopy: true,
  });
  const floor = (found[0]?.score ?? 0) * SEMANTIC_RELATIVE_MIN;
  return found.filter((c) => c.score >= floor);
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

function pageOf<T>(list: T[], options: { page: number; limit: number }): T[] {
  return list.slice((options.page - 1) * options.limit, options.page * options.limit);
}

export async function search(
  db: Db,
  embedder: Embedder,
  type: SearchType,
  request: ParsedSearchRequest,
): Promise<SearchResponse> {
  const started = performance.now();
  const { options } = request;
  const [text, semantic] = await Promise.all([
    type === "semantic"
      ? { candidates: [], total: 0 }
      : textCandidates(db, request.text, request.filters, CANDIDATE_WINDOW),
    type === "text"
      ? []
      : semanticCandidates(db, embedder, request, CANDIDATE_WINDOW).catch((error: unknown) => {
          // Hybrid answers from the text side alone when the embedder is down.
          if (type === "hybrid" && error instanceof AppError) return [];
          throw error;
        }),
  ]);
  let fused: Fused[];
  let total: number;
  if (type === "text") {
    fused = text.candidates.map((c) => ({ ...c, matchType: "text" as const }));
    total = text.total;
  } else if (type === "semantic") {
    fused = semantic.map((c) => ({ ...c, matchType: "semantic" as const }));
    total = fused.length;
  } else {
    fused = fuse(text.candidates, semantic, options.semanticRatio);
    total = Math.max(fused.length, text.total);
  }

  // Facts for sorting (every candidate) or for related topics (the first 100) and the page.
  const byRelevance = options.sortBy === "relevance";
  const ids = byRelevance
    ? [
        ...new Set([
          ...fused.slice(0, 100).map((f) => f.id),
          ...pageOf(fused, options).map((f) => f.id),
        ]),
      ]
    : fused.map((f) => f.id);
  // Best first by relevance, the page is known already: its nodes are read alongside the facts.
  const readPage = (pageIds: string[]) =>
    Promise.all([loadNodes(db, pageIds), relationshipsOf(db, pageIds)]);
  const early =
    byRelevance && options.sortOrder !== "asc"
      ? readPage(pageOf(fused, options).map((f) => f.id))
      : null;
  // Settled by the await below; a failure here is not left unhandled meanwhile.
  early?.catch(() => undefined);
  const facts = new Map<string, { date: number; popularity: number; tags: string[] }>();
  if (ids.length > 0) {
    const rows = await queryRows<{
      id: string;
      date: string | Date;
      popularity: number;
      tags: string[];
    }>(
      db,
      sql`
      select n.id, n.date, (n.views + n.likes + n.shares)::int as popularity, n.tags
      from search_nodes n where n.id in ${ids}`,
    );
    for (const row of rows) {
      facts.set(row.id, {
        date: new Date(row.date).getTime(),
        popularity: Number(row.popularity),
        tags: row.tags,
      });
    }
  }
  // A node removed since the candidates were read is dropped.
  if (!byRelevance) fused = fused.filter((f) => facts.has(f.id));
  const direction = options.sortOrder === "asc" ? -1 : 1;
  if (options.sortBy === "date") {
    fused.sort(
      (a, b) => direction * (facts.get(b.id)!.date - facts.get(a.id)!.date) || b.score - a.score,
    );
  } else if (options.sortBy === "popularity") {
    fused.sort(
      (a, b) =>
        direction * (facts.get(b.id)!.popularity - facts.get(a.id)!.popularity) ||
        b.score - a.score,
    );
  } else if (direction === -1) {
    fused.reverse();
  }

  const topicCounts = new Map<string, { topic: string; count: number }>();
  for (const f of fused.slice(0, 100)) {
    for (const tag of facts.get(f.id)?.tags ?? []) {
      const key = tag.toLowerCase();
      const entry = topicCounts.get(key) ?? { topic: tag, count: 0 };
      entry.count++;
      topicCounts.set(key, entry);
    }
  }
  const query = request.text.trim().toLowerCase();
  const relatedTopics = [...topicCounts.values()]
    .filter((t) => t.topic.toLowerCase() !== query)
    .sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic))
    .slice(0, 10);

  const pages = Math.max(1, Math.ceil(fused.length / options.limit));
  const page = pageOf(fused, options);
  const [nodes, relationships] = await (early ?? readPage(page.map((f) => f.id)));
  const words = queryWords(request.text);
  const results = page.flatMap((f) => {
    const node = nodes.get(f.id);
    if (!node) return [];
    return [
      {
        node: present(node, relationships.get(f.id)),
        score: round(Math.min(1, Math.max(0, f.score))),
        matchType: f.matchType,
        highlights: highlight(words, node),
      },
    ];
  });
  return {
    results,
    total,
    page: options.page,
    pages,
    processingTime: Math.round((performance.now() - started) * 10) / 10,
    relatedTopics,
  };
}

export async function findNode(db: Db, id: string): Promise<SearchNode | null> {
  const nodes = await loadNodes(db, [id]);
  const node = nodes.get(id);
  if (!node) return null;
  const relationships = await relationshipsOf(db, [id]);
  return present(node, relationships.get(id));
}

export async function findEntityNode(
  db: Db,
  entityType: NodeEntityType,
  entityId: string,
): Promise<SearchNode | null> {
  // Content is addressed by id or slug on its pages.
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    select n.id from search_nodes n
    where n.entity_type = ${entityType} and (n.entity_id = ${entityId}
      or (n.entity_type in ('case-study', 'trip', 'policy-brief', 'opinion-essay', 'interview')
          and n.url like ${`%/${entityId.replace(/[%_\\]/g, "")}`}))
    limit 1`,
  );
  const id = rows[0]?.id;
  return id ? findNode(db, id) : null;
}

/**
 * A node's neighbours by relationship strength (either direction). At depth
 * 2, the neighbours' own neighbours follow, up to the same limit in all.
 */
export async function relatedNodes(
  db: Db,
  id: string,
  limit: number,
  depth: number,
): Promise<RelatedItem[]> {
  const neighbours = async (sources: string[], exclude: Set<string>, take: number) => {
    if (sources.length === 0 || take <= 0) return [];
    const rows = await queryRows<{
      source: string;
      other: string;
      type: RelationshipType;
      strength: number;
      confidence: number;
    }>(
      db,
      sql`
      select source, other, type, strength, confidence from (
        select e.source_id as source, e.target_id as other, e.type, e.strength, e.confidence
        from search_edges e where e.source_id in ${sources}
        union all
        select e.target_id, e.source_id, e.type, e.strength, e.confidence
        from search_edges e where e.target_id in ${sources}
      ) edges
      order by strength desc, type, other
      limit ${take + exclude.size + 50}`,
    );
    const seen = new Set<string>();
    const picked = rows.filter((r) => {
      if (exclude.has(r.other) || seen.has(r.other)) return false;
      seen.add(r.other);
      return true;
    });
    return picked.slice(0, take);
  };
  const first = await neighbours([id], new Set([id]), limit);
  const edges = [...first];
  if (depth > 1) {
    const exclude = new Set([id, ...first.map((r) => r.other)]);
    edges.push(
      ...(await neighbours(
        first.map((r) => r.other),
        exclude,
        limit - first.length,
      )),
    );
  }
  const ids = [...new Set(edges.map((e) => e.other))];
  const [nodes, relationships] = await Promise.all([loadNodes(db, ids), relationshipsOf(db, ids)]);
  return edges.flatMap((edge) => {
    const node = nodes.get(edge.other);
    if (!node) return [];
    return [
      {
        node: present(node, relationships.get(edge.other)),
        relationship: edge.type,
        strength: round(Number(edge.strength)),
        confidence: round(Number(edge.confidence)),
        source: edge.source,
      },
    ];
  });
}

let filtersCache: { at: number; value: SearchFiltersResponse } | null = null;
const FILTERS_CACHE_MS = 30_000;

/** Facet values with counts over the whole index (cached briefly: the figures change slowly). */
export async function searchFilters(db: Db): Promise<SearchFiltersResponse> {
  if (filtersCache && Date.now() - filtersCache.at < FILTERS_CACHE_MS) return filtersCache.value;
  const [types, domains, tags, locations] = await Promise.all([
    queryRows<{ value: NodeEntityType; count: number }>(
      db,
      sql`
      select entity_type as value, count(*)::int as count from search_nodes group by entity_type`,
    ),
    queryRows<{ value: string; count: number }>(
      db,
      sql`
      select domain as value, count(*)::int as count from search_nodes
      where domain is not null and domain <> '' group by domain order by count desc, domain limit 50`,
    ),
    queryRows<{ value: string; count: number }>(
      db,
      sql`
      select min(tag) as value, count(*)::int as count
      from search_nodes n, unnest(n.tags) as tag
      where n.entity_type not in ('topic', 'location')
      group by lower(tag) order by count desc, value limit 50`,
    ),
    queryRows<{ value: string; count: number }>(
      db,
      sql`
      select location as value, count(*)::int as count from search_nodes
      where location <> '' and entity_type not in ('topic', 'location')
      group by location order by count desc, location limit 50`,
    ),
  ]);
  const typeCounts = new Map(types.map((r) => [r.value, Number(r.count)]));
  const value: SearchFiltersResponse = {
    types: NODE_ENTITY_TYPES.filter((t) => typeCounts.has(t)).map((t) => ({
      value: t,
      label: NODE_ENTITY_LABELS[t],
      count: typeCounts.get(t)!,
    })),
    domains: domains.map((r) => ({ value: r.value, count: Number(r.count) })),
    tags: tags.map((r) => ({ value: r.value, count: Number(r.count) })),
    locations: locations.map((r) => ({ value: r.value, count: Number(r.count) })),
  };
  filtersCache = { at: Date.now(), value };
  return value;
}

/** Titles (of items, people, topics and places) containing the query, those starting with it first. */
export async function suggest(db: Db, q: string, limit: number): Promise<SuggestionsResponse> {
  const needle = q
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, (c) => `\\${c}`);
  const rows = await queryRows<{ title: string; node_type: SearchNode["type"] }>(
    db,
    sql`
    select distinct on (lower(n.title)) n.title, n.node_type, n.views
    from search_nodes n
    where lower(n.title) like ${`%${needle}%`}
    order by lower(n.title), n.views desc
    limit 200`,
  );
  const suggestions = rows
    .map((r) => ({
      text: r.title,
      type: r.node_type,
      starts: r.title.toLowerCase().startsWith(q.trim().toLowerCase()),
    }))
    .sort((a, b) => Number(b.starts) - Number(a.starts) || a.text.length - b.text.length)
    .slice(0, limit)
    .map(({ text, type }) => ({ text, type }));
  return { suggestions };
}
