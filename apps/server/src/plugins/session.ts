import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { presentUser } from "../modules/users/users.presenter";
import { resolveSession, type SessionPolicy } from "../modules/auth/sessions.repository";

export const SESSION_COOKIE = "fc_session";

export function sessionPolicy(app: FastifyInstance): SessionPolicy {
  return {
    idleMs: app.config.SESSION_IDLE_DAYS * 86_400_000,
    maxMs: app.config.SESSION_MAX_DAYS * 86_400_000,
  };
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
  });
}

/**
 * Derives the user from the session cookie on every API request. Nothing else
 * (no request header of any kind) establishes identity.
 */
async function session(app: FastifyInstance) {
  await app.register(cookie);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  const policy = sessionPolicy(app);

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 128) return;
    const resolved = await resolveSession(app.database.db, token, policy);
    if (!resolved) return;
    request.user = presentUser(resolved.user);
    request.sessionId = resolved.sessionId;
  });
}

export default fp(session, { name: "session" });
