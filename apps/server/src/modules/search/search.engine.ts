import { performance } from "node:perf_hooks";
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
import { CONTENT_TYPES } from "@field-commons/shared/content-types";
import { commonsDomainOf, DOMAINS } from "@field-commons/shared/domains";
import type { Db } from "../../db/client";
import type { SearchNodeRow } from "../../db/schema/search";
import type { Embedder } from "./embeddings/embedder";
import { AppError } from "../../errors";
import { facetCounts, matchesFilters, type Facetable } from "./search.facets";
import { highlight } from "./search.highlight";
import { topicKey } from "./search.documents";
import { nearestNodes, type Candidate } from "./search.query";
import { recordingPassages, type PassageTerm } from "./search.passages";
import { relatedEdges } from "./search.related";
import {
  countNodesByDomain,
  countNodesByEntityType,
  countTopLocations,
  countTopTags,
  findEntityNodeId,
  findTitleSuggestions,
  readNodeFacets,
  readNodeSortFacts,
  readNodesWithRelationships,
  type RawNode,
} from "./search-nodes.repository";
import {
  queryTokens,
  resolveQuery,
  emptyTextSide,
  textCandidates,
  type ResolvedQuery,
  type TextCandidate,
} from "./search.text";

/** Candidates each side ranks before fusion and paging (results past it are not reachable). */
export const CANDIDATE_WINDOW = 300;
/**
 * Semantic matches keep a cosine of at least this, and at least this share
 * of the best match's: below, a vector is about as near as any text is.
 */
const SEMANTIC_MIN = 0.3;
const SEMANTIC_RELATIVE_MIN = 0.5;
/** A cosine only texts about the very same thing reach (calibrated on the judged queries). */
const SEMANTIC_HIGH = 0.9;

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

type Relationship = { type: RelationshipType; strength: number };

/**
 * Nodes by id, each with its strongest relationships in either direction (at
 * most `per`, strongest first), in one statement. The tags of `tagsOf` (ids
 * not among `ids`) come back from the same statement, without their nodes.
 */
async function loadNodes(
  db: Db,
  ids: string[],
  per = 5,
  tagsOf: string[] = [],
): Promise<{
  nodes: Map<string, { node: NodeRow; relationships: Relationship[] }>;
  tags: Map<string, string[]>;
}> {
  if (ids.length === 0 && tagsOf.length === 0) return { nodes: new Map(), tags: new Map() };
  const rows = await readNodesWithRelationships(db, ids, per, tagsOf);
  const nodes = new Map<string, { node: NodeRow; relationships: Relationship[] }>();
  const tags = new Map<string, string[]>();
  for (const r of rows) {
    tags.set(r.id, r.tags);
    if (!r.full) continue;
    nodes.set(r.id, {
      node: fromRaw(r),
      relationships: (r.relationships ?? []).map((x) => ({
        type: x.type,
        strength: Number(x.strength),
      })),
    });
  }
  return { nodes, tags };
}

