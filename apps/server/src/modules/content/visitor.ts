import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { isbot } from "isbot";

/** Known crawlers, link previewers and monitors (the isbot list): their views do not count. */
export function isKnownBot(request: FastifyRequest): boolean {
  return isbot(request.headers["user-agent"] ?? "");
}

/**
 * Who a view or share is counted for, once per item and day: the signed-in
 * user, else the server-set fc_vid cookie, else (a client that keeps no
 * cookies) its IP address for the day. Never a client header, so changing the
 * User-Agent does not make a new visitor.
 */
export function viewerKey(request: FastifyRequest, day: string): string {
  if (request.user) return `u:${request.user.id}`;
  if (request.visitorId) return `v:${request.visitorId}`;
  return `ip:${createHash("sha256").update(`${request.ip}|${day}`).digest("hex").slice(0, 32)}`;
}
