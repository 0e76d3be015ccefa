import { contentPath, truncateDescription } from "@field-commons/shared/content";
import { CONTENT_TYPE_TABLES } from "@field-commons/shared/content-types";
import type { ContentType } from "@field-commons/shared/content";
import {
  DIGEST_LIST_MAX,
  DIGEST_MESSAGES,
  isoWeekStart,
  type DigestCaseStudy,
  type DigestFeaturedItem,
  type DigestJob,
  type DigestStats,
  type DigestTrip,
  type IsoWeek,
} from "@field-commons/shared/digests";
import type { Db } from "../../db/client";
import {
  countApplicationsInWeek,
  countJobsPostedInWeek,
  countPublishedByTypeInWeek,
  countPublishedInWeek,
  readFeaturedCandidates,
  readJobsPostedInWeek,
  readPublishedOfTypeInWeek,
  sumViewsInWeek,
  type WeekRange,
} from "./digest-week.repository";

const DAY_MS = 86_400_000;
const EXCERPT_LENGTH = 200;
/** A like weighs as much as this many views when choosing the featured items. */
export const LIKE_WEIGHT = 5;

export function weekRange(week: IsoWeek): WeekRange {
  const start = isoWeekStart(week);
  const end = new Date(start.getTime() + 7 * DAY_MS);
  return {
    start,
    end,
    startDay: start.toISOString().slice(0, 10),
    endDay: end.toISOString().slice(0, 10),
  };
}

export interface BuiltDigest {
  title: string;
  summary: string;
  quiet: boolean;
  stats: DigestStats;
  featured: DigestFeaturedItem[];
  newJobs: DigestJob[];
  newCaseStudies: DigestCaseStudy[];
  newTrips: DigestTrip[];
}

async function weekStats(db: Db, range: WeekRange): Promise<DigestStats> {
  const published = await countPublishedInWeek(db, range);
  const posted = await countJobsPostedInWeek(db, range);
  const views = await sumViewsInWeek(db, range);
  const applied = await countApplicationsInWeek(db, range);
  return {
    totalNewContent: published?.total ?? 0,
    newJobs: posted,
    newCaseStudies: published?.caseStudies ?? 0,
    newTrips: published?.trips ?? 0,
    totalViews: views,
    totalApplications: applied,
  };
}

/**
 * The week's most read published items: views during the week plus weighted
 * likes given during the week (work published that week counts even when
 * nobody has read it yet), the best of each type first, then the next best of
 * any type.
 */
async function featuredItems(db: Db, range: WeekRange): Promise<DigestFeaturedItem[]> {
  const rows = await readFeaturedCandidates(db, range, LIKE_WEIGHT);

  const best = rows;
  const firstOfType = new Set<ContentType>();
  const picked: typeof best = [];
  for (const row of best) {
    if (!firstOfType.has(row.type)) {
      firstOfType.add(row.type);
      picked.push(row);
    }
  }
  for (const row of best) {
    if (picked.length >= DIGEST_LIST_MAX / 2) break;
    if (!picked.includes(row)) picked.push(row);
  }
  picked.sort((a, b) => b.score - a.score);
  return picked.slice(0, DIGEST_LIST_MAX).map((row) => ({
    type: row.type,
    title: row.title,
    author: row.author,
    domain: row.domain,
    excerpt: truncateDescription(row.description || row.summary, EXCERPT_LENGTH),
    url: contentPath(row),
    views: row.views,
    likes: row.likes,
  }));
}

async function newJobs(db: Db, range: WeekRange): Promise<DigestJob[]> {
  const rows = await readJobsPostedInWeek(db, range, DIGEST_LIST_MAX);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    organization: row.organization,
    location:
      [row.city, row.country].filter(Boolean).join(", ") ||
      (row.locationType === "remote" ? "Remote" : ""),
    domain: row.domain,
    postedAt: row.createdAt.toISOString(),
    url: `/jobs/${row.id}`,
  }));
}

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

function listSentence(parts: string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** The title and summary, written from the week's own figures. */
export function describeWeek(
  week: IsoWeek,
  stats: DigestStats,
  countsByType: Partial<Record<ContentType, number>>,
  featured: DigestFeaturedItem[],
): { title: string; summary: string; quiet: boolean } {
  const quiet = stats.totalNewContent === 0 && stats.newJobs === 0;
  const label = `Week ${week.week}, ${week.year}`;
  if (quiet) {
    const read =
      stats.totalViews > 0
        ? ` Published work was still read ${plural(stats.totalViews, "time", "times")}.`
        : "";
    return {
      title: `${DIGEST_MESSAGES.quietTitle} (${label})`,
      summary: `Nothing new was published and no jobs were posted this week.${read}`,
      quiet,
    };
  }
  const published = (Object.entries(countsByType) as [ContentType, number][])
    .filter(([, n]) => n > 0)
    .map(([type, n]) => plural(n, ...TYPE_NOUNS[type]));
  const sentences: string[] = [];
  if (published.length > 0) sentences.push(`The community published ${listSentence(published)}.`);
  if (stats.newJobs > 0) {
    sentences.push(`${plural(stats.newJobs, "new job was", "new jobs were")} posted.`);
  }
  if (stats.totalApplications > 0) {
    sentences.push(
      `Organizations received ${plural(stats.totalApplications, "application", "applications")}.`,
    );
  }
  if (stats.totalViews > 0) {
    sentences.push(`Published work was read ${plural(stats.totalViews, "time", "times")}.`);
  }
  const top = featured[0];
  if (top && top.views + top.likes > 0) {
    sentences.push(`Most read: “${top.title}” by ${top.author}.`);
  }
  const headline =
    stats.totalNewContent > 0
      ? plural(stats.totalNewContent, "new publication", "new publications")
      : plural(stats.newJobs, "new job", "new jobs");
  return { title: `${label}: ${headline}`, summary: sentences.join(" "), quiet };
}

/** Singular and plural, as the summary's sentences use them. */
const TYPE_NOUNS: Record<ContentType, readonly [string, string]> = CONTENT_TYPE_TABLES.digestNouns;

/** Reads the week's activity from the database. */
export async function buildDigest(db: Db, week: IsoWeek): Promise<BuiltDigest> {
  const range = weekRange(week);
  const stats = await weekStats(db, range);
  const byType = await countPublishedByTypeInWeek(db, range);
  const countsByType = Object.fromEntries(byType.map((row) => [row.type, row.n]));
  const featured = await featuredItems(db, range);
  const caseStudies = await readPublishedOfTypeInWeek(db, range, "case-study", DIGEST_LIST_MAX);
  const trips = await readPublishedOfTypeInWeek(db, range, "trip", DIGEST_LIST_MAX);
  const text = describeWeek(week, stats, countsByType, featured);
  return {
    ...text,
    stats,
    featured,
    newJobs: await newJobs(db, range),
    newCaseStudies: caseStudies.map((row) => ({
      title: row.title,
      author: row.author,
      domain: row.domain,
      publishedAt: row.publishedAt!.toISOString(),
      url: contentPath(row),
    })),
    newTrips: trips.map((row) => ({
      title: row.title,
      author: row.author,
      domain: row.domain,
      country: row.country,
      publishedAt: row.publishedAt!.toISOString(),
      url: contentPath(row),
    })),
  };
}