function present(node: NodeRow, relationships: Relationship[] = []): SearchNode {
  return {
    id: node.id,
    title: node.title,
    description: node.description,
    type: node.nodeType,
    entityType: node.entityType,
    entityId: node.entityId,
    url: node.url,
    // Readers see the commons domains; a job keeps its own field beside.
    domain: commonsDomainOf(node.domain) ?? node.domain,
    ...(node.entityType === "job" && node.domain ? { field: node.domain } : {}),
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
  /** A topic, place, person or organization rather than an item. */
  item: boolean;
}

/**
 * Items (publications, recordings, jobs) come before topics, places, people
 * and organizations of the same score: those weigh this much, unless their
 * title is what the query names.
 */
const NON_ITEM_WEIGHT = 0.6;

/**
 * On the judged demo queries, the best text match of every title, topic and
 * typo query scores at least 0.44 of its query's ceiling; of paraphrases,
 * mostly 0.10-0.25.
 */
const TRUSTED_COVERAGE = 0.4;

const isItem = (c: Candidate) => c.nodeType === undefined || c.nodeType === "publication";

/** The entity types indexed as items (publications, recordings, jobs). */
const ITEM_TYPES = new Set<NodeEntityType>([...CONTENT_TYPES, "recording", "job"]);

/**
 * A semantic match's cosine on a 0..1 scale: 0 at the floor (SEMANTIC_MIN),
 * 1 at a cosine only near-duplicates reach (SEMANTIC_HIGH).
 */
export function calibratedCosine(cosine: number): number {
  return Math.min(1, Math.max(0, (cosine - SEMANTIC_MIN) / (SEMANTIC_HIGH - SEMANTIC_MIN)));
}

/**
 * Hybrid fusion: each node's text score (BM25 over what the query could
 * score at most, 0..1) and calibrated cosine, weighted by the semantic ratio,
 * over the candidates of both sides. Both scores are absolute, not ranks: a
 * text side that matched only a common word of a long question scores low,
 * so it cannot bury what the semantic side found, and a semantic side that
 * found only loose neighbours cannot bury an exact text match. Items whose
 * title holds the whole query come first.
 */
export function fuse(text: TextCandidate[], semantic: Candidate[], semanticRatio: number): Fused[] {
  const textOf = new Map(text.map((c) => [c.id, c]));
  // How far the text side is trusted: fully when its best match scores at
  // least TRUSTED_COVERAGE of what the query could score, less in proportion
  // when it matched only some words of the query (a paraphrase, whose words
  // the relevant items do not use, meets items that share incidental ones).
  const best = text.reduce((max, c) => Math.max(max, c.relative), 0);
  const textWeight = (1 - semanticRatio) * Math.min(1, best / TRUSTED_COVERAGE);
  const semanticOf = new Map(semantic.map((c) => [c.id, c]));
  const fused: Array<Fused & { first: boolean }> = [];
  for (const id of new Set([...textOf.keys(), ...semanticOf.keys()])) {
    const t = textOf.get(id);
    const s = semanticOf.get(id);
    const item = isItem(t ?? s!) && isItem(s ?? t!);
    let score = textWeight * (t?.relative ?? 0) + semanticRatio * (s?.score ?? 0);
    if (!item && !t?.titleMatch) score *= NON_ITEM_WEIGHT;
    fused.push({
      id,
      score,
      item,
      first: t?.titleMatch ?? false,
      matchType: t && s ? "hybrid" : t ? "text" : "semantic",
    });
  }
  fused.sort(
    (a, b) => Number(b.first) - Number(a.first) || b.score - a.score || (a.id < b.id ? -1 : 1),
  );
  return fused.map(({ first: _first, ...rest }) => rest);
}

/** One side's candidates as fused results: non-items weighed down, title matches first. */
function alone(
  candidates: Array<Candidate & { titleMatch?: boolean }>,
  matchType: MatchType,
): Fused[] {
  const out = candidates.map((c) => {
    const item = isItem(c);
    return {
      id: c.id,
      score: item || c.titleMatch ? c.score : c.score * NON_ITEM_WEIGHT,
      item,
      first: c.titleMatch ?? false,
      matchType,
    };
  });
  out.sort(
    (a, b) => Number(b.first) - Number(a.first) || b.score - a.score || (a.id < b.id ? -1 : 1),
  );
  return out.map(({ first: _first, ...rest }) => rest);
}

export const EMBEDDINGS_UNAVAILABLE =
  "Semantic search is unavailable right now; try a text search.";

/**
 * Semantic side: the nearest vectors above the floor, scored by calibrated
 * cosine, before filters. A query none of whose words the model knows finds
 * nothing (its vector would mean nothing).
 */
async function semanticCandidates(
  db: Db,
  embedder: Embedder,
  request: Pick<ParsedSearchRequest, "text">,
  window: number,
): Promise<Candidate[]> {
  let vector: Float32Array | undefined;
  try {
    if (embedder.knows && !(await embedder.knows(request.text))) return [];
    [vector] = await embedder.embed([request.text]);
  } catch (error) {
    throw Object.assign(new AppError(502, "UPSTREAM_FAILED", EMBEDDINGS_UNAVAILABLE), {
      cause: error,
    });
  }
  // The query's neighbours alone: filters narrow them afterwards (search()).
  const found = await nearestNodes(db, embedder.model, vector!, {
    limit: window,
    minScore: SEMANTIC_MIN,
    fromCopy: true,
  });
  const floor = (found[0]?.score ?? 0) * SEMANTIC_RELATIVE_MIN;
  return found
    .filter((c) => c.score >= floor)
    .map((c) => ({ ...c, score: calibratedCosine(c.score) }));
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
  // Text alone, best first: the page and the first 100 (related topics) are
  // all that is read; its count still covers the whole window.
  const textOnlyBestFirst =
    type === "text" && options.sortBy === "relevance" && options.sortOrder !== "asc";
  const textWindow = textOnlyBestFirst
    ? Math.min(CANDIDATE_WINDOW, Math.max(100, options.page * options.limit))
    : CANDIDATE_WINDOW;
  const [text, unfiltered] = await Promise.all([
    type === "semantic"
      ? emptyTextSide(null)
      : textCandidates(
          db,
          request.text,
          request.filters,
          textWindow,
          options.sortBy === "relevance" ? options.page * options.limit : 1,
        ),
    type === "text"
      ? []
      : semanticCandidates(db, embedder, request, CANDIDATE_WINDOW).catch((error: unknown) => {
          // Hybrid answers from the text side alone when the embedder is down.
          if (type === "hybrid" && error instanceof AppError) return [];
          throw error;
        }),
  ]);
  // The query's matched set before filters (both sides' candidates), which
  // the results and the facet counts are both taken from: a filter narrows
  // the set, and a value's count is what choosing it would leave.
  const matched = new Map<string, Facetable>(text.pool.map((item) => [item.id, item]));
  // The server's copy of the vectors holds the rest's facts; a node it does
  // not (the database path) is read.
  const unread: string[] = [];
  for (const c of unfiltered) {
    if (matched.has(c.id)) continue;
    if (c.facts) matched.set(c.id, { id: c.id, ...c.facts });
    else unread.push(c.id);
  }
  if (unread.length > 0) {
    const rows = await readNodeFacets(db, unread);
    for (const r of rows) {
      matched.set(r.id, {
        id: r.id,
        entityType: r.entity_type,
        domain: r.domain,
        tags: r.tags,
        location: r.location,
      });
    }
  }
  // A node removed since its vector was read is dropped (here when its row
  // was read, at the page's read when the copy still held it).
  const passes = matchesFilters(request.filters);
  const semantic = unfiltered
    .filter((c) => {
      const item = matched.get(c.id);
      return item !== undefined && passes(item);
    })
    .map((c) => ({ ...c, tags: c.tags ?? matched.get(c.id)!.tags }));
  // Searched items: every side's matches that pass the filters (by date, items alone).
  const byDate = options.sortBy === "date";
  const sides =
    type === "text" ? text.pool : type === "semantic" ? unfiltered : [...matched.values()];
  const inSet = new Map<string, Facetable>();
  for (const { id } of sides) {
    const item = matched.get(id);
    if (item && (!byDate || ITEM_TYPES.has(item.entityType))) inSet.set(id, item);
  }
  const facets = facetCounts(inSet.values(), request.filters);

  let total = 0;
  for (const item of inSet.values()) if (passes(item)) total++;
  // The semantic side stops at its window; more vectors may pass its floor.
  const semanticFull = unfiltered.length >= CANDIDATE_WINDOW;
  const totalIsLowerBound =
    type === "text"
      ? text.totalIsLowerBound
      : type === "semantic"
        ? semanticFull
        : text.totalIsLowerBound || semanticFull;
  const fuseSides = () =>
    type === "text"
      ? alone(text.candidates, "text")
      : type === "semantic"
        ? alone(semantic, "semantic")
        : fuse(text.candidates, semantic, options.semanticRatio);
  let fused = fuseSides();
  // Text scores may be upper bounds (search.text.ts): by relevance, every
  // result up to the page's end is scored exactly, and the results fused
  // again, until none of them is a bound. A result below them scores no more
  // than its bound, so the pages up to this one are in their exact order.
  // (Worst first, every candidate is scored exactly.)
  if (options.sortBy === "relevance" && text.bounded.size > 0) {
    const end = options.sortOrder === "asc" ? Infinity : options.page * options.limit;
    for (;;) {
      const bounded = fused
        .slice(0, end)
        .filter((f) => text.bounded.has(f.id))
        .map((f) => f.id);
      if (bounded.length === 0) break;
      await text.verify(bounded);
      fused = fuseSides();
    }
  }

  // By date, the items alone: topics, places, people and organizations carry
  // the day they were indexed, not a date of their own.
  if (byDate) fused = fused.filter((f) => f.item);

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
  const facts = new Map<string, { date: number; popularity: number }>();
  const tagsById = new Map<string, string[]>();
  // By relevance only the tags are needed, and the text side read its candidates' own.
  if (byRelevance) {
    for (const c of [...text.candidates, ...semantic]) if (c.tags) tagsById.set(c.id, c.tags);
  }
  const unknown = byRelevance ? ids.filter((id) => !tagsById.has(id)) : ids;
  // Best first by relevance, the page is known already: its nodes and the
  // missing tags are read in one statement.
  let loaded: Awaited<ReturnType<typeof loadNodes>> | null = null;
  if (byRelevance && options.sortOrder !== "asc") {
    const pageIds = pageOf(fused, options).map((f) => f.id);
    const onPage = new Set(pageIds);
    loaded = await loadNodes(
      db,
      pageIds,
      5,
      unknown.filter((id) => !onPage.has(id)),
    );
    for (const [id, tags] of loaded.tags) tagsById.set(id, tags);
  } else if (unknown.length > 0) {
    const rows = await readNodeSortFacts(db, unknown);
    for (const row of rows) {
      facts.set(row.id, { date: new Date(row.date).getTime(), popularity: Number(row.popularity) });
      tagsById.set(row.id, row.tags);
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
    for (const tag of tagsById.get(f.id) ?? []) {
      // "Seed banks", "seed-bank" and "seed bank" count as one topic.
      const key = topicKey(tag);
      const entry = topicCounts.get(key) ?? { topic: tag, count: 0 };
      entry.count++;
      topicCounts.set(key, entry);
    }
  }
  const queryKey = topicKey(request.text);
  const relatedTopics = [...topicCounts.entries()]
    .filter(([key]) => key !== queryKey)
    .map(([, t]) => t)
    .sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic))
    .slice(0, 10);

  const reachable = textOnlyBestFirst ? Math.min(total, CANDIDATE_WINDOW) : fused.length;
  const pages = Math.max(1, Math.ceil(reachable / options.limit));
  let page = pageOf(fused, options);
  // By date or popularity the page's order does not depend on the scores,
  // but the scores it shows are made exact.
  const shownBounds = page.filter((f) => text.bounded.has(f.id)).map((f) => f.id);
  if (shownBounds.length > 0) {
    await text.verify(shownBounds);
    const exact = new Map(fuseSides().map((f) => [f.id, f.score]));
    page = page.map((f) => ({ ...f, score: exact.get(f.id) ?? f.score }));
  }
  const { nodes } =
    loaded ??
    (await loadNodes(
      db,
      page.map((f) => f.id),
    ));
  const words = [
    ...new Set([
      ...queryTokens(request.text),
      ...(text.query?.terms.flatMap((t) => t.words) ?? []),
    ]),
  ];
  // Recordings on the page: where in their transcripts the query's words are said.
  const spoken = page.flatMap((f) => {
    const node = nodes.get(f.id)?.node;
    return node?.entityType === "recording" ? [node.entityId] : [];
  });
  const passages =
    spoken.length > 0
      ? await recordingPassages(db, spoken, await passageTerms(db, request.text, text.query))
      : new Map<string, never>();
  const results = page.flatMap((f) => {
    const found = nodes.get(f.id);
    if (!found) return [];
    const passage =
      found.node.entityType === "recording" ? passages.get(found.node.entityId) : undefined;
    return [
      {
        node: present(found.node, found.relationships),
        score: round(Math.min(1, Math.max(0, f.score))),
        matchType: f.matchType,
        highlights: highlight(words, found.node),
        ...(passage ? { passage } : {}),
      },
    ];
  });
  return {
    results,
    total,
    totalIsLowerBound,
    page: options.page,
    pages,
    processingTime: Math.round((performance.now() - started) * 10) / 10,
    relatedTopics,
    facets,
  };
}

