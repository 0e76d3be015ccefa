import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { registerContentTypes } from "./content-types";
import { MODULES } from "./modules";
import { createEmbedder, type Embedder } from "./modules/search/embeddings/embedder";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { redactUrl } from "./lib/redact-url";
import { responseSerializerCompiler } from "./lib/response-serializer";
import { essayIdRedirects } from "./modules/content/content.redirects";
import { setPublicCacheSeconds } from "./lib/public-cache";
import access from "./plugins/access";
import errorHandler, { frameworkErrors } from "./plugins/error-handler";
import httpCache from "./plugins/http-cache";
import idempotency from "./plugins/idempotency";
import inputGuard from "./plugins/input-guard";
import redirects from "./plugins/redirects";
import security from "./plugins/security";
import session, { SESSION_COOKIE } from "./plugins/session";
import webApp from "./plugins/web-app";
import { createStorage } from "./storage/create-storage";
import type { Storage } from "./storage/storage";

/**
 * One log line per answered request, instead of Fastify's two: at debug, so
 * the default `info` log keeps to start-up, mail and problems; a server error
 * is a warning.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, "request failed");
    else reply.log[reply.statusCode >= 500 ? "warn" : "debug"](line, "request");
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Where uploads go; local disk under DATA_DIR/uploads by default. */
  storage?: Storage;
  /** Override where the built web app lives; null serves the API only. */
  webDistDir?: string | null;
  /** Sentence vectors for search; from EMBEDDINGS_URL or offline by default. */
  embedder?: Embedder;
  /** Check every response against its Zod schema; on everywhere but production by default. */
  validateResponses?: boolean;
  /** Where log lines go; standard output by default. */
  logStream?: { write(line: string): void };
}

/** apps/web/dist, from either apps/server/src or apps/server/dist. */
export function defaultWebDistDir(env: Env): string {
  if (env.WEB_DIST_DIR) return path.resolve(env.WEB_DIST_DIR);
  return fileURLToPath(new URL("../../web/dist", import.meta.url));
}

export async function buildApp({
  env,
  database,
  storage,
  webDistDir,
  validateResponses,
  embedder,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  registerContentTypes();
  const app = Fastify({
    logger:
      env.LOG_LEVEL === "silent"
        ? false
        : {
            level: env.LOG_LEVEL,
            ...(logStream ? { stream: logStream } : {}),
            redact: [
              "req.headers.cookie",
              'res.headers["set-cookie"]',
              "req.headers.authorization",
            ],
            serializers: {
              // E-mailed links carry tokens in the query; their values never reach the logs.
              req: (request) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
          },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON (uploads add multipart where they need it).
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  // Compiled JSON serializers from the shared schemas; Zod re-checks every
  // response outside production (tests included).
  app.setSerializerCompiler(
    responseSerializerCompiler({ validate: validateResponses ?? env.NODE_ENV !== "production" }),
  );
  app.decorate("config", env);
  app.decorate("database", database);
  app.decorate("embedder", embedder ?? createEmbedder(env));
  app.decorate("storage", storage ?? createStorage(env));

  app.addHook("onSend", async (request, reply) => {
    void reply.header("x-request-id", request.id);
  });

  await app.register(errorHandler);
  // Before anything reads input: NUL, lone surrogates and deep JSON are refused here.
  await app.register(inputGuard);
  await app.register(security);
  await app.register(session);
  // Public lists: ETag and shared caching for anonymous answers, no-store for signed-in ones.
  await app.register(httpCache);
  // Writes sent with an Idempotency-Key by a signed-in account apply once.
  await app.register(idempotency);
  setPublicCacheSeconds(env.PUBLIC_CACHE_SECONDS);
  // Before any route: every /api route must declare who may call it.
  await app.register(access);

  await app.register(swagger, {
    openapi: {
      info: {
        title: "Field Commons API",
        description:
          "The API behind Field Commons. Errors: { success: false, error: { code, message, fields? } }.",
        version: "0.1.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  // The docs use the same Content-Security-Policy as every other page.
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { validatorUrl: null } });

  await app.register(
    async (api) => {
      for (const module of MODULES) {
        for (const { plugin, prefix } of module.api ?? []) await api.register(plugin, { prefix });
      }
    },
    { prefix: "/api" },
  );
  for (const module of MODULES) {
    for (const { plugin, prefix } of module.site ?? []) await app.register(plugin, { prefix });
  }
  await app.register(redirects);
  await app.register(essayIdRedirects, { db: database.db });
  await app.register(webApp, {
    distDir: webDistDir === undefined ? defaultWebDistDir(env) : webDistDir,
    describePage: async (pathname, origin) => {
      for (const module of MODULES) {
        const page = await module.describePage?.(database.db, pathname, origin);
        if (page) return page;
      }
      return null;
    },
    serverRendering: env.SERVER_RENDERING,
    hasSession: (request) => Boolean(request.cookies[SESSION_COOKIE]),
  });

  return app;
}
