import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AdminActionKind, AdminTargetType, ReportReason } from "@field-commons/shared/admin";
import { content } from "./content";
import { users } from "./users";

/**
 * The audit log: one row per admin action, written in the same transaction
 * as the change. Append-only: nothing updates or deletes these rows (an
 * admin's account deletion keeps their rows, with the name they had).
 */
export const adminActions = pgTable(
  "admin_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    adminName: text("admin_name").notNull(),
    action: text("action").$type<AdminActionKind>().notNull(),
    targetType: text("target_type").$type<AdminTargetType>().notNull(),
    targetId: text("target_id").notNull(),
    details: text("details").notNull().default(""),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("admin_actions_recent_idx").on(t.createdAt.desc(), t.id.desc())],
);
export type AdminActionRow = typeof adminActions.$inferSelect;

/** A reader's report of an item; open until a moderator decides on the item. */
export const contentReports = pgTable(
  "content_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentId: uuid("content_id")
      .notNull()
      .references(() => content.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").$type<ReportReason>().notNull(),
    details: text("details").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    // One open report per reader and item.
    uniqueIndex("content_reports_open_unique")
      .on(t.contentId, t.reporterId)
      .where(sql`${t.resolvedAt} is null`),
    index("content_reports_open_idx")
      .on(t.contentId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * Views per item per day, kept current as views are recorded: `views` is
 * every counted view (not the author's, not bots), `uniqueViews` the distinct
 * visitors that day. Analytics read these rows, never the raw events.
 */
export const contentDailyStats = pgTable(
  "content_daily_stats",
  {
    contentId: uuid("content_id")
      .notNull()
      .references(() => content.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
    uniqueViews: integer("unique_views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.day] }),
    index("content_daily_stats_day_idx").on(t.day),
  ],
);
