import type { PublicUser } from "@field-commons/shared/users";
import type { Database } from "./db/client";
import type { Env } from "./env";

declare module "fastify" {
  interface FastifyInstance {
    config: Env;
    database: Database;
  }
  interface FastifyRequest {
    /** The signed-in user, derived from the session cookie only. */
    user: PublicUser | null;
    sessionId: string | null;
  }
}
