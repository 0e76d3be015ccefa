import helmet from "helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** A year, subdomains included (helmet's default value). */
const HSTS = "max-age=31536000; includeSubDomains";

function tileOrigin(tileUrl: string): string | undefined {
  try {
    // Tile templates look like https://{s}.tile.example.org/{z}/{x}/{y}.png
    const url = new URL(tileUrl.replace(/\{s\}\./, "").replace(/\{[a-z]\}/g, "0"));
    const wildcard = tileUrl.includes("{s}.") ? `${url.protocol}//*.${url.host}` : undefined;
    return wildcard ?? url.origin;
  } catch {
    return undefined;
  }
}

/** The origin this request was addressed to, as the browser sees it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Security headers on every response, and refusal of state-changing requests
 * that a browser sent from another origin (CSRF defence on top of SameSite=Lax).
 */
async function security(app: FastifyInstance) {
  const tiles = tileOrigin(app.config.TILE_URL);
  // Built once; its middleware only sets headers on the response. (The Fastify
  // wrapper built it again for every request.)
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", ...(tiles ? [tiles] : [])],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "media-src": ["'self'", "blob:"],
        "worker-src": ["'self'", "blob:"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    // Sent per request below: only an answer that came over HTTPS may carry it.
    hsts: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    try {
      headers(request.raw, reply.raw, () => done());
    } catch (error) {
      done(error as Error);
    }
  });

  // HSTS whenever the request arrived over HTTPS: directly, or through a
  // trusted proxy (TRUST_PROXY) that says so in X-Forwarded-Proto.
  app.addHook("onRequest", async (request, reply) => {
    if (request.protocol === "https") void reply.header("strict-transport-security", HSTS);
  });

  const allowed = new Set(app.config.ALLOWED_ORIGINS.map((o) => new URL(o).origin));
  app.addHook("onRequest", async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin === ownOrigin(request) || allowed.has(origin)) return;
      throw new AppError(403, "CROSS_ORIGIN_REFUSED", "Cross-origin requests are not allowed.");
    }
    // No Origin header: browsers still tell us where the request came from.
    const site = request.headers["sec-fetch-site"];
    if (site === "cross-site") {
      throw new AppError(403, "CROSS_ORIGIN_REFUSED", "Cross-origin requests are not allowed.");
    }
  });
}

export default fp(security, { name: "security", dependencies: ["error-handler"] });
