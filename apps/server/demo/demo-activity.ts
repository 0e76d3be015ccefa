import type { Db } from "../src/db/client";
import type { contentDailyStats } from "../src/db/schema/admin";
import type { digestViews } from "../src/db/schema/digests";
import type { jobViews } from "../src/db/schema/jobs";
import type { recordingViews } from "../src/db/schema/recordings";
import type { contentEvents } from "../src/db/schema/reactions";
import {
  activeAndClosedJobs,
  insertContentDailyStats,
  insertContentEvents,
  insertDigestViews,
  insertJobViews,
  insertRecordingViews,
  publishedContent,
  setContentCounts,
  setDigestViews,
  setJobViews,
  setRecordingViews,
  unreadDigests,
  unviewedPublicRecordings,
} from "./demo.repository";

const DAY_MS = 86_400_000;
/** Rows per insert statement. */
const CHUNK = 1_000;

/**
 * Views and shares for the demo, as real rows: each counted view is a
 * content_events row (one visitor, one day), the daily rollup sums them and
 * the counters on the item equal the rows. The numbers come from a fixed
 * pseudo-random sequence per item (its type and slug), so every seed gives the
 * same figures relative to the seed day, and they are bounded: at most
 * MAX_VIEWS views per item, a few thousand rows in all.
 */
export const DEMO_ACTIVITY = {
  /** Most views an item gets, however old. */
  maxViews: 240,
  /** Most views a job gets. */
  maxJobViews: 120,
  /** Most views a weekly digest gets. */
  maxDigestViews: 40,
  /** Most views a recording gets. */
  maxRecordingViews: 90,
  /** Distinct readers the views come from. */
  visitors: 600,
} as const;

