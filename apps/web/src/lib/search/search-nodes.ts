import { RelatedResponse, SEARCH_LIMITS, SearchNode } from "@field-commons/shared/search";
import type { NodeEntityType } from "@field-commons/shared/search";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "../api-client";

/**
 * Nodes of the knowledge graph and their neighbours: used by the search
 * page's graph and by the Related block of detail pages.
 */
export const searchNodeKeys = {
  all: ["search-nodes"] as const,
  node: (id: string) => [...searchNodeKeys.all, "node", id] as const,
  related: (id: string, limit: number, depth: 1 | 2) =>
    [...searchNodeKeys.all, "related", id, limit, depth] as const,
  entity: (entityType: NodeEntityType, entityId: string) =>
    [...searchNodeKeys.all, "entity", entityType, entityId] as const,
};

export function getSearchNode(id: string, signal?: AbortSignal): Promise<SearchNode> {
  return apiClient.get(`/api/search/nodes/${encodeURIComponent(id)}`, {
    schema: SearchNode,
    signal,
  });
}

export function searchNodeQuery(id: string) {
  return queryOptions({
    queryKey: searchNodeKeys.node(id),
    queryFn: ({ signal }) => getSearchNode(id, signal),
  });
}

export function getRelatedNodes(
  id: string,
  { limit = SEARCH_LIMITS.related, depth = 1 }: { limit?: number; depth?: 1 | 2 } = {},
  signal?: AbortSignal,
): Promise<RelatedResponse> {
  const query = new URLSearchParams({ limit: String(limit), depth: String(depth) });
  return apiClient.get(`/api/search/related/${encodeURIComponent(id)}?${query.toString()}`, {
    schema: RelatedResponse,
    signal,
  });
}

export function relatedNodesQuery(id: string, limit: number, depth: 1 | 2 = 1) {
  return queryOptions({
    queryKey: searchNodeKeys.related(id, limit, depth),
    queryFn: ({ signal }) => getRelatedNodes(id, { limit, depth }, signal),
  });
}

/** The node of a content item, job, recording… by the item's own id (404 when not indexed). */
export function getEntityNode(
  entityType: NodeEntityType,
  entityId: string,
  signal?: AbortSignal,
): Promise<SearchNode> {
  return apiClient.get(
    `/api/search/entity/${encodeURIComponent(entityType)}/${encodeURIComponent(entityId)}`,
    { schema: SearchNode, signal },
  );
}

export function entityNodeQuery(entityType: NodeEntityType, entityId: string) {
  return queryOptions({
    queryKey: searchNodeKeys.entity(entityType, entityId),
    queryFn: ({ signal }) => getEntityNode(entityType, entityId, signal),
  });
}
