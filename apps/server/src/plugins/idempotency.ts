import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError, badRequest } from "../errors";
import {
  claimKey,
  completeKey,
  findKey,
  releaseKey,
  type IdempotentRequest,
} from "../lib/idempotency.repository";

const HEADER = "idempotency-key";
const REPLAYED = "idempotent-replayed";
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** 1 to 255 printable ASCII characters. */
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;
/** The answer's headers a replay gives back. */
const KEPT_HEADERS = ["content-type", "location"] as const;

declare module "fastify" {
  interface FastifyRequest {
    /** The key this request holds while it runs; null when it holds none. */
    idempotency: { scope: string; key: string } | null;
  }
}

/** The body mark of a multipart upload, whose bytes are not compared. */
const UPLOAD_BODY = "multipart";

function bodyHash(body: unknown): string {
  const text = JSON.stringify(body ?? null);
  return createHash("sha256").update(text).digest("hex");
}

/** The key of a write to the API, checked; undefined when none is sent or it does not apply. */
function requestedKey(request: FastifyRequest): string | undefined {
  if (!WRITES.has(request.method) || !request.url.startsWith("/api/")) return undefined;
  const value = request.headers[HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !VALID_KEY.test(value)) {
    throw badRequest(
      "The Idempotency-Key header must be one value of 1 to 255 printable ASCII characters.",
    );
  }
  return value;
}

function replay(reply: FastifyReply, stored: NonNullable<Awaited<ReturnType<typeof findKey>>>) {
  for (const [name, value] of Object.entries(stored.headers ?? {})) void reply.header(name, value);
  return reply
    .code(stored.statusCode ?? 200)
    .header(REPLAYED, "true")
    .send(stored.body ?? "");
}

/**
 * Writes that apply once: a POST, PUT, PATCH or DELETE under /api sent with an
 * Idempotency-Key by a signed-in account runs once; the same key again with
 * the same method, path and body gets the first answer (with
 * Idempotent-Replayed: true) without running the route. The same key with
 * another request is refused (422), as is one sent while the first still runs
 * (409). Server errors are not kept, so a retry runs again. Keys belong to
 * the account and last 30 days (IDEMPOTENCY_KEY_DAYS).
 *
 * Signed-out writes run as if no key were sent: a signed-out caller has no
 * scope another visitor could not claim. A multipart upload is named by its
 * key, method and path only: its body streams to storage and is not hashed.
 */
async function idempotency(app: FastifyInstance) {
  const db = app.database.db;
  app.decorateRequest("idempotency", null);

  app.addHook("preValidation", async (request, reply) => {
    const key = requestedKey(request);
    if (key === undefined || !request.user) return;
    // An upload's body streams to storage and is not buffered to be hashed:
    // its key alone names it (a device sends one key per recording).
    const isUpload = request.headers["content-type"]?.toLowerCase().startsWith("multipart/");
    const claim: IdempotentRequest = {
      scope: `account:${request.user.id}`,
      key,
      method: request.method,
      path: request.url,
      bodyHash: isUpload ? UPLOAD_BODY : bodyHash(request.body),
    };
    if (await claimKey(db, claim)) {
      request.idempotency = { scope: claim.scope, key };
      return;
    }
    const stored = await findKey(db, claim.scope, key);
    if (!stored) {
      // Given back between the claim and the read: the first run failed; try again.
      throw new AppError(
        409,
        "IDEMPOTENCY_IN_PROGRESS",
        "A request with this Idempotency-Key is still being processed. Try again shortly.",
      );
    }
    if (
      stored.method !== claim.method ||
      stored.path !== claim.path ||
      stored.bodyHash !== claim.bodyHash
    ) {
      throw new AppError(
        422,
        "IDEMPOTENCY_KEY_REUSED",
        "This Idempotency-Key was already used for a different request. Send a new key for a new change.",
      );
    }
    if (stored.state === "running") {
      throw new AppError(
        409,
        "IDEMPOTENCY_IN_PROGRESS",
        "A request with this Idempotency-Key is still being processed. Try again shortly.",
      );
    }
    return replay(reply, stored);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    if (reply.statusCode < 500 && (typeof payload === "string" || Buffer.isBuffer(payload))) {
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      await completeKey(db, held.scope, held.key, {
        statusCode: reply.statusCode,
        headers,
        body: payload.toString(),
      });
    } else {
      // A server error, or a streamed answer that cannot be kept: a retry runs again.
      await releaseKey(db, held.scope, held.key);
    }
    return payload;
  });

  // A request that ended without an answer (the client went away) gives its key back.
  app.addHook("onResponse", async (request) => {
    const held = request.idempotency;
    if (!held) return;
    request.idempotency = null;
    await releaseKey(db, held.scope, held.key);
  });
}

export default fp(idempotency, { name: "idempotency" });
