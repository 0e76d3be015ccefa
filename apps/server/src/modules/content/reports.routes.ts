import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ReportInput } from "@field-commons/shared/admin";
import { OkResponse } from "@field-commons/shared/auth";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { access } from "../../plugins/access";
import { reportContent } from "./moderation.service";

/** Readers report published items to the moderators (under /api/content). */
export default async function reportRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/:id/reports",
    {
      config: { access: access("signed-in") },
      bodyLimit: 8 * 1024,
      schema: {
        tags: ["content"],
        summary:
          "Report a published item: one open report per reader and item, 10 an hour; it joins the moderation queue as urgent",
        params: z.object({ id: z.uuid() }),
        body: ReportInput,
        response: {
          201: OkResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      await reportContent(app.database.db, request.requireUser(), request.params.id, request.body);
      return reply.status(201).send({ success: true as const });
    },
  );
}
