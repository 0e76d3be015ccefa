import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isAppRoute } from "@field-commons/shared/routes";
import type { ApiErrorBody } from "@field-commons/shared/errors";

export interface WebAppOptions {
  /** The built web app (apps/web/dist); null when it has not been built. */
  distDir: string | null;
}

/**
 * Serves the built web app: hashed assets with long-lived caching, index.html
 * never cached, the SPA fallback for every route of the route table, and
 * JSON 404s for unknown /api paths.
 */
async function webApp(app: FastifyInstance, options: WebAppOptions) {
  const distDir = options.distDir;
  const indexPath = distDir ? path.join(distDir, "index.html") : null;
  const hasWeb = indexPath !== null && fs.existsSync(indexPath);
  let indexHtml: string | null = null;
  const readIndex = () => (indexHtml ??= fs.readFileSync(indexPath!, "utf8"));

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir!,
      prefix: "/",
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const relative = path.relative(distDir!, filePath);
        void res.header(
          "cache-control",
          relative.startsWith(`assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "public, max-age=300",
        );
      },
    });
  }

  function sendIndex(request: FastifyRequest, reply: FastifyReply, status: number) {
    return reply
      .status(status)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(readIndex());
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (!isApi && wantsPage && hasWeb) {
      return sendIndex(request, reply, isAppRoute(pathname) ? 200 : 404);
    }
    const body: ApiErrorBody = {
      success: false,
      error: { code: "NOT_FOUND", message: `No route for ${request.method} ${pathname}` },
    };
    return reply.status(404).send(body);
  });
}

export default fp(webApp, { name: "web-app" });
