import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  SaveTemplateInput,
  TEMPLATE_CATEGORIES,
  TEMPLATE_CATEGORY_LABELS,
  TemplateCategories,
  TemplateListQuery,
  TemplatePage,
  TripTemplate,
  TripWithCards,
  UseTemplateInput,
} from "@field-commons/shared/trips";
import { access } from "../../plugins/access";
import { publicCache } from "../../lib/public-cache";
import { OFFICIAL_TEMPLATES } from "./official-templates";
import { canSaveTripAsTemplate } from "./templates.policy";
import { presentTemplate } from "./templates.presenter";
import {
  listTemplates,
  templateCategoryCounts,
  upsertOfficialTemplates,
} from "./templates.repository";
import { saveTemplate, useTemplate } from "./templates.service";
import { announceCacheTopic, onCacheTopic } from "../../lib/cache-bus";

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  413: ApiErrorBody,
  415: ApiErrorBody,
};

/**
 * Anonymous visitors see the official templates only, the same for all of
 * them: their pages are kept serialized for PUBLIC_CACHE_SECONDS, since a
 * page of templates with their cards is large and its schema (a union of card
 * contents) is written by Zod. Using a template clears them (its usage count).
 */
const anonymousPages = publicCache<{ body: Buffer }>(50);
onCacheTopic("templates", () => anonymousPages.clear());

/** Trip templates: the official ones for everyone, plus each user's private ones. */
export default async function templateRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  // Product data, refreshed at every start by fixed ids (idempotent).
  await upsertOfficialTemplates(db(), OFFICIAL_TEMPLATES);

  app.get(
    "/",
    {
      config: { access: access("public") },
      schema: {
        tags: ["trip-templates"],
        summary: "Official templates and your private ones, official first, by name",
        querystring: TemplateListQuery,
        response: { 200: TemplatePage, ...errors },
      },
    },
    async (request, reply) => {
      const { category, limit, cursor } = request.query;
      const load = async () => {
        const { rows, nextCursor } = await listTemplates(db(), {
          viewerId: request.user?.id,
          category,
          limit,
          cursor,
        });
        return { items: rows.map(presentTemplate), nextCursor };
      };
      if (request.user) return load();
      const key = JSON.stringify([category ?? null, limit, cursor ?? null]);
      const { body } = await anonymousPages.get(key, async () => ({
        body: Buffer.from(JSON.stringify(TemplatePage.parse(await load()))),
      }));
      // Already checked, written and encoded: sent as it is, not serialized again.
      const untyped: FastifyReply = reply;
      return untyped.type("application/json; charset=utf-8").send(body);
    },
  );

  app.get(
    "/categories",
    {
      config: { access: access("public") },
      schema: {
        tags: ["trip-templates"],
        summary: "Template categories that have templates you can use, with their counts",
        response: { 200: TemplateCategories },
      },
    },
    async (request) => {
      const counts = await templateCategoryCounts(db(), request.user?.id);
      return {
        categories: TEMPLATE_CATEGORIES.filter((id) => (counts.get(id) ?? 0) > 0).map((id) => ({
          id,
          label: TEMPLATE_CATEGORY_LABELS[id],
          count: counts.get(id) ?? 0,
        })),
      };
    },
  );

  app.post(
    "/:id/use",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["trip-templates"],
        summary:
          "Start a trip from a template (its cards copied); free accounts own at most 5 trips",
        params: z.object({ id: z.uuid() }),
        // Every field is optional; so is the body itself.
        body: z.preprocess((value) => value ?? {}, UseTemplateInput),
        response: { 201: TripWithCards, ...errors },
      },
    },
    async (request, reply) => {
      const created = await useTemplate(
        db(),
        request.requireUser(),
        request.params.id,
        request.body,
      );
      announceCacheTopic("templates");
      return reply.status(201).send(created);
    },
  );

  app.post(
    "/",
    {
      config: { access: access("owner", { policy: canSaveTripAsTemplate }) },
      schema: {
        tags: ["trip-templates"],
        summary: "Save one of your trips, with its cards, as a template only you can see",
        body: SaveTemplateInput,
        response: { 201: TripTemplate, ...errors },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await saveTemplate(db(), request.requireUser(), request.body));
    },
  );
}
