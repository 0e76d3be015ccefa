import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONTENT_TYPES,
  ContentCreateInput,
  ContentDetail,
  ContentFacets,
  ContentFacetsQuery,
  ContentListQuery,
  ContentPage,
  ContentStatusInput,
  ContentUpdateInput,
  CounterResult,
  MapPage,
  MapQuery,
  type ContentStatus,
} from "@field-commons/shared/content";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { isAdminRole, type PublicUser } from "@field-commons/shared/users";
import { OkResponse } from "@field-commons/shared/auth";
import { forbidden, notFound, unauthenticated } from "../../errors";
import { access } from "../../plugins/access";
import { canEditContent, canListUnpublished, canViewContent } from "./content.policy";
import { presentDetail, presentMapItem, presentSummary } from "./content.presenter";
import {
  authorStats,
  cachedContentFacets,
  findContent,
  findContentById,
  listContent,
  mapItems,
  recordEvent,
} from "./content.repository";
import { isKnownBot, viewerKey } from "./visitor";
import { deleteAsAdmin, setStatusAsAdmin } from "./moderation.service";
import { createItem, deleteItem, publishItem, updateItem } from "./content.service";

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  413: ApiErrorBody,
  415: ApiErrorBody,
};

const IdParams = z.object({ id: z.uuid() });
const CONTENT_BODY_LIMIT = 512 * 1024;

/** Encoded anonymous answers, by the cached list page they were made from. */
const anonymousBodies = new WeakMap<object, string>();