/**
 * The query's terms for transcript passages, weighed by rarity: those the
 * text side resolved (stop words dropped, typos corrected), resolved here
 * when only the semantic side ran.
 */
async function passageTerms(
  db: Db,
  text: string,
  resolved: ResolvedQuery | null,
): Promise<PassageTerm[]> {
  const query = resolved ?? (await resolveQuery(db, text));
  return query.terms.map((term) => ({ words: term.words, weight: term.idf }));
}

export async function findNode(db: Db, id: string): Promise<SearchNode | null> {
  const { nodes } = await loadNodes(db, [id]);
  const found = nodes.get(id);
  return found ? present(found.node, found.relationships) : null;
}

export async function findEntityNode(
  db: Db,
  entityType: NodeEntityType,
  entityId: string,
): Promise<SearchNode | null> {
  // Content is addressed by id or slug on its pages.
  const id = await findEntityNodeId(db, entityType, entityId);
  return id ? findNode(db, id) : null;
}

/**
 * A node's neighbours by relationship strength (either direction). At depth
 * 2, the neighbours' own neighbours follow, weighed by both edges and the
 * degree of the node between (search.related.ts), up to the same limit in all.
 */
export async function relatedNodes(
  db: Db,
  id: string,
  limit: number,
  depth: number,
): Promise<RelatedItem[]> {
  const edges = await relatedEdges(db, id, limit, depth);
  const ids = [...new Set(edges.map((e) => e.other))];
  const { nodes } = await loadNodes(db, ids);
  return edges.flatMap((edge) => {
    const found = nodes.get(edge.other);
    if (!found) return [];
    return [
      {
        node: present(found.node, found.relationships),
        relationship: edge.type,
        strength: round(Number(edge.strength)),
        confidence: round(Number(edge.confidence)),
        source: edge.source,
      },
    ];
  });
}

