import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PublicConfig } from "@field-commons/shared/auth";
import { HealthResponse } from "@field-commons/shared/health";
import { sql } from "drizzle-orm";
import { access } from "../../plugins/access";

export default async function systemRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/health",
    {
      config: { access: access("public") },
      schema: {
        tags: ["system"],
        summary: "Liveness and database check",
        response: { 200: HealthResponse },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return { status: "ok" as const, database: app.database.kind };
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
