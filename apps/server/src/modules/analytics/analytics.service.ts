import {
  engagementRate,
  type Analytics,
  type AuthorAnalytics,
  type ContentAnalytics,
} from "@field-commons/shared/admin";
import { CONTENT_TYPES, type ContentType } from "@field-commons/shared/content";
import type { Db } from "../../db/client";
import {
  authorContentFigures,
  contentViewsPerDay,
  contentViewTotals,
  publishedCountsByType,
  topContentInWindow,
  viewsPerDay,
  viewsPerType,
} from "./analytics.repository";

const DAY_MS = 86_400_000;

/** The window's days as YYYY-MM-DD (UTC), oldest first, ending today. */
export function windowDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
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
  const [perDay, perType, top, counts] = await Promise.all([
    viewsPerDay(db, window, authorId),
    viewsPerType(db, window, authorId),
    topContentInWindow(db, window, authorId),
    publishedCountsByType(db, authorId),
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
  const { rows, total } = await authorContentFigures(db, authorId, query);
  return { items: rows, total, limit: query.limit, offset: query.offset };
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
    contentViewTotals(db, row.id),
    contentViewsPerDay(db, row.id, window),
  ]);
  const byDay = new Map(perDay.map((entry) => [String(entry.day), entry]));
  return {
    contentId: row.id,
    title: row.title,
    contentType: row.type,
    slug: row.slug,
    status: row.status,
    views: all?.views ?? 0,
    uniqueViews: all?.uniqueViews ?? 0,
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
