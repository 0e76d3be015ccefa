import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { MyStats, ReactionPage } from "@field-commons/shared/content";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { PageQuery } from "@field-commons/shared/pagination";
import { access } from "../../plugins/access";
import { presentSummary } from "../content";
import { listReactions, myStats } from "../reactions";
import { StorageUsage } from "@field-commons/shared/uploads";
import { storageUsage } from "../uploads";

/** The signed-in user's own lists and figures (the dashboard). */
export default async function meRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  for (const kind of ["like", "save"] as const) {
    app.get(
      `/${kind}s`,
      {
        config: { access: access("signed-in") },
        schema: {
          tags: ["me"],
          summary: `Your ${kind}s, newest first, with the items`,
          querystring: PageQuery,
          response: { 200: ReactionPage, 400: ApiErrorBody, 401: ApiErrorBody },
        },
      },
      async (request) => {
        const user = request.requireUser();
        const { rows, nextCursor } = await listReactions(
          app.database.db,
          kind,
          user.id,
          request.query.limit,
          request.query.cursor,
        );
        return {
          items: rows.map((row) => ({
            contentType: row.type,
            contentId: row.id,
            createdAt: row.reactedAt.toISOString(),
            item: presentSummary(row, true),
          })),
          nextCursor,
        };
      },
    );
  }

  app.get(
    "/stats",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["me"],
        summary:
          "Dashboard figures: publications, drafts, likes given, items saved, views and likes received",
        response: { 200: MyStats, 401: ApiErrorBody },
      },
    },
    async (request) => myStats(app.database.db, request.requireUser().id),
  );

  app.get(
    "/storage",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["me"],
        summary:
          "Bytes your uploads use and your plan's storage limit (null: no limit); uploads over it get 413",
        response: { 200: StorageUsage, 401: ApiErrorBody },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      return storageUsage(app.database.db, app.config, request.requireUser());
    },
  );
}
