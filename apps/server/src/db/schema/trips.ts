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
import type { CardItem, CardType } from "@field-commons/shared/trips";
import { content } from "./content";

/**
 * The planner's section cards of a trip (a content row of type trip). Every
 * write is validated with the shared CardInput schema first.
 */
export const tripCards = pgTable(
  "trip_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => content.id, { onDelete: "cascade" }),
    cardType: text("card_type").$type<CardType>().notNull(),
    title: text("title").notNull(),
    icon: text("icon").notNull().default(""),
    content: jsonb("content").$type<Record<string, unknown>>().notNull().default({}),
    items: jsonb("items").$type<CardItem[]>().notNull().default([]),
    order: integer("order").notNull(),
    isCollapsed: boolean("is_collapsed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("trip_cards_trip_order_idx").on(t.tripId, t.order)],
);

export type TripCardRow = typeof tripCards.$inferSelect;
