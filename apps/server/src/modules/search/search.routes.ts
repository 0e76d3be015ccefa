import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  EntityNodeParams,
  NodeIdParams,
  RelatedQuery,
  RelatedResponse,
  SEARCH_LIMITS,
  SearchFiltersResponse,
  SearchNode,
  SearchRequest,
  SearchResponse,
  SearchTypeParams,
  SuggestionsQuery,
  SuggestionsResponse,
} from "@field-commons/shared/search";
import { notFound } from "../../errors";
import { access } from "../../plugins/access";
import {
  findEntityNode,
  findNode,
  relatedNodes,
  search,
  searchFilters,
  suggest,
} from "./search.engine";

const errors = { 400: ApiErrorBody, 404: ApiErrorBody, 502: ApiErrorBody };

/**
 * Smart search over the index of public things, and the knowledge graph's
 * nodes and relationships. The index holds only what anyone may read, so
 * every route is public and answers the same to every caller.
 */
export default async function searchRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    "/filters",
    {
      config: { access: access("public") },
      schema: {
        tags: ["search"],
        summary: "Filter values (types, domains, tags, locations) with how many nodes have each",
        response: { 200: SearchFiltersResponse },
      },
    },
    async () => searchFilters(db()),
  );

  app.get(
    "/suggestions",
    {
      config: { access: access("public") },
      schema: {
        tags: ["search"],
        summary: "Completions of a query longer than 2 characters (titles, people, topics, places)",
        querystring: SuggestionsQuery,
        response: { 200: SuggestionsResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query.q;
      if (q.length <= SEARCH_LIMITS.suggestAfter) return { suggestions: [] };
      return suggest(db(), q, SEARCH_LIMITS.suggestions);
    },
  );

  app.post(
    "/:type",
    {
      config: { access: access("public") },
      schema: {
        tags: ["search"],
        summary: "Hybrid, semantic or text search with filters, sorting and pages",
        params: SearchTypeParams,
        body: SearchRequest,
        response: { 200: SearchResponse, ...errors },
      },
    },
    async (request) => search(db(), app.embedder, request.params.type, request.body),
  );

  app.get(
    "/nodes/:id",
    {
      config: { access: access("public") },
      schema: {
        tags: ["search"],
        summary: "One node of the knowledge graph",
        params: NodeIdParams,
        response: { 200: SearchNode, ...errors },
      },
    },
    async (request) => {
      const node = await findNode(db(), request.params.id);
      if (!node) throw notFound("Node not found");
      return node;
    },
  );

  app.get(
    "/entity/:entityType/:entityId",
    {
      config: { access: access("public") },
      schema: {
        tags: ["search"],
        summary: "The node of an item, job, recording, organization or person, by its own id",
        params: EntityNodeParams,
        response: { 200: SearchNode, ...errors },
      },
    },
    async (request) => {
      const node = await findEntityNode(db(), request.params.entityType, request.params.entityId);
      if (!node) throw notFound("Node not found");
      return node;
    },
  );

  app.get(
    "/related/:id",
    {
      config: { access: access("public") },
      schema: {
        tags: ["search"],
        summary: "Nodes related to a node, strongest first (depth 2 adds their neighbours)",
        params: NodeIdParams,
        querystring: RelatedQuery,
        response: { 200: RelatedResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findNode(db(), id))) throw notFound("Node not found");
      const related = await relatedNodes(db(), id, request.query.limit, request.query.depth);
      return { related };
    },
  );
}
