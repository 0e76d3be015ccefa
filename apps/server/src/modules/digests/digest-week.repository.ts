import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { ContentType } from "@field-commons/shared/content";
import type { Db } from "../../db/client";
import { contentDailyStats } from "../../db/schema/admin";
import { content } from "../../db/schema/content";
import { applications, jobs, organizations } from "../../db/schema/jobs";
import { likes } from "../../db/schema/reactions";
import { users } from "../../db/schema/users";

export interface WeekRange {
  start: Date;
  end: Date;
  /** YYYY-MM-DD of Monday and of the following Monday (exclusive). */
  startDay: string;
  endDay: string;
}

type ContentColumns = typeof content.$inferSelect;
type JobColumns = typeof jobs.$inferSelect;

/** A published item the digest may feature, with its reading during the week. */
export interface FeaturedCandidateRow {
  type: ContentType;
  slug: string;
  title: string;
  author: string;
  domain: ContentColumns["domain"];
  description: string;
  summary: string;
  views: number;
  likes: number;
  score: number;
}

/** A job posted during the week, with its organization's name. */
export interface PostedJobRow {
  id: string;
  title: string;
  organization: string;
  city: string;
  country: string;
  locationType: JobColumns["locationType"];
  domain: JobColumns["domain"];
  createdAt: Date;
}

/** An item published during the week, with its author's name. */
export interface PublishedItemRow {
  type: ContentType;
  slug: string;
  title: string;
  author: string;
  domain: ContentColumns["domain"];
  country: string;
  publishedAt: Date | null;
}

const publishedIn = (range: WeekRange) =>
  and(
    eq(content.status, "published"),
    gte(content.publishedAt, range.start),
    lt(content.publishedAt, range.end),
  );

/** Posted (not drafts) during the week; a job closed since still counts as posted. */
const postedIn = (range: WeekRange) =>
  and(
    inArray(jobs.status, ["active", "closed"]),
    gte(jobs.createdAt, range.start),
    lt(jobs.createdAt, range.end),
  );

/** How many items were published during the week, and how many of them are case studies and trips. */
export async function countPublishedInWeek(
  db: Db,
  range: WeekRange,
): Promise<{ total: number; caseStudies: number; trips: number } | undefined> {
  const [published] = await db
    .select({
      total: sql<number>`count(*)::int`,
      caseStudies: sql<number>`count(*) filter (where ${content.type} = 'case-study')::int`,
      trips: sql<number>`count(*) filter (where ${content.type} = 'trip')::int`,
    })
    .from(content)
    .where(publishedIn(range));
  return published;
}

/** How many jobs were posted during the week. */
export async function countJobsPostedInWeek(db: Db, range: WeekRange): Promise<number> {
  const [posted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(postedIn(range));
  return posted?.n ?? 0;
}

/** How many times published items were viewed during the week. */
export async function sumViewsInWeek(db: Db, range: WeekRange): Promise<number> {
  const [views] = await db
    .select({ n: sql<number>`coalesce(sum(${contentDailyStats.views}), 0)::int` })
    .from(contentDailyStats)
    .where(
      and(gte(contentDailyStats.day, range.startDay), lt(contentDailyStats.day, range.endDay)),
    );
  return views?.n ?? 0;
}

/** How many job applications were sent during the week. */
export async function countApplicationsInWeek(db: Db, range: WeekRange): Promise<number> {
  const [applied] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(gte(applications.createdAt, range.start), lt(applications.createdAt, range.end)));
  return applied?.n ?? 0;
}

/** How many items of each type were published during the week (types with none are absent). */
export async function countPublishedByTypeInWeek(
  db: Db,
  range: WeekRange,
): Promise<{ type: ContentType; n: number }[]> {
  return await db
    .select({ type: content.type, n: sql<number>`count(*)::int` })
    .from(content)
    .where(publishedIn(range))
    .groupBy(content.type);
}

/** The 50 published items read most during the week (views plus `likeWeight` times likes), then by their reading so far. */
export async function readFeaturedCandidates(
  db: Db,
  range: WeekRange,
  likeWeight: number,
): Promise<FeaturedCandidateRow[]> {
  const weekViews = db
    .select({
      contentId: contentDailyStats.contentId,
      views: sql<number>`sum(${contentDailyStats.views})::int`.as("week_views"),
    })
    .from(contentDailyStats)
    .where(and(gte(contentDailyStats.day, range.startDay), lt(contentDailyStats.day, range.endDay)))
    .groupBy(contentDailyStats.contentId)
    .as("wv");
  const weekLikes = db
    .select({
      contentId: likes.contentId,
      likes: sql<number>`count(*)::int`.as("week_likes"),
    })
    .from(likes)
    .where(and(gte(likes.createdAt, range.start), lt(likes.createdAt, range.end)))
    .groupBy(likes.contentId)
    .as("wl");
  const score = sql<number>`coalesce(${weekViews.views}, 0) + ${likeWeight} * coalesce(${weekLikes.likes}, 0)`;
  return await db
    .select({
      type: content.type,
      slug: content.slug,
      title: content.title,
      author: users.name,
      domain: content.domain,
      description: content.description,
      summary: content.summary,
      views: sql<number>`coalesce(${weekViews.views}, 0)::int`,
      likes: sql<number>`coalesce(${weekLikes.likes}, 0)::int`,
      score,
    })
    .from(content)
    .innerJoin(users, eq(users.id, content.authorId))
    .leftJoin(weekViews, eq(weekViews.contentId, content.id))
    .leftJoin(weekLikes, eq(weekLikes.contentId, content.id))
    .where(
      and(
        eq(content.status, "published"),
        sql`(${weekViews.contentId} is not null or ${weekLikes.contentId} is not null or (${content.publishedAt} >= ${range.start} and ${content.publishedAt} < ${range.end}))`,
      ),
    )
    // The week's reading first; for work of the week nobody has read yet, its reading so far.
    .orderBy(
      desc(score),
      desc(sql`${content.views} + ${likeWeight} * ${content.likes}`),
      desc(content.publishedAt),
      desc(content.id),
    )
    .limit(50);
}

/** The newest `limit` jobs posted during the week, newest first. */
export async function readJobsPostedInWeek(
  db: Db,
  range: WeekRange,
  limit: number,
): Promise<PostedJobRow[]> {
  return await db
    .select({
      id: jobs.id,
      title: jobs.title,
      organization: organizations.name,
      city: jobs.locationCity,
      country: jobs.locationCountry,
      locationType: jobs.locationType,
      domain: jobs.domain,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(postedIn(range))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}

/** The newest `limit` items of `type` published during the week, newest first. */
export async function readPublishedOfTypeInWeek(
  db: Db,
  range: WeekRange,
  type: "case-study" | "trip",
  limit: number,
): Promise<PublishedItemRow[]> {
  return await db
    .select({
      type: content.type,
      slug: content.slug,
      title: content.title,
      author: users.name,
      domain: content.domain,
      country: content.country,
      publishedAt: content.publishedAt,
    })
    .from(content)
    .innerJoin(users, eq(users.id, content.authorId))
    .where(and(publishedIn(range), eq(content.type, type)))
    .orderBy(desc(content.publishedAt), desc(content.id))
    .limit(limit);
}
