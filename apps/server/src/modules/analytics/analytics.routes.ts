import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  Analytics,
  AnalyticsQuery,
  AuthorAnalytics,
  AuthorAnalyticsQuery,
  ContentAnalytics,
} from "@field-commons/shared/admin";
import { CONTENT_TYPES } from "@field-commons/shared/content";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { forbidden, notFound } from "../../errors";
import { access } from "../../plugins/access";
import { findContentById } from "../content";
import { canReadAnalytics } from "./analytics.policy";
import { analyticsFor, authorAnalytics, contentAnalytics } from "./analytics.service";

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
const AuthorParams = z.object({ id: z.uuid() });
const owner = { access: access("owner", { policy: canReadAnalytics }) };

/** An author's analytics: their own, or anyone's for admins. */
export default async function analyticsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    "/dashboard/:id",
    {
      config: owner,
      schema: {
        tags: ["analytics"],
        summary:
          "An author's views in the last 7, 30 or 90 days: totals, per day, per type, top items",
        params: AuthorParams,
        querystring: AnalyticsQuery,
        response: { 200: Analytics, ...errors },
      },
    },
    async (request) => {
      if (!canReadAnalytics(request.user, request.params.id)) throw forbidden();
      return analyticsFor(db(), request.query.days, request.params.id);
    },
  );

  app.get(
    "/author/:id",
    {
      config: owner,
      schema: {
        tags: ["analytics"],
        summary: "Every item of an author with its views, likes, saves and shares",
        params: AuthorParams,
        querystring: AuthorAnalyticsQuery,
        response: { 200: AuthorAnalytics, ...errors },
      },
    },
    async (request) => {
      if (!canReadAnalytics(request.user, request.params.id)) throw forbidden();
      return authorAnalytics(db(), request.params.id, request.query);
    },
  );

  app.get(
    "/content/:id/:type",
    {
      config: owner,
      schema: {
        tags: ["analytics"],
        summary: "One item's figures and its last 30 days; its author or an admin",
        params: z.object({ id: z.uuid(), type: z.enum(CONTENT_TYPES) }),
        response: { 200: ContentAnalytics, ...errors },
      },
    },
    async (request) => {
      const row = await findContentById(db(), request.params.id);
      if (!row || row.type !== request.params.type) throw notFound("Content not found");
      if (!canReadAnalytics(request.user, row.authorId)) throw forbidden();
      return contentAnalytics(db(), row);
    },
  );
}
