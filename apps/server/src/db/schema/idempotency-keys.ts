import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Answers to writes sent with an Idempotency-Key, kept a day so a replay gets
 * the first answer instead of applying twice. A row is inserted "running"
 * before the route runs (the primary key is the lock) and becomes "done" with
 * the answer.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** Whose key: "account:<user id>". */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    /** SHA-256 of the request body, hex. */
    bodyHash: text("body_hash").notNull(),
    state: text("state", { enum: ["running", "done"] })
      .notNull()
      .default("running"),
    statusCode: integer("status_code"),
    /** The answer's headers that matter on replay (content-type, location). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);
