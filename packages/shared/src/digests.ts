import { z } from "zod";
import { CONTENT_TYPES } from "./content";

export const DIGEST_PAGE_SIZE = 10;
export const DIGEST_PAGE_SIZE_MAX = 50;
/** Items in each list of a digest (featured, new jobs, new case studies, new trips). */
export const DIGEST_LIST_MAX = 10;

export const DIGEST_MESSAGES = {
  notFound: "Digest Not Found",
  notFoundBody: "This digest does not exist or has not been published yet.",
  backToArchive: "Back to Archive",
  empty: "No digests yet. The first one appears after the first full week.",
  quietTitle: "A quiet week",
  unsubscribed: "You are unsubscribed. You will not receive digest e-mails any more.",
  unsubscribeInvalid: "This unsubscribe link is not valid.",
  regenerated: "Digest regenerated.",
  sendQueued: "Sending to subscribers who have not received this digest.",
} as const;

// ---------------------------------------------------------------------------
// ISO weeks: Monday to Sunday, week 1 holds the year's first Thursday.
// ---------------------------------------------------------------------------

export interface IsoWeek {
  year: number;
  week: number;
}

const DAY_MS = 86_400_000;

/** The ISO week of a moment (in UTC). */
export function isoWeekOf(date: Date): IsoWeek {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of this week decides the year.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return { year: day.getUTCFullYear(), week };
}

/** Monday 00:00 UTC of an ISO week. */
export function isoWeekStart({ year, week }: IsoWeek): Date {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const jan4Weekday = jan4.getUTCDay() || 7;
  return new Date(jan4.getTime() - (jan4Weekday - 1) * DAY_MS + (week - 1) * 7 * DAY_MS);
}

/** Weeks in an ISO year: 53 when 28 December falls in week 53. */
export function isoWeeksInYear(year: number): number {
  return isoWeekOf(new Date(Date.UTC(year, 11, 28))).week;
}

/** `2026-W07`. */
export function weekKey({ year, week }: IsoWeek): string {
  return `${year}-W${String(week).padStart(2, "0")}`;
}

export const WEEK_KEY_PATTERN = /^(\d{4})-W(\d{2})$/;

/** Reads `YYYY-Www`; null when it is not a week that exists. */
export function parseWeekKey(value: string): IsoWeek | null {
  const match = WEEK_KEY_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (year < 2000 || year > 2999 || week < 1 || week > isoWeeksInYear(year)) return null;
  return { year, week };
}

/** The week before the one holding `date`. */
export function previousIsoWeek(date: Date): IsoWeek {
  return isoWeekOf(new Date(isoWeekStart(isoWeekOf(date)).getTime() - DAY_MS));
}

// ---------------------------------------------------------------------------
// The Digest entity
// ---------------------------------------------------------------------------

export const DigestStats = z.object({
  totalNewContent: z.number().int().min(0),
  newJobs: z.number().int().min(0),
  newCaseStudies: z.number().int().min(0),
  newTrips: z.number().int().min(0),
  totalViews: z.number().int().min(0),
  totalApplications: z.number().int().min(0),
});
export type DigestStats = z.infer<typeof DigestStats>;

export const DigestFeaturedItem = z.object({
  type: z.enum(CONTENT_TYPES),
  title: z.string(),
  author: z.string(),
  domain: z.string().nullable(),
  excerpt: z.string(),
  /** Site path of the item. */
  url: z.string(),
  views: z.number().int().min(0),
  likes: z.number().int().min(0),
});
export type DigestFeaturedItem = z.infer<typeof DigestFeaturedItem>;

export const DigestJob = z.object({
  id: z.string(),
  title: z.string(),
  organization: z.string(),
  location: z.string(),
  domain: z.string().nullable(),
  postedAt: z.string(),
  url: z.string(),
});
export type DigestJob = z.infer<typeof DigestJob>;

export const DigestCaseStudy = z.object({
  title: z.string(),
  author: z.string(),
  domain: z.string().nullable(),
  publishedAt: z.string(),
  url: z.string(),
});
export type DigestCaseStudy = z.infer<typeof DigestCaseStudy>;

export const DigestTrip = DigestCaseStudy.extend({ country: z.string() });
export type DigestTrip = z.infer<typeof DigestTrip>;

/** A digest in the archive list. */
export const DigestSummary = z.object({
  id: z.string(),
  /** `YYYY-Www`, also accepted as the id. */
  week: z.string(),
  weekNumber: z.number().int().min(1).max(53),
  year: z.number().int(),
  /** Monday of the week (YYYY-MM-DD). */
  weekOf: z.string(),
  /** Sunday of the week (YYYY-MM-DD). */
  weekEnd: z.string(),
  title: z.string(),
  summary: z.string(),
  quiet: z.boolean(),
  views: z.number().int().min(0),
  stats: DigestStats,
  generatedAt: z.string(),
});
export type DigestSummary = z.infer<typeof DigestSummary>;

export const Digest = DigestSummary.extend({
  featuredContent: z.array(DigestFeaturedItem),
  newJobs: z.array(DigestJob),
  newCaseStudies: z.array(DigestCaseStudy),
  newTrips: z.array(DigestTrip),
});
export type Digest = z.infer<typeof Digest>;

export const DigestListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(DIGEST_PAGE_SIZE_MAX).default(DIGEST_PAGE_SIZE),
});
export type DigestListQuery = z.infer<typeof DigestListQuery>;

export const DigestList = z.object({
  digests: z.array(DigestSummary),
  pagination: z.object({
    page: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
});
export type DigestList = z.infer<typeof DigestList>;

/** A digest's id in a path: its uuid or its week. */
export const DigestIdParams = z.object({
  id: z.union([z.uuid(), z.string().regex(WEEK_KEY_PATTERN, "must be a digest id or YYYY-Www")]),
});

export const DigestSendQueued = z.object({ queued: z.literal(true), message: z.string() });

export const RegenerateParams = z.object({
  week: z.string().regex(WEEK_KEY_PATTERN, "must be a week written YYYY-Www"),
});

/** POST /api/digest/unsubscribe: the token from the e-mail (query or body). */
export const UnsubscribeInput = z.object({
  token: z.string().min(10).max(400),
});
export const UnsubscribeResult = z.object({
  success: z.literal(true),
  message: z.string(),
});

// ---------------------------------------------------------------------------
// Feeds
// ---------------------------------------------------------------------------

export const FEED_ITEMS = 30;
