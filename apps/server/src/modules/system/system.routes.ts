import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PublicConfig } from "@field-commons/shared/auth";
import { HealthResponse, ReadyResponse } from "@field-commons/shared/health";
import { access } from "../../plugins/access";
import { readinessChecks } from "./readiness";

export default async function systemRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/health",
    {
      config: { access: access("public") },
      schema: {
        tags: ["system"],
        summary: "Liveness: the process answers (the database is not consulted)",
        response: { 200: HealthResponse },
      },
    },
    async () => ({ status: "ok" as const, database: app.database.kind }),
  );

  app.get(
    "/ready",
    {
      config: { access: access("public") },
      schema: {
        tags: ["system"],
        summary: "Readiness: database reachable, migrations applied, storage writable",
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
    },
    async (_request, reply) => {
      const checks = await readinessChecks(app.database, app.storage);
      const ready = Object.values(checks).every((value) => value === "ok");
      return reply
        .status(ready ? 200 : 503)
        .header("cache-control", "no-store")
        .send({ status: ready ? "ready" : "not-ready", checks });
    },
  );

  app.get(
    "/config",
    {
      config: { access: access("public") },
      schema: {
        tags: ["system"],
        summary: "Public runtime configuration",
        response: { 200: PublicConfig },
      },
    },
    async () => ({
      demo: app.config.DEMO,
      tileUrl: app.config.TILE_URL,
      tileAttribution: app.config.TILE_ATTRIBUTION,
    }),
  );
}