export default async function contentRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  async function detail(
    row: NonNullable<Awaited<ReturnType<typeof findContentById>>>,
    viewer: PublicUser | null,
  ) {
    return presentDetail(row, viewer, await authorStats(db(), row.authorId));
  }

  app.get(
    "/",
    {
      config: { access: access("public") },
      schema: {
        tags: ["content"],
        summary: "List content of any type, newest first, one page at a time",
        querystring: ContentListQuery,
        response: { 200: ContentPage, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const user = request.user;
      if (query.author === "me" && !user) throw unauthenticated();
      const authorId = query.author === "me" ? user!.id : query.author;
      const statuses: ContentStatus[] = query.status ?? ["published"];
      if (statuses.some((s) => s !== "published") && !canListUnpublished(user, authorId)) {
        throw forbidden("Only published content can be listed here.");
      }
      const listed = await listContent(
        db(),
        {
          types: query.type,
          domain: query.domain,
          authorId,
          statuses,
          q: query.q,
          bbox: query.bbox
            ? (query.bbox.split(",").map(Number) as [number, number, number, number])
            : undefined,
          sort: query.sort,
          limit: query.limit,
          cursor: query.cursor,
        },
        user?.id,
      );
      const { rows, nextCursor } = listed;
      if (user) return { items: rows.map((row) => presentSummary(row, true)), nextCursor };
      // An anonymous page is the same for every visitor while its list stays
      // cached (content.cache.ts): it is presented and encoded once.
      let body = anonymousBodies.get(listed);
      if (body === undefined) {
        body = reply.serialize({
          items: rows.map((row) => presentSummary(row, false)),
          nextCursor,
        }) as string;
        anonymousBodies.set(listed, body);
      }
      // Already encoded by the route's own serializer: sent as it is.
      return (reply as FastifyReply).type("application/json; charset=utf-8").send(body);
    },
  );

  app.get(
    "/facets",
    {
      config: { access: access("public") },
      schema: {
        tags: ["content"],
        summary: "Published counts per domain, for the feed's domain chips",
        querystring: ContentFacetsQuery,
        response: { 200: ContentFacets, 400: ApiErrorBody },
      },
    },
    async (request) => cachedContentFacets(db(), request.query),
  );

  app.get(
    "/map",
    {
      config: { access: access("public") },
      schema: {
        tags: ["content"],
        summary: "Published items with coordinates, for the research map",
        querystring: MapQuery,
        response: { 200: MapPage, 400: ApiErrorBody },
      },
    },
    async (request) => {
      const { rows, nextCursor } = await mapItems(db(), {
        types: request.query.type,
        limit: request.query.limit,
        cursor: request.query.cursor,
      });
      return {
        items: rows.map(presentMapItem),
        nextCursor,
      };
    },
  );

  app.get(
    "/:type/:idOrSlug",
    {
      config: { access: access("public") },
      schema: {
        tags: ["content"],
        summary: "One item by id or slug; unpublished items only for their author and admins",
        params: z.object({ type: z.enum(CONTENT_TYPES), idOrSlug: z.string().min(1).max(200) }),
        response: { 200: ContentDetail, ...errors },
      },
    },
    async (request) => {
      const row = await findContent(
        db(),
        request.params.type,
        request.params.idOrSlug,
        request.user?.id,
      );
      if (!row || !canViewContent(request.user, row)) throw notFound("Content not found");
      return detail(row, request.user);
    },
  );

  app.post(
    "/",
    {
      config: { access: access("signed-in") },
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: {
        tags: ["content"],
        summary: "Create a draft of any type",
        body: ContentCreateInput,
        response: { 201: ContentDetail, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const row = await createItem(db(), user, request.body);
      return reply.status(201).send(await detail(row, user));
    },
  );

  app.put(
    "/:id",
    {
      config: { access: access("owner", { policy: canEditContent }) },
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: {
        tags: ["content"],
        summary: "Save an item (its status does not change); author or admin",
        params: IdParams,
        body: ContentUpdateInput,
        response: { 200: ContentDetail, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      return detail(await updateItem(db(), user, request.params.id, request.body), user);
    },
  );

  app.delete(
    "/:id",
    {
      config: { access: access("owner", { policy: canEditContent }) },
      schema: {
        tags: ["content"],
        summary: "Delete an item; author or admin",
        params: IdParams,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const row = await findContentById(db(), request.params.id, user.id);
      // An admin removing someone else's work: logged, and its author told.
      if (row && row.authorId !== user.id && isAdminRole(user)) {
        await deleteAsAdmin(db(), { appUrl: app.config.appUrl }, user, row.id);
      } else {
        await deleteItem(db(), user, request.params.id);
      }
      return { success: true as const };
    },
  );

  app.post(
    "/:id/publish",
    {
      config: { access: access("owner", { policy: canEditContent }) },
      schema: {
        tags: ["content"],
        summary:
          "Publish: contributors publish directly (403 UPGRADE_REQUIRED otherwise); trips go to review (pending)",
        params: IdParams,
        response: { 200: ContentDetail, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      return detail(await publishItem(db(), user, request.params.id), user);
    },
  );

  app.patch(
    "/:id/status",
    {
      config: { access: access("admin") },
      schema: {
        tags: ["content"],
        summary: "Set any status (approve, reject, archive); admins only",
        params: IdParams,
        body: ContentStatusInput,
        response: { 200: ContentDetail, ...errors },
      },
    },
    async (request) => {
      const actor = request.requireUser();
      const { id } = request.params;
      const { status } = request.body;
      await setStatusAsAdmin(db(), { appUrl: app.config.appUrl }, actor, id, status, "", "status");
      const row = (await findContentById(db(), id, actor.id))!;
      request.log.info(
        { actor: actor.id, contentId: id, status: request.body.status },
        "content status set",
      );
      return detail(row, actor);
    },
  );

  for (const kind of ["view", "share"] as const) {
    app.post(
      `/:id/${kind}s`,
      {
        config: { access: access("public") },
        schema: {
          tags: ["content"],
          summary: `Record a ${kind}: once per visitor per day${kind === "view" ? ", never the author" : ""}`,
          params: IdParams,
          response: { 200: CounterResult, ...errors },
        },
      },
      async (request) => {
        const row = await findContentById(db(), request.params.id);
        if (!row || !canViewContent(request.user, row)) throw notFound("Content not found");
        const user = request.user;
        const current = kind === "view" ? row.views : row.shares;
        if (kind === "view" && user?.id === row.authorId) return { counted: false, count: current };
        // Accounts count once a day whatever their client; anonymous bots not at all.
        if (!user && isKnownBot(request)) return { counted: false, count: current };
        const day = new Date().toISOString().slice(0, 10);
        return recordEvent(db(), row.id, kind, viewerKey(request, day), day);
      },
    );
  }
}
