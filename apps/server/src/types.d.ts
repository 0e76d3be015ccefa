import type { PublicUser } from "@field-commons/shared/users";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Embedder } from "./modules/search/embeddings/embedder";
import type { AccessRule, DeclaredRoute } from "./plugins/access";
import type { Storage } from "./storage/storage";

declare module "fastify" {
  interface FastifyInstance {
    config: Env;
    database: Database;
    storage: Storage;
    /** Sentence vectors for semantic search (offline, or EMBEDDINGS_URL). */
    embedder: Embedder;
    /** Every /api route with its declared access rule, in registration order. */
    accessTable: readonly DeclaredRoute[];
  }
  interface FastifyRequest {
    /** The signed-in user, derived from the session cookie only. */
    user: PublicUser | null;
    sessionId: string | null;
    /**
     * The signed-in user, for routes whose access rule needs one (the access
     * layer has already refused anyone else); throws 401 when there is none.
     */
    requireUser(): PublicUser;
  }
  interface FastifyContextConfig {
    /** Who may call the route; required under /api (plugins/access.ts). */
    access?: AccessRule;
  }
}
