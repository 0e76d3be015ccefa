import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import {
  engagementRate,
  TOP_CONTENT_LIMIT,
  type Analytics,
  type AuthorAnalytics,
  type ContentAnalytics,
} from "@field-commons/shared/admin";
import { CONTENT_TYPES, type ContentType } from "@field-commons/shared/content";
import type { Db } from "../../db/client";
import { contentDailyStats } from "../../db/schema/admin";
import { content } from "../../db/schema/content";

const DAY_MS = 86_400_000;

/** The window's days as YYYY-MM-DD (UTC), oldest first, ending today. */
export function windowDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

function inWindow(days: string[]): SQL {
  return and(gte(contentDailyStats.day, days[0]!), lte(contentDailyStats.day, days.at(-1)!))!;
}

function emptyBreakdown(): Analytics["contentTypeBreakdown"] {
  return Object.fromEntries(
    CONTENT_TYPES.map((type) => [type, { views: 0, uniqueViews: 0, count: 0 }]),
  ) as Analytics["contentTypeBreakdown"];
}

/**
 * Views in the window from the daily rollups: totals, per day, per type and
 * the top items. `authorId` narrows everything to one author's work; without
 * it, the whole site (the admin's Analytics tab).
 */
export async function analyticsFor(
  db: Db,
  days: number,
  authorId?: string,
  now = new Date(),
): Promise<Analytics> {
  const window = windowDays(days, now);
  const scope = authorId ? eq(content.authorId, authorId) : undefined;
  const statsWhere = and(inWindow(window), scope);
  const views = sql<number>`coalesce(sum(${contentDailyStats.views}), 0)::int`;
  const uniqueViews = sql<number>`coalesce(sum(${contentDailyStats.uniqueViews}), 0)::int`;

  const [perDay, perType, top, counts] = await Promise.all([
    db
      .select({ day: contentDailyStats.day, views, uniqueViews })
      .from(contentDailyStats)
      .innerJoin(content, eq(content.id, contentDailyStats.contentId))
      .where(statsWhere)
      .groupBy(contentDailyStats.day)
      .orderBy(asc(contentDailyStats.day)),
    db
      .select({ type: content.type, views, uniqueViews })
      .from(contentDailyStats)
      .innerJoin(content, eq(content.id, contentDailyStats.contentId))
      .where(statsWhere)
      .groupBy(content.type),
    db
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
      .where(statsWhere)
      .groupBy(content.id)
      .orderBy(desc(views), desc(uniqueViews), asc(content.id))
      .limit(TOP_CONTENT_LIMIT),
    db
      .select({ type: content.type, n: count() })
      .from(content)
      .where(and(eq(content.status, "published"), scope))
      .groupBy(content.type),
  ]);

  const byDay = new Map(perDay.map((row) => [String(row.day), row]));
  const series = window.map((day) => ({
    day,
    views: byDay.get(day)?.views ?? 0,
    uniqueViews: byDay.get(day)?.uniqueViews ?? 0,
  }));
  const breakdown = emptyBreakdown();
  for (const row of perType) {
    breakdown[row.type].views = row.views;
    breakdown[row.type].uniqueViews = row.uniqueViews;
  }
  for (const row of counts) breakdown[row.type].count = row.n;
  const totalViews = series.reduce((sum, day) => sum + day.views, 0);
  const totalUniqueViews = series.reduce((sum, day) => sum + day.uniqueViews, 0);
  return {
    days,
    totalViews,
    totalUniqueViews,
    totalContent: counts.reduce((sum, row) => sum + row.n, 0),
    engagementRate: engagementRate(totalUniqueViews, totalViews),
    topContent: top,
    contentTypeBreakdown: breakdown,
    series,
  };
}

/** Every item of one author with its all-time figures, most viewed first. */
export async function authorAnalytics(
  db: Db,
  authorId: string,
  query: { limit: number; offset: number; contentType?: ContentType },
): Promise<AuthorAnalytics> {
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
  return { items: rows, total: total?.n ?? 0, limit: query.limit, offset: query.offset };
}

/** One item's figures, with its last 30 days. */
export async function contentAnalytics(
  db: Db,
  row: {
    id: string;
    title: string;
    type: ContentType;
    slug: string;
    status: ContentAnalytics["status"];
    likes: number;
    saves: number;
    shares: number;
  },
  now = new Date(),
): Promise<ContentAnalytics> {
  const window = windowDays(30, now);
  const [all, perDay] = await Promise.all([
    db
      .select({
        views: sql<number>`coalesce(sum(${contentDailyStats.views}), 0)::int`,
        uniqueViews: sql<number>`coalesce(sum(${contentDailyStats.uniqueViews}), 0)::int`,
      })
      .from(contentDailyStats)
      .where(eq(contentDailyStats.contentId, row.id)),
    db
      .select({
        day: contentDailyStats.day,
        views: contentDailyStats.views,
        uniqueViews: contentDailyStats.uniqueViews,
      })
      .from(contentDailyStats)
      .where(and(eq(contentDailyStats.contentId, row.id), inWindow(window))),
  ]);
  const byDay = new Map(perDay.map((entry) => [String(entry.day), entry]));
  return {
    contentId: row.id,
    title: row.title,
    contentType: row.type,
    slug: row.slug,
    status: row.status,
    views: all[0]?.views ?? 0,
    uniqueViews: all[0]?.uniqueViews ?? 0,
    likes: row.likes,
    saves: row.saves,
    shares: row.shares,
    series: window.map((day) => ({
      day,
      views: byDay.get(day)?.views ?? 0,
      uniqueViews: byDay.get(day)?.uniqueViews ?? 0,
    })),
  };
}
