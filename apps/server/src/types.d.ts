import type { PublicUser } from "@field-commons/shared/users";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Storage } from "./storage/storage";

declare module "fastify" {
  interface FastifyInstance {
    config: Env;
    database: Database;
    storage: Storage;
  }
  interface FastifyRequest {
    /** The signed-in user, derived from the session cookie only. */
    user: PublicUser | null;
    sessionId: string | null;
  }
}
