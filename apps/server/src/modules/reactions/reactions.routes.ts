import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LikeState, ReactionInput, SaveState } from "@field-commons/shared/content";
import { ApiErrorBody } from "@field-commons/shared/errors";
import type { PublicUser } from "@field-commons/shared/users";
import { notFound } from "../../errors";
import { access } from "../../plugins/access";
import { canViewContent } from "../content";
import { findContentById } from "../content";
import { hasReaction, setReaction, type ReactionKind } from "./reactions.repository";

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Likes and saves, for every content type: check, add, remove. */
export function reactionRoutes(kind: ReactionKind) {
  const flag = kind === "like" ? "liked" : "saved";
  const count = kind === "like" ? "likes" : "saves";
  const State = kind === "like" ? LikeState : SaveState;

  return async function routes(appBase: FastifyInstance) {
    const app = appBase.withTypeProvider<ZodTypeProvider>();
    const db = () => app.database.db;

    async function target(user: PublicUser, input: z.infer<typeof ReactionInput>) {
      const row = await findContentById(db(), input.contentId);
      if (!row || row.type !== input.contentType || !canViewContent(user, row)) {
        throw notFound("Content not found");
      }
      return row;
    }

    app.get(
      "/check",
      {
        config: { access: access("public") },
        schema: {
          tags: [`${kind}s`],
          summary: `Whether the signed-in user has ${flag} the item (false when signed out)`,
          querystring: ReactionInput,
          response: { 200: z.object({ [flag]: z.boolean() }), ...errors },
        },
      },
      async (request) => {
        if (!request.user) return { [flag]: false };
        return { [flag]: await hasReaction(db(), kind, request.user.id, request.query.contentId) };
      },
    );

    for (const method of ["POST", "DELETE"] as const) {
      app.route({
        method,
        url: "/",
        bodyLimit: 4096,
        config: { access: access("signed-in") },
        schema: {
          tags: [`${kind}s`],
          summary:
            method === "POST" ? `Add a ${kind} (idempotent)` : `Remove a ${kind} (idempotent)`,
          body: ReactionInput,
          response: { 200: State, ...errors },
        },
        handler: async (request) => {
          const user = request.requireUser();
          const row = await target(user, request.body);
          const on = method === "POST";
          const n = await setReaction(db(), kind, user.id, row.id, on);
          return { [flag]: on, [count]: n } as z.infer<typeof State>;
        },
      });
    }
  };
}
