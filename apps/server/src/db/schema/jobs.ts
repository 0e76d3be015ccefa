import { sql } from "drizzle-orm";
import {
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
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { APPLICATION_STATUSES, AVAILABILITY } from "@field-commons/shared/applications";
import {
  COMPENSATION_TYPES,
  CURRENCIES,
  EXPERIENCE_LEVELS,
  JOB_STATUSES,
  JOB_TYPES,
  LOCATION_TYPES,
  MEMBER_ROLES,
  type JobFilters,
} from "@field-commons/shared/jobs";
import { uploads } from "./uploads";
import { users } from "./users";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const memberRole = pgEnum("organization_member_role", MEMBER_ROLES);
export const jobType = pgEnum("job_type", JOB_TYPES);
export const experienceLevel = pgEnum("job_experience_level", EXPERIENCE_LEVELS);
export const locationType = pgEnum("job_location_type", LOCATION_TYPES);
export const compensationType = pgEnum("job_compensation_type", COMPENSATION_TYPES);
export const currency = pgEnum("job_currency", CURRENCIES);
export const jobStatus = pgEnum("job_status", JOB_STATUSES);
export const applicationStatus = pgEnum("application_status", APPLICATION_STATUSES);
export const availability = pgEnum("application_availability", AVAILABILITY);

/** Employers. Members post jobs and review applicants; the creator is the owner. */
export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  logoUploadId: uuid("logo_upload_id").references(() => uploads.id, { onDelete: "set null" }),
  website: text("website").notNull().default(""),
  description: text("description").notNull().default(""),
  size: text("size"),
  location: text("location").notNull().default(""),
  domain: text("domain"),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OrganizationRow = typeof organizations.$inferSelect;

/** One organization per user (unique user_id): /api/organizations/me is that one. */
export const organizationMembers = pgTable(
  "organization_members",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: memberRole("role").notNull().default("member"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    uniqueIndex("organization_members_user_unique").on(t.userId),
  ],
);

/**
 * Job posts. Location is one canonical shape (country, city, type); salary
 * amounts are whole units per year; `salary_sort` (max, else min; null when
 * unpaid) is what the salary sorts order by. `search_extra` holds the
 * organization name, tags, city and country, kept in step on every write
 * (and on an organization rename), so the weighted vector can be generated
 * from the row itself: title A, organization/tags/place B, description C.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    postedBy: uuid("posted_by").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    type: jobType("type").notNull(),
    experienceLevel: experienceLevel("experience_level").notNull(),
    domain: text("domain").notNull(),
    category: text("category").notNull().default(""),
    compensationType: compensationType("compensation_type").notNull().default("unpaid"),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    currency: currency("currency").notNull().default("USD"),
    salarySort: integer("salary_sort"),
    locationCountry: text("location_country").notNull().default(""),
    locationCity: text("location_city").notNull().default(""),
    locationType: locationType("location_type").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    requirements: jsonb("requirements").$type<string[]>().notNull().default([]),
    responsibilities: jsonb("responsibilities").$type<string[]>().notNull().default([]),
    benefits: jsonb("benefits").$type<string[]>().notNull().default([]),
    applicationDeadline: date("application_deadline"),
    startDate: date("start_date"),
    status: jobStatus("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    views: integer("views").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    saves: integer("saves").notNull().default(0),
    applications: integer("applications").notNull().default(0),
    searchExtra: text("search_extra").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', search_extra), 'B') || setweight(to_tsvector('simple', description), 'C')`,
    ),
  },
  (t) => [
    index("jobs_board_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("jobs_domain_idx").on(t.domain, t.status, t.createdAt.desc()),
    index("jobs_type_idx").on(t.type, t.status, t.createdAt.desc()),
    index("jobs_location_type_idx").on(t.locationType, t.status, t.createdAt.desc()),
    index("jobs_experience_idx").on(t.experienceLevel, t.status, t.createdAt.desc()),
    index("jobs_salary_high_idx").on(
      t.status,
      t.salarySort.desc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index("jobs_salary_low_idx").on(
      t.status,
      t.salarySort.asc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index("jobs_organization_idx").on(t.organizationId, t.status, t.createdAt.desc()),
    index("jobs_deadline_idx").on(t.status, t.applicationDeadline),
    index("jobs_search_idx").using("gin", t.searchVector),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

export const jobLikes = pgTable(
  "job_likes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index("job_likes_job_idx").on(t.jobId)],
);

export const jobSaves = pgTable(
  "job_saves",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index("job_saves_job_idx").on(t.jobId),
    index("job_saves_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** One row per visitor per job per day: a job's views count once a day per visitor. */
export const jobViews = pgTable(
  "job_views",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key").notNull(),
    day: date("day").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.day, t.visitorKey] }),
    index("job_views_day_idx").on(t.day),
  ],
);

/** One application per applicant per job. The résumé is a private upload (kind 'resume'). */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    applicantId: uuid("applicant_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    coverLetter: text("cover_letter").notNull(),
    resumeUploadId: uuid("resume_upload_id")
      .notNull()
      // No action (checked at the end of the statement), so deleting a user removes both.
      .references(() => uploads.id),
    portfolio: text("portfolio").notNull().default(""),
    linkedin: text("linkedin").notNull().default(""),
    experience: text("experience").notNull().default(""),
    skills: jsonb("skills").$type<string[]>().notNull().default([]),
    availability: availability("availability"),
    expectedSalary: text("expected_salary").notNull().default(""),
    notes: text("notes").notNull().default(""),
    status: applicationStatus("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("applications_job_applicant_unique").on(t.jobId, t.applicantId),
    index("applications_job_idx").on(t.jobId, t.status, t.createdAt.desc()),
    index("applications_applicant_idx").on(t.applicantId, t.createdAt.desc()),
    index("applications_created_idx").on(t.jobId, t.createdAt),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;

/** Saved board filters; matching jobs are those posted since the alert was created. */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    filters: jsonb("filters").$type<JobFilters>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("job_alerts_user_idx").on(t.userId, t.createdAt.desc())],
);

export type JobAlertRow = typeof jobAlerts.$inferSelect;
