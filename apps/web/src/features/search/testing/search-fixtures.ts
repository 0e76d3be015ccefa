import type {
  RelatedItem,
  SearchFiltersResponse,
  SearchNode,
  SearchResponse,
  SearchResult,
} from "@field-commons/shared/search";

export function makeNode(overrides: Partial<SearchNode> = {}): SearchNode {
  const id = overrides.id ?? "node-1";
  return {
    id,
    title: "Water committees in Kisumu",
    description: "How village water committees share the upkeep of hand pumps.",
    type: "publication",
    entityType: "case-study",
    entityId: `entity-${id}`,
    url: `/case-study/${id}`,
    domain: "Water & Oceans",
    tags: ["irrigation"],
    location: "Kenya",
    date: "2026-03-04T00:00:00.000Z",
    popularity: { views: 120, likes: 4, shares: 1 },
    relationships: [],
    ...overrides,
  };
}

export function makeResult(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    node: makeNode(),
    score: 0.8734,
    matchType: "hybrid",
    highlights: {
      title: ["<mark>Water</mark> committees in Kisumu"],
      content: ["How village <mark>water</mark> committees share the upkeep"],
    },
    ...overrides,
  };
}

export function makeResponse(overrides: Partial<SearchResponse> = {}): SearchResponse {
  return {
    results: [makeResult()],
    total: 1,
    totalIsLowerBound: false,
    page: 1,
    pages: 1,
    processingTime: 12,
    relatedTopics: [{ topic: "irrigation", count: 3 }],
    facets: {
      types: [{ value: "case-study", label: "Case Study", count: 1 }],
      domains: [{ value: "Water & Oceans", count: 1 }],
      tags: [{ value: "irrigation", count: 1 }],
      locations: [{ value: "Kenya", count: 1 }],
    },
    ...overrides,
  };
}

export const FILTERS: SearchFiltersResponse = {
  types: [
    { value: "case-study", label: "Case Study", count: 12 },
    { value: "job", label: "Job", count: 3 },
  ],
  domains: [{ value: "Water & Oceans", count: 7 }],
  tags: [{ value: "irrigation", count: 3 }],
  locations: [{ value: "Kenya", count: 5 }],
};

export function related(
  node: SearchNode,
  source: string,
  relationship: RelatedItem["relationship"] = "similar_to",
  strength = 0.6,
): RelatedItem {
  return { node, relationship, strength, confidence: 0.9, source };
}