/** By database: one process may serve several (tools and tests build more than one app). */
const filtersCache = new WeakMap<Db, { at: number; value: SearchFiltersResponse }>();
const FILTERS_CACHE_MS = 30_000;

/**
 * Facet values with counts over the whole index (cached briefly: the figures
 * change slowly). The domain facet lists the seven commons domains; jobs and
 * organizations count under the commons domain their field maps to.
 */
export async function searchFilters(db: Db): Promise<SearchFiltersResponse> {
  const cached = filtersCache.get(db);
  if (cached && Date.now() - cached.at < FILTERS_CACHE_MS) return cached.value;
  const [types, domains, tags, locations] = await Promise.all([
    countNodesByEntityType(db),
    countNodesByDomain(db),
    countTopTags(db),
    countTopLocations(db),
  ]);
  const typeCounts = new Map(types.map((r) => [r.value, Number(r.count)]));
  const value: SearchFiltersResponse = {
    types: NODE_ENTITY_TYPES.filter((t) => typeCounts.has(t)).map((t) => ({
      value: t,
      label: NODE_ENTITY_LABELS[t],
      count: typeCounts.get(t)!,
    })),
    domains: commonsDomainCounts(domains),
    tags: tags.map((r) => ({ value: r.value, count: Number(r.count) })),
    locations: locations.map((r) => ({ value: r.value, count: Number(r.count) })),
  };
  filtersCache.set(db, { at: Date.now(), value });
  return value;
}

