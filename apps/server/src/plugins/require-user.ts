import type { FastifyInstance } from "fastify";
import { unauthenticated } from "../errors";

/** Registers authentication once for a route subtree. */
export function requireUser(app: FastifyInstance): void {
  app.addHook("preHandler", async (request) => {
    if (!request.user) throw unauthenticated();
  });
}
