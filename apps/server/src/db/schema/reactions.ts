import {
  date,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { content } from "./content";
import { users } from "./users";

export const likes = pgTable(
  "likes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentId: uuid("content_id")
      .notNull()
      .references(() => content.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    index("likes_content_idx").on(t.contentId),
    index("likes_user_recent_idx").on(t.userId, t.createdAt.desc()),
    /** A week's likes (the digest), read from the index alone. */
    index("likes_created_idx").on(t.createdAt, t.contentId),
  ],
);

export const saves = pgTable(
  "saves",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentId: uuid("content_id")
      .notNull()
      .references(() => content.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    index("saves_content_idx").on(t.contentId),
    index("saves_user_recent_idx").on(t.userId, t.createdAt.desc()),
  ],
);

export const contentEventKind = pgEnum("content_event_kind", ["view", "share"]);

/** One row per visitor per day per kind: views and shares count once a day. */
export const contentEvents = pgTable(
  "content_events",
  {
    contentId: uuid("content_id")
      .notNull()
      .references(() => content.id, { onDelete: "cascade" }),
    kind: contentEventKind("kind").notNull(),
    visitorKey: text("visitor_key").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.kind, t.visitorKey, t.day] })],
);