/** Counts by stored domain summed by the commons domain each stands under, most first. */
function commonsDomainCounts(rows: Array<{ value: string; count: number }>) {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const domain = commonsDomainOf(row.value);
    if (domain) counts.set(domain, (counts.get(domain) ?? 0) + Number(row.count));
  }
  return DOMAINS.filter((d) => counts.has(d))
    .map((d) => ({ value: d, count: counts.get(d)! }))
    .sort((a, b) => b.count - a.count);
}

/** Titles (of items, people, topics and places) containing the query, those starting with it first, shortest first. */
export async function suggest(db: Db, q: string, limit: number): Promise<SuggestionsResponse> {
  const needle = q
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, (c) => `\\${c}`);
  const rows = await findTitleSuggestions(db, needle, limit);
  // One suggestion per title whatever its case: the most viewed node's.
  const byTitle = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = row.title.toLowerCase();
    const held = byTitle.get(key);
    if (!held || Number(row.views) > Number(held.views)) byTitle.set(key, row);
  }
  const suggestions = [...byTitle.values()]
    .sort(
      (a, b) =>
        Number(b.starts) - Number(a.starts) ||
        a.title.length - b.title.length ||
        (a.title < b.title ? -1 : a.title > b.title ? 1 : 0),
    )
    .slice(0, limit)
    .map(({ title, node_type }) => ({ text: title, type: node_type }));
  return { suggestions };
}
