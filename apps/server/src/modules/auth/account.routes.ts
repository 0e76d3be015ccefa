import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { MessageResponse } from "@field-commons/shared/account-recovery";
import { OkResponse } from "@field-commons/shared/auth";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  ChangeEmailInput,
  ChangePasswordInput,
  DeleteAccountInput,
  PROFILE_MESSAGES,
  SessionIdParams,
  SessionList,
} from "@field-commons/shared/profiles";
import { notFound } from "../../errors";
import { access } from "../../plugins/access";
import { clearSessionCookie } from "../../plugins/session";
import { deleteUserSessions } from "../../lib/sessions.repository";
import {
  changePassword,
  deleteAccount,
  listSessions,
  requestEmailChange,
  revokeSession,
} from "./account.service";

const BODY_LIMIT = 64 * 1024;

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  413: ApiErrorBody,
  415: ApiErrorBody,
  429: ApiErrorBody,
};

const signedIn = { access: access("signed-in") };

/** The signed-in person's password, e-mail address, sessions and account deletion, under /api/me. */
export default async function accountRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    "/password",
    {
      config: signedIn,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ["me"],
        summary:
          "Change your password (the current one is required; other sessions are signed out)",
        body: ChangePasswordInput,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      await changePassword(db(), app.config, user, request.sessionId, request.body);
      request.log.info({ userId: user.id }, "password changed");
      return { success: true as const, message: PROFILE_MESSAGES.passwordChanged };
    },
  );

  app.post(
    "/email",
    {
      config: signedIn,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ["me"],
        summary:
          "Change your e-mail address: it changes when the link sent to the new one is opened",
        body: ChangeEmailInput,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await requestEmailChange(db(), app.config, request.requireUser(), request.body);
      return { success: true as const, message: PROFILE_MESSAGES.emailChangeSent };
    },
  );

  app.get(
    "/sessions",
    {
      config: signedIn,
      schema: {
        tags: ["me"],
        summary: "Where you are signed in",
        response: { 200: SessionList, ...errors },
      },
    },
    async (request) => ({
      sessions: await listSessions(db(), request.requireUser().id, request.sessionId),
    }),
  );

  app.delete(
    "/sessions/:id",
    {
      config: signedIn,
      schema: {
        tags: ["me"],
        summary: "Sign one of your sessions out",
        params: SessionIdParams,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const current = request.sessionId?.slice(0, 24) === request.params.id;
      if (!(await revokeSession(db(), user.id, request.params.id))) {
        throw notFound("Session not found");
      }
      if (current) clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );

  app.delete(
    "/sessions",
    {
      config: signedIn,
      schema: {
        tags: ["me"],
        summary: "Sign out everywhere, this browser included",
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request, reply) => {
      await deleteUserSessions(db(), request.requireUser().id);
      clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );

  app.delete(
    "/",
    {
      config: signedIn,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ["me"],
        summary:
          "Delete your account: drafts, likes, saves, sessions and uploads go; published work is kept under 'Deleted user' or removed, as you choose",
        body: DeleteAccountInput,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      await deleteAccount(db(), app.config, app.storage, user, request.body);
      clearSessionCookie(request, reply);
      request.log.info({ userId: user.id, published: request.body.published }, "account deleted");
      return { success: true as const };
    },
  );
}
