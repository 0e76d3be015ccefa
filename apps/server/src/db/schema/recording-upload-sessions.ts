import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Resumable recording uploads not yet completed: the announced size and how
 * many bytes are stored so far. The bytes live in storage as one object per
 * accepted chunk (`upload-parts/<id>/<offset>-<nonce>`), listed in `parts`,
 * not in the database. A row goes with its account (whose deletion removes
 * the parts first); the expiry task deletes rows past `expires_at` with
 * their parts.
 */
export const recordingUploadSessions = pgTable(
  "recording_upload_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    size: bigint("size", { mode: "number" }).notNull(),
    offset: bigint("offset", { mode: "number" }).notNull().default(0),
    mimeType: text("mime_type").notNull(),
    fileName: text("file_name").notNull().default(""),
    /** The storage keys of the accepted chunks, in byte order. */
    parts: jsonb("parts").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index("recording_upload_sessions_owner_idx").on(t.ownerId),
    index("recording_upload_sessions_expires_idx").on(t.expiresAt),
  ],
);

export type RecordingUploadSessionRow = typeof recordingUploadSessions.$inferSelect;
