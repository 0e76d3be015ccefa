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
    void reply.setCookie(VISITOR_COOKIE, newVisitorId(), {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: request.protocol === "https",
      maxAge: VISITOR_MAX_AGE_SECONDS,
    });
  });
}

/**
 * Visitor ids are cut from a block of random bytes, each byte used once: a
 * client that keeps no cookies (a crawler, a load test) gets a new id with
 * every answer, and one system call per 256 ids costs less than one each.
 */
const ID_BYTES = 16;
const BLOCK = 256 * ID_BYTES;
let block = Buffer.alloc(0);
let used = BLOCK;
export function newVisitorId(): string {
  if (used + ID_BYTES > block.length) {
    block = randomBytes(BLOCK);
    used = 0;
  }
  const id = block.toString("base64url", used, used + ID_BYTES);
  used += ID_BYTES;
  return id;
}

export default fp(session, { name: "session" });
