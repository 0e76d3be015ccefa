import { sql } from "drizzle-orm";
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { DEFAULT_LICENSE, LICENSES } from "@field-commons/shared/licenses";
import {
  PROCESSING_STATUSES,
  RECORDING_PRIVACY,
  RECORDING_STATUSES,
  RECORDING_TYPES,
  type ActionItem,
  type Consent,
  type Entity,
  type KeyQuote,
  type Topic,
  type TranscriptSegment,
} from "@field-commons/shared/recordings";
import { content } from "./content";
import { uploads } from "./uploads";
import { users } from "./users";

export const recordingType = pgEnum("recording_type", RECORDING_TYPES);
export const recordingStatus = pgEnum("recording_status", RECORDING_STATUSES);
export const recordingProcessingStatus = pgEnum("recording_processing_status", PROCESSING_STATUSES);
export const recordingPrivacy = pgEnum("recording_privacy", RECORDING_PRIVACY);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Audio and video recordings with their transcript and analysis. The file
 * itself is an `uploads` row of kind 'recording' (counted in the owner's
 * storage quota and removed with the account), which the generic uploads
 * routes never serve: only the recording's own routes do, after checking
 * who may see the recording.
 */
export const recordings = pgTable(
  "recordings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    type: recordingType("type").notNull().default("audio"),
    status: recordingStatus("status").notNull().default("draft"),
    processingStatus: recordingProcessingStatus("processing_status").notNull().default("pending"),
    /** Percent of the audio transcribed while processing. */
    processingProgress: integer("processing_progress").notNull().default(0),
    processingError: text("processing_error"),
    /** Incremented by every accepted processing request; jobs of an older run stop. */
    processingRun: integer("processing_run").notNull().default(0),
    /** Whole seconds, from the decoded media. */
    durationSeconds: integer("duration_seconds").notNull().default(0),
    fileSize: integer("file_size").notNull(),
    mimeType: text("mime_type").notNull(),
    originalName: text("original_name").notNull().default(""),
    views: integer("views").notNull().default(0),
    keywords: jsonb("keywords").$type<string[]>().notNull().default([]),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    domain: text("domain"),
    locationName: text("location_name"),
    privacy: recordingPrivacy("privacy").notNull().default("private"),
    /** The author's licence, an SPDX identifier from LICENSES (as on content). */
    license: text("license").notNull().default(DEFAULT_LICENSE),
    consent: jsonb("consent")
      .$type<Consent>()
      .notNull()
      .default({ recorded: false, transcribed: false, analyzed: false, shared: false }),
    /** Ids of the author's own image uploads. */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    transcript: jsonb("transcript").$type<TranscriptSegment[]>().notNull().default([]),
    /** The transcript's text, for search. */
    transcriptText: text("transcript_text").notNull().default(""),
    summary: text("summary").notNull().default(""),
    keyQuotes: jsonb("key_quotes").$type<KeyQuote[]>().notNull().default([]),
    actionItems: jsonb("action_items").$type<ActionItem[]>().notNull().default([]),
    topics: jsonb("topics").$type<Topic[]>().notNull().default([]),
    entities: jsonb("entities").$type<Entity[]>().notNull().default([]),
    speechEngine: text("speech_engine"),
    analysisEngine: text("analysis_engine"),
    recordedAt: timestamp("recorded_at", { withTimezone: true, precision: 3 }).notNull(),
    /** The interview or case study the recording belongs to (the same author's). */
    contentId: uuid("content_id").references(() => content.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Tags, keywords and place: the vector's middle weight. */
    searchExtra: text("search_extra").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', search_extra), 'B') || setweight(to_tsvector('simple', description), 'C') || setweight(to_tsvector('simple', transcript_text), 'D')`,
    ),
  },
  (t) => [
    index("recordings_author_idx").on(t.authorId, t.recordedAt.desc(), t.id.desc()),
    index("recordings_visible_idx").on(t.privacy, t.status, t.recordedAt.desc(), t.id.desc()),
    index("recordings_duration_idx").on(t.privacy, t.durationSeconds),
    index("recordings_title_idx").on(t.privacy, t.title),
    index("recordings_upload_idx").on(t.uploadId),
    index("recordings_content_idx").on(t.contentId),
    index("recordings_search_idx").using("gin", t.searchVector),
    check(
      "recordings_license_check",
      sql.raw(`license in (${LICENSES.map((l) => `'${l}'`).join(", ")})`),
    ),
  ],
);

export type RecordingRow = typeof recordings.$inferSelect;

/** One view per viewer per day; a signed-in viewer's rows go with their account. */
export const recordingViews = pgTable(
  "recording_views",
  {
    recordingId: uuid("recording_id")
      .notNull()
      .references(() => recordings.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key").notNull(),
    viewerId: uuid("viewer_id").references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recordingId, t.day, t.visitorKey] }),
    index("recording_views_day_idx").on(t.day),
    index("recording_views_viewer_idx").on(t.viewerId),
  ],
);
