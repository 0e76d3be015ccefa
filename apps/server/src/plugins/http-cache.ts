import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { accessRuleOf } from "./access";

/**
 * Public lists: the same for every anonymous visitor (published content,
 * official templates). Their anonymous answers carry an ETag and may be kept
 * by browsers and shared caches, revalidated on every use, so a repeated
 * visit costs a 304 without the body; anything a signed-in user gets is
 * private and never stored.
 */
export const PUBLIC_LIST_ROUTES: ReadonlySet<string> = new Set([
  "/api/content",
  "/api/content/facets",
  "/api/content/map",
  "/api/trip-templates",
  "/api/trip-templates/categories",
  "/api/digest",
]);

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** What an API answer that depends on the session carries unless its route chose a policy. */
export const PERSONAL_CACHE_CONTROL = "no-store";

/** A weak validator of the exact bytes sent (SHA-1 is plenty for change detection). */
export function etagOf(payload: string | Buffer): string {
  return `W/"${createHash("sha1").update(payload).digest("base64url")}"`;
}

/**
 * ETags of recent answers. A cached list page is sent as the same string
 * (content.routes.ts) or the same bytes (the templates) every time, which a
 * map finds without reading it again; another answer costs one lookup before
 * its hash. (Bytes are found by identity, strings by value.)
 */
const etags = new Map<string | Buffer, string>();
/** How many answers are remembered, and the longest remembered (characters or bytes). */
const REMEMBERED = 256;
const REMEMBERED_LENGTH = 256 * 1024;
function rememberedEtag(payload: string | Buffer): string {
  if (payload.length > REMEMBERED_LENGTH) return etagOf(payload);
  let etag = etags.get(payload);
  if (etag === undefined) {
    etag = etagOf(payload);
    if (etags.size >= REMEMBERED) etags.clear();
    etags.set(payload, etag);
  }
  return etag;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === etag || tag === opaque || tag === `W/${opaque}`;
  });
}

async function listCaching(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  void reply.header("vary", "Cookie");
  if (request.user) {
    void reply.header("cache-control", PRIVATE_CACHE_CONTROL);
    return payload;
  }
  if (reply.statusCode !== 200 || (typeof payload !== "string" && !Buffer.isBuffer(payload))) {
    void reply.header("cache-control", PRIVATE_CACHE_CONTROL);
    return payload;
  }
  const etag = rememberedEtag(payload);
  void reply.header("etag", etag);
  void reply.header("cache-control", PUBLIC_CACHE_CONTROL);
  if (matches(request.headers["if-none-match"], etag)) {
    void reply.code(304);
    void reply.removeHeader("content-type");
    return "";
  }
  return payload;
}

/**
 * Whether an API answer depends on who asks: the caller is signed in, or
 * the route is not public (its answer is personal, or a refusal that
 * must not be kept either).
 */
function isPersonal(request: FastifyRequest): boolean {
  if (request.user) return true;
  const rule = accessRuleOf(request.routeOptions);
  return rule !== undefined && rule.level !== "public";
}

/**
 * Every personal API answer carries `Cache-Control: no-store`, so no
 * browser or shared cache keeps it, unless its route set a policy of its
 * own: a public one (the bytes are the same for everyone: uploaded
 * images) or a private one it chose on purpose (files revalidated by
 * ETag). Anonymous answers of public routes are left to their routes.
 */
async function personalAnswers(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.url.startsWith("/api/") || reply.hasHeader("cache-control")) return;
  if (isPersonal(request)) void reply.header("cache-control", PERSONAL_CACHE_CONTROL);
}

async function httpCache(app: FastifyInstance) {
  app.addHook("onSend", personalAnswers);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const url = route.url.length > 1 ? route.url.replace(/\/$/, "") : route.url;
    if (!methods.includes("GET") || !PUBLIC_LIST_ROUTES.has(url)) return;
    const existing = route.onSend;
    route.onSend = [
      ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
      listCaching,
    ];
  });
}

export default fp(httpCache, { name: "http-cache" });