/** A small deterministic generator (mulberry32) seeded from a string. */
export function randomFor(key: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

interface Visit {
  day: string;
  visitor: string;
}

/**
 * The visits one item gets between `from` and `to`: most in the first weeks
 * after publication, then a long tail; never two by the same reader on the
 * same day (they would count once), never after `to`.
 */
export function visitsFor(key: string, from: number, to: number, max: number): Visit[] {
  const random = randomFor(key);
  const ageDays = Math.max(0, Math.floor((to - from) / DAY_MS));
  // Older items have had more time to be read; every item gets a few.
  const reach = 0.25 + 0.75 * Math.min(1, ageDays / 365);
  const wanted = Math.max(3, Math.round(max * reach * (0.35 + 0.65 * random())));
  const seen = new Set<string>();
  const visits: Visit[] = [];
  for (let attempt = 0; visits.length < wanted && attempt < wanted * 3; attempt += 1) {
    // u^3 puts most reads soon after publication.
    const offset = Math.floor(ageDays * random() ** 3);
    const day = dayOf(Math.min(to, from + offset * DAY_MS));
    const visitor = `demo-reader-${Math.floor(random() * DEMO_ACTIVITY.visitors)}`;
    if (seen.has(`${day}|${visitor}`)) continue;
    seen.add(`${day}|${visitor}`);
    visits.push({ day, visitor });
  }
  return visits;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Seeds views and shares of the published content and views of the jobs, as
 * of `now`. Run after the demo content and jobs exist and before the digests
 * are generated (their figures read the daily rollup).
 */
export async function seedDemoActivity(
  db: Db,
  now: Date = new Date(),
): Promise<{ views: number; shares: number; jobViews: number }> {
  const to = now.getTime();
  const items = await publishedContent(db);

  const events: (typeof contentEvents.$inferInsert)[] = [];
  const daily: (typeof contentDailyStats.$inferInsert)[] = [];
  const counts: { id: string; views: number; shares: number }[] = [];
  for (const item of items) {
    if (!item.publishedAt) continue;
    const key = `${item.type}/${item.slug}`;
    const visits = visitsFor(key, item.publishedAt.getTime(), to, DEMO_ACTIVITY.maxViews);
    const perDay = new Map<string, number>();
    for (const v of visits) {
      events.push({ contentId: item.id, kind: "view", visitorKey: v.visitor, day: v.day });
      perDay.set(v.day, (perDay.get(v.day) ?? 0) + 1);
    }
    for (const [day, n] of perDay)
      daily.push({ contentId: item.id, day, views: n, uniqueViews: n });
    // About one reader in twelve to twenty-five shares what they read, the day they read it.
    const random = randomFor(`${key}#shares`);
    const every = 12 + Math.floor(random() * 14);
    const shared = visits.filter((_, i) => i % every === every - 1);
    for (const v of shared) {
      events.push({ contentId: item.id, kind: "share", visitorKey: v.visitor, day: v.day });
    }
    counts.push({ id: item.id, views: visits.length, shares: shared.length });
  }
  await insertChunked(events, (chunk) => insertContentEvents(db, chunk));
  await insertChunked(daily, (chunk) => insertContentDailyStats(db, chunk));
  for (const c of counts) {
    await setContentCounts(db, c.id, { views: c.views, shares: c.shares });
  }

  const jobRows = await activeAndClosedJobs(db);
  const jobEvents: (typeof jobViews.$inferInsert)[] = [];
  const jobCounts: { id: string; views: number }[] = [];
  for (const job of jobRows) {
    const end = Math.min(to, job.closedAt?.getTime() ?? to);
    const visits = visitsFor(
      `job/${job.title}`,
      job.createdAt.getTime(),
      end,
      DEMO_ACTIVITY.maxJobViews,
    );
    for (const v of visits) jobEvents.push({ jobId: job.id, visitorKey: v.visitor, day: v.day });
    jobCounts.push({ id: job.id, views: visits.length });
  }
  await insertChunked(jobEvents, (chunk) => insertJobViews(db, chunk));
  for (const c of jobCounts) {
    await setJobViews(db, c.id, c.views);
  }

  return {
    views: counts.reduce((n, c) => n + c.views, 0),
    shares: counts.reduce((n, c) => n + c.shares, 0),
    jobViews: jobEvents.length,
  };
}

/** Views of the generated weekly digests, from each one's week to `now`. */
export async function seedDemoDigestViews(db: Db, now: Date = new Date()): Promise<number> {
  const to = now.getTime();
  const rows = await unreadDigests(db);
  const all: (typeof digestViews.$inferInsert)[] = [];
  for (const digest of rows) {
    // A digest is read from the Monday after its week.
    const from = new Date(`${digest.weekStart}T00:00:00Z`).getTime() + 7 * DAY_MS;
    if (from > to) continue;
    const visits = visitsFor(`digest/${digest.weekKey}`, from, to, DEMO_ACTIVITY.maxDigestViews);
    for (const v of visits) all.push({ digestId: digest.id, visitorKey: v.visitor, day: v.day });
    await setDigestViews(db, digest.id, visits.length);
  }
  await insertChunked(all, (chunk) => insertDigestViews(db, chunk));
  return all.length;
}

/**
 * Views of the published public recordings that have none yet, from the day
 * each was recorded to `now`, as recording_views rows (one visitor, one day)
 * with the counter equal to them. Run after the demo recordings exist.
 */
export async function seedDemoRecordingViews(db: Db, now: Date = new Date()): Promise<number> {
  const to = now.getTime();
  const rows = await unviewedPublicRecordings(db);
  const all: (typeof recordingViews.$inferInsert)[] = [];
  for (const recording of rows) {
    const from = Math.min(to, recording.recordedAt.getTime());
    const visits = visitsFor(
      `recording/${recording.title}`,
      from,
      to,
      DEMO_ACTIVITY.maxRecordingViews,
    );
    for (const v of visits) {
      all.push({ recordingId: recording.id, visitorKey: v.visitor, day: v.day });
    }
    await setRecordingViews(db, recording.id, visits.length);
  }
  await insertChunked(all, (chunk) => insertRecordingViews(db, chunk));
  return all.length;
}
