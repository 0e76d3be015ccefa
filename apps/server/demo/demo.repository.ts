// The demo seeding's own reads and writes: what the modules' faces do not
// offer because only made-up data needs it (counters set to the seeded
// views, back-dated rows, a job's first run moved later).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../src/db/client";
import { contentDailyStats } from "../src/db/schema/admin";
import { tasks } from "../src/db/schema/tasks";
import { content } from "../src/db/schema/content";
import { digestViews, digests } from "../src/db/schema/digests";
import { applications, jobs, jobViews } from "../src/db/schema/jobs";
import { profiles } from "../src/db/schema/profiles";
import { contentEvents } from "../src/db/schema/reactions";
import { recordings, recordingViews } from "../src/db/schema/recordings";
import { users } from "../src/db/schema/users";

/** The published content, oldest first. */
export function publishedContent(db: Db) {
  return db
    .select({
      id: content.id,
      type: content.type,
      slug: content.slug,
      publishedAt: content.publishedAt,
    })
    .from(content)
    .where(eq(content.status, "published"))
    .orderBy(asc(content.publishedAt), asc(content.slug));
}

/** When the first content was published, or null without any. */
export async function firstPublishedAt(db: Db): Promise<string | null> {
  const [first] = await db
    .select({ at: sql<string | null>`min(${content.publishedAt})` })
    .from(content);
  return first?.at ?? null;
}

export async function insertContentEvents(
  db: Db,
  rows: (typeof contentEvents.$inferInsert)[],
): Promise<void> {
  await db.insert(contentEvents).values(rows);
}

export async function insertContentDailyStats(
  db: Db,
  rows: (typeof contentDailyStats.$inferInsert)[],
): Promise<void> {
  await db.insert(contentDailyStats).values(rows);
}

export async function setContentCounts(
  db: Db,
  id: string,
  counts: { views: number; shares: number },
): Promise<void> {
  await db.update(content).set(counts).where(eq(content.id, id));
}

/** The active and closed jobs, oldest first. */
export function activeAndClosedJobs(db: Db) {
  return db
    .select({ id: jobs.id, title: jobs.title, createdAt: jobs.createdAt, closedAt: jobs.closedAt })
    .from(jobs)
    .where(inArray(jobs.status, ["active", "closed"]))
    .orderBy(asc(jobs.createdAt), asc(jobs.title));
}

export async function insertJobViews(
  db: Db,
  rows: (typeof jobViews.$inferInsert)[],
): Promise<void> {
  await db.insert(jobViews).values(rows);
}

export async function setJobViews(db: Db, id: string, views: number): Promise<void> {
  await db.update(jobs).set({ views }).where(eq(jobs.id, id));
}

/** Inserts a job as given (its dates included); returns its id. */
export async function insertDemoJob(db: Db, values: typeof jobs.$inferInsert): Promise<string> {
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  return row!.id;
}

/** Sets an application's status and back-dates it. */
export async function setApplicationStatus(
  db: Db,
  id: string,
  status: (typeof applications.$inferInsert)["status"],
  at: Date,
): Promise<void> {
  await db
    .update(applications)
    .set({ status, createdAt: at, updatedAt: at })
    .where(eq(applications.id, id));
}

/** The weekly digests nobody has read yet, oldest first. */
export function unreadDigests(db: Db) {
  return db
    .select({ id: digests.id, weekKey: digests.weekKey, weekStart: digests.weekStart })
    .from(digests)
    .where(eq(digests.views, 0))
    .orderBy(asc(digests.weekStart));
}

export async function setDigestViews(db: Db, id: string, views: number): Promise<void> {
  await db.update(digests).set({ views }).where(eq(digests.id, id));
}

export async function insertDigestViews(
  db: Db,
  rows: (typeof digestViews.$inferInsert)[],
): Promise<void> {
  await db.insert(digestViews).values(rows);
}

/** The published public recordings with no views yet, oldest first. */
export function unviewedPublicRecordings(db: Db) {
  return db
    .select({ id: recordings.id, title: recordings.title, recordedAt: recordings.recordedAt })
    .from(recordings)
    .where(
      and(
        eq(recordings.status, "published"),
        eq(recordings.privacy, "public"),
        eq(recordings.views, 0),
      ),
    )
    .orderBy(asc(recordings.recordedAt), asc(recordings.title));
}

export async function setRecordingViews(db: Db, id: string, views: number): Promise<void> {
  await db.update(recordings).set({ views }).where(eq(recordings.id, id));
}

export async function insertRecordingViews(
  db: Db,
  rows: (typeof recordingViews.$inferInsert)[],
): Promise<void> {
  await db.insert(recordingViews).values(rows);
}

/** Whether the author already has a recording of this title. */
export async function hasRecordingTitled(
  db: Db,
  authorId: string,
  title: string,
): Promise<boolean> {
  const [existing] = await db
    .select({ id: recordings.id })
    .from(recordings)
    .where(and(eq(recordings.authorId, authorId), eq(recordings.title, title)))
    .limit(1);
  return existing !== undefined;
}

/** The author's interview of this title, if any. */
export async function findInterviewTitled(db: Db, authorId: string, title: string) {
  const [interview] = await db
    .select({ id: content.id, body: content.body })
    .from(content)
    .where(
      and(eq(content.type, "interview"), eq(content.authorId, authorId), eq(content.title, title)),
    )
    .limit(1);
  return interview;
}

/** Moves the first run of the background job with this dedupe key. */
export async function setTaskRunAt(db: Db, dedupeKey: string, runAt: Date): Promise<void> {
  await db.update(tasks).set({ runAt }).where(eq(tasks.dedupeKey, dedupeKey));
}

/** Every account's id, e-mail address and name. */
export function allAccounts(db: Db) {
  return db.select({ id: users.id, email: users.email, name: users.name }).from(users);
}

export async function insertProfile(db: Db, values: typeof profiles.$inferInsert): Promise<void> {
  await db.insert(profiles).values(values);
}
