import { z } from "zod";
import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from "./content-types";

// ---------------------------------------------------------------------------
// Smart search and the knowledge graph: the search node, results, related
// items, filters and suggestions, with the specification's constants.
// ---------------------------------------------------------------------------

export const SEARCH_TYPES = ["hybrid", "semantic", "text"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The node types of the specification. */
export const NODE_TYPES = [
  "publication",
  "author",
  "topic",
  "location",
  "organization",
  "concept",
  "event",
  "person",
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** What a node stands for; decides its page. */
export const NODE_ENTITY_TYPES = [
  ...CONTENT_TYPES,
  "recording",
  "job",
  "organization",
  "person",
  "topic",
  "location",
] as const;
export type NodeEntityType = (typeof NODE_ENTITY_TYPES)[number];

export const RELATIONSHIP_TYPES = [
  "references",
  "cites",
  "mentions",
  "authored_by",
  "located_in",
  "related_to",
  "similar_to",
  "part_of",
  "follows",
  "precedes",
  "conflicts_with",
  "supports",
  "opposes",
] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

export const SEARCH_LIMITS = {
  /** Results per search request (the page asks for 50). */
  results: 50,
  /** Suggestions start when the query is longer than this. */
  suggestAfter: 2,
  suggestions: 8,
  /** Characters of a query. */
  query: 200,
  /** Values per filter list in a request. */
  filterValues: 20,
  /** Related nodes: the endpoint's default and cap, and what the search page asks for. */
  related: 50,
  relatedMax: 100,
  relatedOnSearchPage: 30,
  /** Related items shown in a detail page's Related block. */
  relatedBlock: 6,
  /** Searches kept in the browser. */
  history: 10,
} as const;

/** The knowledge graph's drawing constants. */
export const GRAPH = {
  viewBox: { width: 800, height: 600 },
  zoomMin: 0.1,
  zoomMax: 3,
  zoomStep: 0.1,
  labelMax: 20,
  tooltipMax: 100,
  relationshipsShown: 5,
} as const;

/** Node radius: 20 plus twice the log of (views plus 1), capped at 60. */
export function nodeRadius(views: number): number {
  return Math.min(60, 20 + 2 * Math.log(Math.max(0, views) + 1));
}

/** Link width: strength times 5, at least 1. */
export function linkWidth(strength: number): number {
  return Math.max(1, strength * 5);
}

export const EXAMPLE_SEARCHES = [
  "community organizing",
  "sustainable development",
  "environmental justice",
  "participatory democracy",
  "indigenous rights",
  "renewable energy",
] as const;

export const SEARCH_MESSAGES = {
  noResults: "No results found. Try adjusting your search terms or filters",
  nodeFailed: "Failed to load node",
  relatedFailed: "Failed to load related nodes",
  blank: "Enter something to search for",
  tooLong: `A search can be at most ${SEARCH_LIMITS.query} characters`,
} as const;

export const SearchPopularity = z.object({
  views: z.number().int(),
  likes: z.number().int(),
  shares: z.number().int(),
});
export type SearchPopularity = z.infer<typeof SearchPopularity>;

export const SearchNode = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(NODE_TYPES),
  entityType: z.enum(NODE_ENTITY_TYPES),
  entityId: z.string(),
  /** The canonical page of the node (content detail, job, profile, or a search for a topic or place). */
  url: z.string(),
  /** The commons domain it stands under (a job's field is mapped to one). */
  domain: z.string().nullable(),
  /** Jobs only: the job's own field, one of the jobs board's domains. */
  field: z.string().optional(),
  tags: z.array(z.string()),
  location: z.string(),
  /** When it was published (or created, for people, topics and places). */
  date: z.string(),
  popularity: SearchPopularity,
  /** The node's strongest stored relationships, by type. */
  relationships: z.array(z.object({ type: z.enum(RELATIONSHIP_TYPES), strength: z.number() })),
});
export type SearchNode = z.infer<typeof SearchNode>;

export const MATCH_TYPES = ["text", "semantic", "hybrid"] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/** Where in a recording the query's words are said. */
export const SearchPassage = z.object({
  /** The transcript's words there, the matched ones wrapped in <mark>…</mark>; all other text escaped. */
  text: z.string(),
  /** Seconds from the start of the recording. */
  time: z.number().int().min(0),
  /** The recording's page, playing from that time (`/recordings/{id}?t={time}`). */
  url: z.string(),
});
export type SearchPassage = z.infer<typeof SearchPassage>;

export const SearchResult = z.object({
  node: SearchNode,
  /** 0..1; shown as a percentage with one decimal. */
  score: z.number(),
  /** Which side found it: the text index, the embeddings, or both. */
  matchType: z.enum(MATCH_TYPES),
  /** Fragments with the matched words wrapped in <mark>…</mark>; all other text escaped. */
  highlights: z.object({ title: z.array(z.string()), content: z.array(z.string()) }),
  /** Recordings only: the transcript passage that best matches the query, when one does. */
  passage: SearchPassage.optional(),
});
export type SearchResult = z.infer<typeof SearchResult>;

const filterList = z
  .array(z.string().trim().min(1).max(120))
  .max(SEARCH_LIMITS.filterValues)
  .default([]);

