import type {
  DigestCaseStudy,
  DigestFeaturedItem,
  DigestJob,
  DigestStats,
  DigestTrip,
} from "@field-commons/shared/digests";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * One digest per ISO week, built from the database after the week ends. The
 * lists are a snapshot (titles and authors as they were that week); the week
 * key is unique, so two workers can never make the same week twice.
 */
export const digests = pgTable(
  "digests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weekKey: text("week_key").notNull().unique(),
    year: integer("year").notNull(),
    week: integer("week").notNull(),
    weekStart: date("week_start").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    quiet: boolean("quiet").notNull().default(false),
    stats: jsonb("stats").$type<DigestStats>().notNull(),
    featured: jsonb("featured").$type<DigestFeaturedItem[]>().notNull().default([]),
    newJobs: jsonb("new_jobs").$type<DigestJob[]>().notNull().default([]),
    newCaseStudies: jsonb("new_case_studies").$type<DigestCaseStudy[]>().notNull().default([]),
    newTrips: jsonb("new_trips").$type<DigestTrip[]>().notNull().default([]),
    views: integer("views").notNull().default(0),
    generatedAt: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("digests_week_start_idx").on(t.weekStart.desc())],
);
export type DigestRow = typeof digests.$inferSelect;

/** One row per visitor per digest per day: a digest's views count once a day per visitor. */
export const digestViews = pgTable(
  "digest_views",
  {
    digestId: uuid("digest_id")
      .notNull()
      .references(() => digests.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key").notNull(),
    day: date("day").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.digestId, t.day, t.visitorKey] }),
    index("digest_views_day_idx").on(t.day),
  ],
);

/**
 * Who was sent which digest e-mail: `period` is a week (`2026-W47`) or a
 * month (`2026-11`). Written in the same transaction as the mail job, so a
 * person never gets the same digest twice, however often a batch is retried.
 */
export const digestDeliveries = pgTable(
  "digest_deliveries",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.period] }),
    index("digest_deliveries_period_idx").on(t.period),
  ],
);

/**
 * Keys made once per installation (random, kept in the database so every app
 * server shares them), for signing links such as the digest's unsubscribe link.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
