import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { PublicUser, USER_STATUSES } from "@field-commons/shared/users";
import { forbidden, notFound } from "../../errors";
import { access } from "../../plugins/access";
import { deleteUserSessions } from "../auth/sessions.repository";
import { canActOnRole, canManageUserStatus } from "../users/users.policy";
import { presentUser } from "../users/users.presenter";
import { findUserById, updateUser } from "../users/users.repository";

export default async function adminUserRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.patch(
    "/users/:id/status",
    {
      config: { access: access("admin") },
      bodyLimit: 4096,
      schema: {
        tags: ["admin"],
        summary:
          "Change a user's status; banning or deactivating revokes every session of that user (their published content stays)",
        params: z.object({ id: z.uuid() }),
        body: z.strictObject({ status: z.enum(USER_STATUSES) }),
        response: {
          200: z.object({ user: PublicUser }),
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const actor = request.requireUser();
      if (!canManageUserStatus(actor, request.params.id)) throw forbidden();
      const db = app.database.db;
      const updated = await db.transaction(async (tx) => {
        const target = await findUserById(tx, request.params.id);
        if (!target) throw notFound("User not found");
        if (!canActOnRole(actor, target.role)) throw forbidden();
        const user = await updateUser(tx, target.id, { status: request.body.status });
        if (request.body.status !== "active") await deleteUserSessions(tx, target.id);
        return user!;
      });
      request.log.info(
        { actor: actor.id, target: updated.id, status: updated.status },
        "user status changed",
      );
      return { user: presentUser(updated) };
    },
  );
}
