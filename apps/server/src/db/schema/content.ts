import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  primaryKey,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  customType,
} from "drizzle-orm/pg-core";
import { CONTENT_STATUSES, CONTENT_TYPES } from "@field-commons/shared/content";
import { DEFAULT_LICENSE, LICENSES } from "@field-commons/shared/licenses";
import { users } from "./users";
import { uploads } from "./uploads";

export const contentType = pgEnum("content_type", CONTENT_TYPES);
export const contentStatus = pgEnum("content_status", CONTENT_STATUSES);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** An image attached to content, as stored in the `images` column. */
export interface StoredImage {
  uploadId: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

/**
 * One envelope for every publishable type. Type-specific fields live in
 * `body`, validated by the type's schema in packages/shared.
 */
export const content = pgTable(
  "content",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: contentType("type").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** The card description, derived from the summary or the type's fallback field. */
    description: text("description").notNull().default(""),
    domain: text("domain"),
    status: contentStatus("status").notNull().default("draft"),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    locationName: text("location_name").notNull().default(""),
    country: text("country").notNull().default(""),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    coverUploadId: uuid("cover_upload_id").references((): AnyPgColumn => uploads.id, {
      onDelete: "set null",
    }),
    images: jsonb("images").$type<StoredImage[]>().notNull().default([]),
    body: jsonb("body").$type<Record<string, unknown>>().notNull().default({}),
    /** The author's licence, an SPDX identifier from LICENSES. */
    license: text("license").notNull().default(DEFAULT_LICENSE),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** The feed's order: the publication time once published, the creation time before. */
    listedAt: timestamp("listed_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    views: integer("views").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    saves: integer("saves").notNull().default(0),
    shares: integer("shares").notNull().default(0),
    /** Percent of the type's completeness fields filled in; computed on every write. */
    completeness: integer("completeness").notNull().default(0),
    /** Why an admin rejected or archived it; shown to the author, cleared on approval. */
    moderationReason: text("moderation_reason"),
    /** When it last entered review (submitted or resubmitted), for the queue's waiting time. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** Title, summary, description, location, country and domain, for search. */
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple', search_text)`,
    ),
  },
  (t) => [
    uniqueIndex("content_type_slug_unique").on(t.type, t.slug),
    index("content_feed_idx").on(t.status, t.listedAt.desc(), t.id.desc()),
    index("content_type_feed_idx").on(t.type, t.status, t.listedAt.desc(), t.id.desc()),
    index("content_domain_feed_idx").on(t.domain, t.status, t.listedAt.desc(), t.id.desc()),
    index("content_type_domain_feed_idx").on(
      t.type,
      t.domain,
      t.status,
      t.listedAt.desc(),
      t.id.desc(),
    ),
    index("content_author_idx").on(t.authorId, t.status, t.updatedAt.desc()),
    index("content_popular_idx").on(t.status, t.likes.desc(), t.id.desc()),
    index("content_search_idx").using("gin", t.searchVector),
    index("content_geo_idx").on(t.status, t.lat, t.lng),
    index("content_pending_idx")
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
    /** Sitemap pages walk published items by key and read only these columns (index-only). */
    index("content_sitemap_idx")
      .on(t.id, t.type, t.slug, t.updatedAt)
      .where(sql`${t.status} = 'published'`),
    /** The items published in a week (the digest). */
    index("content_published_at_idx")
      .on(t.publishedAt)
      .where(sql`${t.status} = 'published'`),
    /** OAI-PMH harvests walk published items by datestamp. */
    index("content_published_updated_idx")
      .on(t.updatedAt, t.id)
      .where(sql`${t.status} = 'published'`),
    check(
      "content_license_check",
      sql.raw(`license in (${LICENSES.map((l) => `'${l}'`).join(", ")})`),
    ),
  ],
);

export type ContentRow = typeof content.$inferSelect;

/**
 * How many items there are of each type in each status, kept by a trigger on
 * `content` (migration 0025) so the admin dashboard reads a dozen rows
 * instead of counting every item.
 */
export const contentCounts = pgTable(
  "content_counts",
  {
    type: contentType("type").notNull(),
    status: contentStatus("status").notNull(),
    items: integer("items").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.status] })],
);

/**
 * Published items that stopped being public (unpublished, moderated away or
 * deleted), for OAI-PMH's deleted records. Kept by triggers on `content`
 * (migration 0012); a row goes away when its item is published again.
 */
export const contentWithdrawals = pgTable(
  "content_withdrawals",
  {
    contentId: uuid("content_id").primaryKey(),
    type: contentType("type").notNull(),
    domain: text("domain"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("content_withdrawals_at_idx").on(t.withdrawnAt, t.contentId)],
);
