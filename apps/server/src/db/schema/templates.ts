import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { CardInput } from "@field-commons/shared/trips";
import { users } from "./users";

/**
 * Trip templates: the official ones (product data, upserted at every start by
 * fixed ids, no owner) and users' private ones saved from their own trips.
 */
export const tripTemplates = pgTable(
  "trip_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    color: text("color").notNull(),
    difficulty: text("difficulty").notNull(),
    /** Days. */
    estimatedDuration: integer("estimated_duration").notNull(),
    domain: text("domain"),
    /** CardInput[] as parsed by the shared schema. */
    cardTemplates: jsonb("card_templates").$type<CardInput[]>().notNull().default([]),
    usageCount: integer("usage_count").notNull().default(0),
    isOfficial: boolean("is_official").notNull().default(false),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "cascade" }),
    isPrivate: boolean("is_private").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("trip_templates_official_idx").on(t.isOfficial, t.name, t.id),
    index("trip_templates_owner_idx").on(t.ownerId, t.name, t.id),
  ],
);

export type TripTemplateRow = typeof tripTemplates.$inferSelect;
