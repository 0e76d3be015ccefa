import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ForgotPasswordInput,
  MessageResponse,
  VerifyEmailResponse,
  RECOVERY_MESSAGES,
  ResetPasswordInput,
  VerifyEmailQuery,
} from "@field-commons/shared/account-recovery";
import { AuthSuccess } from "@field-commons/shared/auth";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { access } from "../../plugins/access";
import { sessionPolicy, setSessionCookie } from "../../plugins/session";
import { presentUser } from "../../lib/present-user";
import {
  forgotPassword,
  resendVerification,
  resetPassword,
  verifyEmail,
} from "./account-recovery.service";
import { createSession } from "../../lib/sessions.repository";

const BODY_LIMIT = 16 * 1024;

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  409: ApiErrorBody,
  413: ApiErrorBody,
  415: ApiErrorBody,
  429: ApiErrorBody,
};

/** E-mail verification and password reset, under /api/auth. */
export default async function accountRecoveryRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/verify-email",
    {
      config: { access: access("public") },
      schema: {
        tags: ["auth"],
        summary: "Verify an e-mail address with the token from the verification message",
        querystring: VerifyEmailQuery,
        response: { 200: VerifyEmailResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user, alreadyVerified } = await verifyEmail(
        app.database.db,
        app.config,
        request.ip,
        request.query.token,
      );
      if (!alreadyVerified) request.log.info({ userId: user.id }, "e-mail address verified");
      void reply.header("cache-control", "no-store");
      return {
        success: true as const,
        message: alreadyVerified
          ? RECOVERY_MESSAGES.alreadyVerified
          : RECOVERY_MESSAGES.verifySuccess,
        alreadyVerified,
      };
    },
  );

  app.post(
    "/resend-verification",
    {
      config: { access: access("signed-in") },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ["auth"],
        summary: "Send the signed-in user a new verification link",
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      const outcome = await resendVerification(
        app.database.db,
        app.config,
        request.ip,
        request.requireUser(),
      );
      return {
        success: true as const,
        message:
          outcome === "sent"
            ? RECOVERY_MESSAGES.resendSent
            : "Your e-mail address is already verified.",
      };
    },
  );

  app.post(
    "/forgot-password",
    {
      config: { access: access("public") },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ["auth"],
        summary:
          "Ask for a password-reset link; the answer is the same whether the address has an account or not",
        body: ForgotPasswordInput,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await forgotPassword(app.database.db, app.config, request.ip, request.body.email);
      return { success: true as const, message: RECOVERY_MESSAGES.forgotSent };
    },
  );

  app.post(
    "/reset-password",
    {
      config: { access: access("public") },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ["auth"],
        summary:
          "Set a new password with a reset token; signs out every session of the account and signs in afresh",
        body: ResetPasswordInput,
        response: {
          200: AuthSuccess.extend({ message: MessageResponse.shape.message }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = await resetPassword(app.database.db, app.config, request.ip, request.body);
      const { token, expiresAt } = await createSession(
        app.database.db,
        user.id,
        sessionPolicy(app),
        { ip: request.ip, userAgent: request.headers["user-agent"] },
      );
      setSessionCookie(request, reply, token, expiresAt);
      request.log.info({ userId: user.id }, "password reset");
      return {
        success: true as const,
        message: RECOVERY_MESSAGES.resetSuccess,
        user: presentUser(user),
      };
    },
  );
}
