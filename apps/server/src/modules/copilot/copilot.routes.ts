import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { CopilotAnswer, CopilotQuestion } from "@field-commons/shared/copilot";
import { CopilotInput, CopilotResult } from "@field-commons/shared/trips";
import { tooManyRequests } from "../../errors";
import { access } from "../../plugins/access";
import { hit, type Limit } from "../../lib/rate-limit.repository";
import { answerQuestion } from "./copilot.answer";
import { relatedCandidates } from "./copilot.repository";
import { copilotSuggestions, NEAR_KM } from "./copilot.service";

/** Per IP; the copilot also answers anonymous planners. */
export const COPILOT_LIMIT: Limit = { max: 60, windowSeconds: 60 };

/** POST /api/trips/copilot: offline suggestions for the trip the planner holds. */
export default async function copilotRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/copilot",
    {
      config: { access: access("public") },
      bodyLimit: 256 * 1024,
      schema: {
        tags: ["trips"],
        summary:
          "Research copilot: suggestions from the trip's cards, dates, place and domain, and related published research; no outside service",
        body: CopilotInput,
        response: {
          200: CopilotResult,
          400: ApiErrorBody,
          413: ApiErrorBody,
          415: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const limit = await hit(app.database.db, `copilot:ip:${request.ip}`, COPILOT_LIMIT);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
      const input = request.body;
      const related = await relatedCandidates(app.database.db, {
        domain: input.domain,
        country: input.country,
        lat: input.lat,
        lng: input.lng,
        radiusKm: NEAR_KM,
      });
      const today = new Date().toISOString().slice(0, 10);
      return { suggestions: copilotSuggestions(input, related, today) };
    },
  );

  app.post(
    "/copilot/ask",
    {
      config: { access: access("public") },
      bodyLimit: 256 * 1024,
      schema: {
        tags: ["trips"],
        summary:
          "Research copilot: answers a question offline. Who to interview: authors and interviewees of related published work; what to read: related published items; the trip itself: facts from its cards, dates and budget; anything else: the kinds of question it answers",
        body: CopilotQuestion,
        response: {
          200: CopilotAnswer,
          400: ApiErrorBody,
          413: ApiErrorBody,
          415: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const limit = await hit(app.database.db, `copilot:ip:${request.ip}`, COPILOT_LIMIT);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
      return answerQuestion(
        {
          db: app.database.db,
          embedder: app.embedder,
          today: new Date().toISOString().slice(0, 10),
          askerId: request.user?.id ?? null,
        },
        request.body.question,
        request.body.trip,
      );
    },
  );
}
