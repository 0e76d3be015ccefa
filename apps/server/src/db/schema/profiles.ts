import { sql } from "drizzle-orm";
import { boolean, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { DigestFrequency, EducationEntry } from "@field-commons/shared/profiles";
import { uploads } from "./uploads";
import { users } from "./users";

/**
 * What a person tells others about themselves, and their e-mail
 * preferences: one row per account, made on the first save. Kept apart from
 * `users` so that the row every request loads with its session stays small.
 */
export const profiles = pgTable("profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  avatarUploadId: uuid("avatar_upload_id").references(() => uploads.id, { onDelete: "set null" }),
  title: text("title").notNull().default(""),
  bio: text("bio").notNull().default(""),
  location: text("location").notNull().default(""),
  website: text("website").notNull().default(""),
  experience: text("experience").notNull().default(""),
  education: jsonb("education").$type<EducationEntry[]>().notNull().default([]),
  skills: text("skills")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  researchInterests: text("research_interests")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  orcid: text("orcid").notNull().default(""),
  showEmail: boolean("show_email").notNull().default(false),
  showApplicationCount: boolean("show_application_count").notNull().default(false),
  digestFrequency: text("digest_frequency").$type<DigestFrequency>().notNull().default("off"),
  /** Domains the digest e-mail is limited to; empty means every domain. */
  digestDomains: text("digest_domains")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** E-mail new jobs matching the user's saved job alerts (weekly, with the digest run). */
  jobAlertEmails: boolean("job_alert_emails").notNull().default(true),
  notifyApplicationStatus: boolean("notify_application_status").notNull().default(true),
  notifyNewApplications: boolean("notify_new_applications").notNull().default(true),
  /** An address asked for in 'change e-mail', until its link is opened. */
  pendingEmail: text("pending_email"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ProfileRow = typeof profiles.$inferSelect;
