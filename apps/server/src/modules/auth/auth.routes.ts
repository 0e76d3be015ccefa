import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AuthSuccess,
  LoginInput,
  MeResponse,
  OkResponse,
  RegisterInput,
} from "@field-commons/shared/auth";
import { ApiErrorBody } from "@field-commons/shared/errors";
import type { UserRow } from "../../db/schema/users";
import { AppError } from "../../errors";
import { access } from "../../plugins/access";
import { clearSessionCookie, sessionPolicy, setSessionCookie } from "../../plugins/session";
import { presentUser } from "../../lib/present-user";
import { findUserByEmail } from "../users";
import { DEMO_ADMIN_EMAIL } from "./demo-admin";
import { requestVerificationMail } from "./account-mail.tasks";
import { authenticate, register } from "./auth.service";
import { createSession, deleteSession } from "../../lib/sessions.repository";

const AUTH_BODY_LIMIT = 16 * 1024;

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  409: ApiErrorBody,
  413: ApiErrorBody,
  415: ApiErrorBody,
  429: ApiErrorBody,
};

async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const app = request.server;
  if (request.sessionId) await deleteSession(app.database.db, request.sessionId);
  const { token, expiresAt } = await createSession(app.database.db, user.id, sessionPolicy(app), {
    ip: request.ip,
    userAgent: request.headers["user-agent"],
  });
  setSessionCookie(request, reply, token, expiresAt);
}

export default async function authRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/register",
    {
      config: { access: access("public") },
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ["auth"],
        summary: "Create an account and sign in",
        body: RegisterInput,
        response: { 201: AuthSuccess, ...errors },
      },
    },
    async (request, reply) => {
      const user = await register(app.database.db, app.config, request.ip, request.body);
      await requestVerificationMail(app.database.db, user.id);
      await startSession(request, reply, user);
      request.log.info({ userId: user.id, plan: request.body.plan }, "account created");
      return reply.status(201).send({ success: true, user: presentUser(user) });
    },
  );

  app.post(
    "/login",
    {
      config: { access: access("public") },
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ["auth"],
        summary: "Sign in with e-mail and password",
        body: LoginInput,
        response: { 200: AuthSuccess, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authenticate(
        app.database.db,
        app.config,
        request.ip,
        request.body.email,
        request.body.password,
      );
      await startSession(request, reply, user);
      return { success: true as const, user: presentUser(user) };
    },
  );

  app.post(
    "/demo-admin",
    {
      config: { access: access("public") },
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ["auth"],
        summary: "Sign in as the demo admin (only when demo data is loaded)",
        response: { 200: AuthSuccess, 404: ApiErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const demoOff = () =>
        new AppError(404, "DEMO_DISABLED", "Demo mode is not enabled on this server.");
      if (!app.config.DEMO) throw demoOff();
      const admin = await findUserByEmail(app.database.db, DEMO_ADMIN_EMAIL);
      if (!admin || admin.status !== "active") throw demoOff();
      await startSession(request, reply, admin);
      return { success: true as const, user: presentUser(admin) };
    },
  );

  app.post(
    "/logout",
    {
      config: { access: access("public") },
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ["auth"],
        summary: "Sign out and revoke the session",
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request, reply) => {
      if (request.sessionId) await deleteSession(app.database.db, request.sessionId);
      clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );

  app.get(
    "/me",
    {
      config: { access: access("public") },
      schema: {
        tags: ["auth"],
        summary: "The signed-in user, or null",
        response: { 200: MeResponse },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      return { user: request.user };
    },
  );
}
