import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { appSecret } from "../lib/app-secrets";
import { presentUser } from "../lib/present-user";
import { resolveSession, type SessionPolicy } from "../lib/sessions.repository";

export const SESSION_COOKIE = "fc_session";
/** The anonymous visitor id views are counted by (never a client header). */
export const VISITOR_COOKIE = "fc_vid";
const VISITOR_MAX_AGE_SECONDS = 365 * 86_400;
/** The key visitor ids are signed with (app_secrets), and what the signature is for. */
const VISITOR_SECRET = "visitor-id";
const VISITOR_PURPOSE = "fc_vid:v1:";
/** A signed visitor id: 22 characters of id (128 bits), then 22 of HMAC (128 bits). */
const SIGNED_VISITOR_ID = /^([A-Za-z0-9_-]{22})([A-Za-z0-9_-]{22})$/;

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The visitor id of the fc_vid cookie the visitor sent back, when the
     * server signed it; null otherwise (no cookie, or one made elsewhere).
     */
    visitorId: string | null;
  }
}

function visitorSignature(key: Buffer, id: string): string {
  return createHmac("sha256", key)
    .update(VISITOR_PURPOSE + id)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

/** The fc_vid value for a visitor id: the id and its signature. */
export function signVisitorId(key: Buffer, id: string): string {
  return id + visitorSignature(key, id);
}

/**
 * The visitor id of an fc_vid value, when this server signed it; null for
 * anything else (a value made by the client, tampered with, cut or lengthened),
 * which then counts as no cookie at all. The signature is compared as the
 * exact characters, in constant time.
 */
export function verifyVisitorId(key: Buffer, value: string | undefined): string | null {
  const match = value === undefined ? null : SIGNED_VISITOR_ID.exec(value);
  if (!match) return null;
  const [, id, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(visitorSignature(key, id), "latin1");
  const received = Buffer.from(given, "latin1");
  return expected.length === received.length && timingSafeEqual(expected, received) ? id : null;
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
  // Made (and kept in the database) at start-up, not by a visitor's request.
  const visitorKey = () => appSecret(app.database.db, VISITOR_SECRET);
  app.addHook("onReady", async () => {
    await visitorKey();
  });

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const visitor = request.cookies[VISITOR_COOKIE];
    request.visitorId = visitor ? verifyVisitorId(await visitorKey(), visitor) : null;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 128) return;
    const resolved = await resolveSession(app.database.db, token, policy);
    if (!resolved) return;
    request.user = presentUser(resolved.user);
    request.sessionId = resolved.sessionId;
  });

  // A visitor without a valid id gets a random one (128 bits), signed, with
  // the answer, except on publicly cacheable answers (uploads), which carry no cookie.
  app.addHook("onSend", async (request, reply) => {
    if (request.visitorId || !request.url.startsWith("/api/")) return;
    if (String(reply.getHeader("cache-control") ?? "").includes("public")) return;
    void reply.setCookie(VISITOR_COOKIE, signVisitorId(await visitorKey(), newVisitorId()), {
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