export const SearchFilters = z
  .object({
    /** Node entity types (case-study, job, person…). */
    types: z.array(z.enum(NODE_ENTITY_TYPES)).max(NODE_ENTITY_TYPES.length).default([]),
    domains: filterList,
    tags: filterList,
    locations: filterList,
  })
  .default({ types: [], domains: [], tags: [], locations: [] });
export type SearchFilters = z.infer<typeof SearchFilters>;

/** Hybrid's default weight of the semantic side (best on the judged queries: `npm run eval:search`). */
export const DEFAULT_SEMANTIC_RATIO = 0.3;

export const SEARCH_SORTS = ["relevance", "date", "popularity"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SearchRequest = z.object({
  text: z
    .string({ error: SEARCH_MESSAGES.blank })
    .trim()
    .min(1, SEARCH_MESSAGES.blank)
    .max(SEARCH_LIMITS.query, SEARCH_MESSAGES.tooLong),
  filters: SearchFilters,
  options: z
    .object({
      limit: z.number().int().min(1).max(SEARCH_LIMITS.results).default(SEARCH_LIMITS.results),
      page: z.number().int().min(1).max(1000).default(1),
      sortBy: z.enum(SEARCH_SORTS).default("relevance"),
      sortOrder: z.enum(["asc", "desc"]).default("desc"),
      /** Hybrid only: the weight of the semantic side, 0 (text only) to 1 (semantic only). */
      semanticRatio: z.number().min(0).max(1).default(DEFAULT_SEMANTIC_RATIO),
    })
    .default({
      limit: 50,
      page: 1,
      sortBy: "relevance",
      sortOrder: "desc",
      semanticRatio: DEFAULT_SEMANTIC_RATIO,
    }),
});
export type SearchRequest = z.input<typeof SearchRequest>;
export type ParsedSearchRequest = z.output<typeof SearchRequest>;

const FilterValue = z.object({ value: z.string(), count: z.number().int() });
export type FilterValue = z.infer<typeof FilterValue>;

/** Filter values with how many nodes have each. */
export const SearchFacets = z.object({
  types: z.array(FilterValue.extend({ label: z.string() })),
  domains: z.array(FilterValue),
  tags: z.array(FilterValue),
  locations: z.array(FilterValue),
});
export type SearchFacets = z.infer<typeof SearchFacets>;

export const SearchResponse = z.object({
  results: z.array(SearchResult),
  /** Matches in all, counted up to the engine's candidate pools. */
  total: z.number().int(),
  /** True when a pool filled: at least `total` items match, and maybe more. */
  totalIsLowerBound: z.boolean(),
  page: z.number().int(),
  pages: z.number().int(),
  /** Milliseconds the server spent. */
  processingTime: z.number(),
  relatedTopics: z.array(z.object({ topic: z.string(), count: z.number().int() })),
  /**
   * The matched set's filter values: each value's count is the number of
   * results with it, under the query and the other facets' filters (a
   * facet's own choice does not narrow its own counts).
   */
  facets: SearchFacets,
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/** Filter values over the whole index. */
export const SearchFiltersResponse = SearchFacets.describe(
  "The filter options the whole index holds, before any search",
);
export type SearchFiltersResponse = z.infer<typeof SearchFiltersResponse>;

export const SuggestionsQuery = z.object({
  q: z.string().trim().max(SEARCH_LIMITS.query).default(""),
});

export const SuggestionsResponse = z.object({
  suggestions: z.array(z.object({ text: z.string(), type: z.enum(NODE_TYPES) })),
});
export type SuggestionsResponse = z.infer<typeof SuggestionsResponse>;

export const RelatedQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_LIMITS.relatedMax)
    .default(SEARCH_LIMITS.related),
  depth: z.coerce.number().int().min(1).max(2).default(1),
});

export const RelatedItem = z.object({
  node: SearchNode,
  relationship: z.enum(RELATIONSHIP_TYPES),
  strength: z.number(),
  confidence: z.number(),
  /** The node this one relates to: the asked node at depth 1, a neighbour at depth 2. */
  source: z.string(),
});
export type RelatedItem = z.infer<typeof RelatedItem>;

export const RelatedResponse = z.object({ related: z.array(RelatedItem) });
export type RelatedResponse = z.infer<typeof RelatedResponse>;

export const NodeIdParams = z.object({ id: z.uuid({ error: "Not a node id" }) });
export const EntityNodeParams = z.object({
  entityType: z.enum(NODE_ENTITY_TYPES),
  entityId: z.string().min(1).max(200),
});
export const SearchTypeParams = z.object({ type: z.enum(SEARCH_TYPES) });

/** Labels of node entity types, for filters, badges and the legend. */
export const NODE_ENTITY_LABELS: Record<NodeEntityType, string> =
  entityLabelsOf(CONTENT_TYPE_LABELS);

/** Search's labels of entity types: each content type's label, then the other entities'. */
export function entityLabelsOf<T extends string>(contentLabels: Record<T, string>) {
  return {
    ...contentLabels,
    recording: "Recording",
    job: "Job",
    organization: "Organization",
    person: "Person",
    topic: "Topic",
    location: "Location",
  };
}
