import { z } from "zod";

export const HealthResponse = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const READY_CHECKS = ["database", "migrations", "storage"] as const;

/** Readiness for a load balancer: 200 when every check passes, 503 otherwise. */
export const ReadyResponse = z.object({
  status: z.enum(["ready", "not-ready"]),
  /** Each check: "ok", or what is wrong. */
  checks: z.record(z.enum(READY_CHECKS), z.string()),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;
