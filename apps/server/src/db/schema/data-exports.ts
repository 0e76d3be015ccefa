import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

export const DATA_EXPORT_STATUSES = ["queued", "running", "ready", "failed"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/**
 * A personal data export: a ZIP of everything one user owns, built by a
 * background job into storage and downloadable by its owner until it expires.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<DataExportStatus>().notNull().default("queued"),
    /** Where the finished ZIP is kept in storage. */
    storageKey: text("storage_key"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    /** Files and rows per section, as written into the archive's manifest. */
    manifest: jsonb("manifest").$type<Record<string, number>>(),
    fileCount: integer("file_count"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId, t.createdAt.desc()),
    // At most one export per user is waiting or being built, whatever races.
    uniqueIndex("data_exports_open_user_unique")
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'running')`),
    // The clean-up finds files past their expiry without reading the table.
    index("data_exports_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.storageKey} is not null`),
  ],
);
export type DataExportRow = typeof dataExports.$inferSelect;
