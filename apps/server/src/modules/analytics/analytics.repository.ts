import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { TOP_CONTENT_LIMIT } from "@field-commons/shared/admin";
import type { ContentType } from "@field-commons/shared/content";
import type { Db } from "../../db/client";
import { contentDailyStats } from "../../db/schema/admin";
import { content, contentCounts } from "../../db/schema/content";

function inWindow(days: string[]): SQL {
  return and(gte(contentDailyStats.day, days[0]!), lte(contentDailyStats.day, days.at(-1)!))!;
}

/** Which daily rollups count: those in the window (YYYY-MM-DD days), of one author's work or of all. */
function statsIn(window: string[], authorId?: string): SQL | undefined {
  return and(inWindow(window), authorId ? eq(content.authorId, authorId) : undefined);
}

/** The summed views and unique views of the rollups a query groups. */
function sums() {
  return {
    views: sql<number>`coalesce(sum(${contentDailyStats.views}), 0)::int`,
    uniqueViews: sql<number>`coalesce(sum(${contentDailyStats.uniqueViews}), 0)::int`,
  };
}

/** Views and unique views per day of the window (days without views are left out), oldest first. */
export async function viewsPerDay(db: Db, window: string[], authorId?: string) {
  const { views, uniqueViews } = sums();
  return db
    .select({ day: contentDailyStats.day, views, uniqueViews })
    .from(contentDailyStats)
    .innerJoin(content, eq(content.id, contentDailyStats.contentId))
    .where(statsIn(window, authorId))
    .groupBy(contentDailyStats.day)
    .orderBy(asc(contentDailyStats.day));
}

/** Views and unique views in the window per content type (types without views are left out). */
export async function viewsPerType(db: Db, window: string[], authorId?: string) {
  const { views, uniqueViews } = sums();
  return db
    .select({ type: content.type, views, uniqueViews })
    .from(contentDailyStats)
    .innerJoin(content, eq(content.id, contentDailyStats.contentId))
    .where(statsIn(window, authorId))
    .groupBy(content.type);
}

/** The most viewed items in the window, at most TOP_CONTENT_LIMIT. */
export async function topContentInWindow(db: Db, window: string[], authorId?: string) {
  const { views, uniqueViews } = sums();
  return db
    .select({
      contentId: content.id,
      title: content.title,
      contentType: content.type,
      slug: content.slug,
      authorId: content.authorId,
      views,
      uniqueViews,
    })
    .from(contentDailyStats)
    .innerJoin(content, eq(content.id, contentDailyStats.contentId))
    .where(statsIn(window, authorId))
    .groupBy(content.id)
    .orderBy(desc(views), desc(uniqueViews), asc(content.id))
    .limit(TOP_CONTENT_LIMIT);
}

/**
 * How many published items there are per type, of one author (their index)
 * or of all (the counts the content_counts trigger keeps).
 */
export async function publishedCountsByType(db: Db, authorId?: string) {
  if (!authorId) {
    return db
      .select({ type: contentCounts.type, n: contentCounts.items })
      .from(contentCounts)
      .where(and(eq(contentCounts.status, "published"), sql`${contentCounts.items} > 0`));
  }
  return db
    .select({ type: content.type, n: count() })
    .from(content)
    .where(
      and(eq(content.status, "published"), authorId ? eq(content.authorId, authorId) : undefined),
    )
    .groupBy(content.type);
}

/**
 * One page of an author's items (of one type, when given) with their
 * all-time views, reactions and shares, most viewed first, and the total.
 */
export async function authorContentFigures(
  db: Db,
  authorId: string,
  query: { limit: number; offset: number; contentType?: ContentType },
) {
  const where = and(
    eq(content.authorId, authorId),
    query.contentType ? eq(content.type, query.contentType) : undefined,
  );
  const totals = db
    .select({
      contentId: contentDailyStats.contentId,
      views: sql<number>`sum(${contentDailyStats.views})::int`.as("total_views"),
      uniqueViews: sql<number>`sum(${contentDailyStats.uniqueViews})::int`.as("total_unique"),
    })
    .from(contentDailyStats)
    .groupBy(contentDailyStats.contentId)
    .as("totals");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        contentId: content.id,
        title: content.title,
        contentType: content.type,
        slug: content.slug,
        status: content.status,
        views: sql<number>`coalesce(${totals.views}, 0)::int`,
        uniqueViews: sql<number>`coalesce(${totals.uniqueViews}, 0)::int`,
        likes: content.likes,
        saves: content.saves,
        shares: content.shares,
      })
      .from(content)
      .leftJoin(totals, eq(totals.contentId, content.id))
      .where(where)
      .orderBy(sql`coalesce(${totals.views}, 0) desc`, desc(content.updatedAt), asc(content.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(content).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One item's all-time views and unique views. */
export async function contentViewTotals(
  db: Db,
  contentId: string,
): Promise<{ views: number; uniqueViews: number } | undefined> {
  const [row] = await db
    .select(sums())
    .from(contentDailyStats)
    .where(eq(contentDailyStats.contentId, contentId));
  return row;
}

/** One item's views and unique views per day of the window (days without a rollup are left out). */
export async function contentViewsPerDay(db: Db, contentId: string, window: string[]) {
  return db
    .select({
      day: contentDailyStats.day,
      views: contentDailyStats.views,
      uniqueViews: contentDailyStats.uniqueViews,
    })
    .from(contentDailyStats)
    .where(and(eq(contentDailyStats.contentId, contentId), inWindow(window)));
}
