import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every message the app has sent. With the default local transport the whole
 * message is kept here (and as an .eml file); with SMTP only the envelope is
 * kept, so no live link stays in the database.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text"),
    html: text("html"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** `outbox` (local) or `smtp`. */
    transport: text("transport").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt, t.id)],
);

export type OutboxRow = typeof outbox.$inferSelect;
