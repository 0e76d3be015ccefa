import { randomBytes } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { presentUser } from "../modules/users/users.presenter";
import { resolveSession, type SessionPolicy } from "../modules/auth/sessions.repository";

export const SESSION_COOKIE = "fc_session";
/** The anonymous visitor id views are counted by (never a client header). */
export const VISITOR_COOKIE = "fc_vid";
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const VISITOR_MAX_AGE_SECONDS = 365 * 86_400;

declare module "fastify" {
  interface FastifyRequest {
    /** The fc_vid cookie the visitor sent back, when well formed; null otherwise. */
    visitorId: string | null;
  }
}

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
  app.decorateRequest("visitorId", null);
  const policy = sessionPolicy(app);

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const visitor = request.cookies[VISITOR_COOKIE];
    request.visitorId = visitor && VISITOR_ID.test(visitor) ? visitor : null;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 128) return;
    const resolved = await resolveSession(app.database.db, token, policy);
    if (!resolved) return;
    request.user = presentUser(resolved.user);
    request.sessionId = resolved.sessionId;
  });

  // A visitor without an id gets a random one (128 bits) with the answer,
  // except on publicly cacheable answers (uploads), which carry no cookie.
  app.addHook("onSend", async (request, reply) => {
    if (request.visitorId || !request.url.startsWith("/api/")) return;
    if (String(reply.getHeader("cache-control") ?? "").includes("public")) return;
    void reply.setCookie(VISITOR_COOKIE, randomBytes(16).toString("base64url"), {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: request.protocol === "https",
      maxAge: VISITOR_MAX_AGE_SECONDS,
    });
  });
}

export default fp(session, { name: "session" });
