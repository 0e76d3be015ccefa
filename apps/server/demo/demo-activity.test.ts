import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { DEMO_ACTIVITY, visitsFor } from "./demo-activity";
import { seedDemoData } from "./seed";

let t: TestApp;
let seededAt: Date;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  expect(await seedDemoData(t.database.db, t.app.log, t.app.storage)).toBe(true);
  seededAt = new Date();
  console.info(`demo seed took ${Date.now() - started} ms`);
}, 90_000);

describe("demo views and shares", () => {
  it("gives every published item views, and some shares, that equal the rows behind them", async () => {
    const items = await rows<{
      views: number;
      shares: number;
      events: number;
      shared: number;
      rolled: number;
    }>(sql`
      select c.views, c.shares,
        (select count(*)::int from content_events e where e.content_id = c.id and e.kind = 'view') as events,
        (select count(*)::int from content_events e where e.content_id = c.id and e.kind = 'share') as shared,
        (select coalesce(sum(d.views), 0)::int from content_daily_stats d where d.content_id = c.id) as rolled
      from content c where c.status = 'published'`);
    expect(items.length).toBeGreaterThan(20);
    for (const item of items) {
      expect(item.views).toBeGreaterThan(0);
      expect(item.views).toBeLessThanOrEqual(DEMO_ACTIVITY.maxViews);
      expect(item.events).toBe(item.views);
      expect(item.shared).toBe(item.shares);
      expect(item.rolled).toBe(item.views);
    }
    expect(items.filter((i) => i.shares > 0).length).toBeGreaterThan(items.length / 2);
    // Not all alike: the figures differ from item to item.
    expect(new Set(items.map((i) => i.views)).size).toBeGreaterThan(items.length / 2);
  });

  it("spreads the views over the demo's two years, never past the seed day", async () => {
    const [span] = await rows<{ first: string; last: string; days: number }>(sql`
      select min(day)::text as first, max(day)::text as last, count(distinct day)::int as days
      from content_events`);
    const today = seededAt.toISOString().slice(0, 10);
    expect(span!.last <= today).toBe(true);
    expect(Date.parse(today) - Date.parse(span!.first)).toBeGreaterThan(365 * 86_400_000);
    expect(span!.days).toBeGreaterThan(200);
  });

  it("shows the counts on the cards and in a digest's figures", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/content?limit=50" });
    const items = (response.json() as { items: { counts: Record<string, number> }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.counts.views).toBeGreaterThan(0);
    const digests = await rows<{ views: number; read: number; week_views: number }>(sql`
      select d.views, (select count(*)::int from digest_views v where v.digest_id = d.id) as read,
        (d.stats->>'totalViews')::int as week_views
      from digests d`);
    expect(digests.length).toBeGreaterThan(10);
    for (const d of digests) expect(d.read).toBe(d.views);
    expect(digests.every((d) => d.views > 0)).toBe(true);
    expect(digests.filter((d) => d.week_views > 0).length).toBeGreaterThan(digests.length / 2);
  });

  it("gives jobs views equal to their rows", async () => {
    const jobs = await rows<{ views: number; events: number }>(sql`
      select j.views, (select count(*)::int from job_views v where v.job_id = j.id) as events
      from jobs j where j.status in ('active', 'closed')`);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(job.views).toBeGreaterThan(0);
      expect(job.events).toBe(job.views);
    }
  });

  it("gives the demo recordings views equal to their rows, shown in the hub's list", async () => {
    const recorded = await rows<{ id: string; views: number; events: number; first: string }>(sql`
      select r.id, r.views,
        (select count(*)::int from recording_views v where v.recording_id = r.id) as events,
        (select min(v.day)::text from recording_views v where v.recording_id = r.id) as first
      from recordings r where r.status = 'published' and r.privacy = 'public'`);
    expect(recorded.length).toBeGreaterThan(0);
    const today = seededAt.toISOString().slice(0, 10);
    for (const recording of recorded) {
      expect(recording.views).toBeGreaterThan(0);
      expect(recording.views).toBeLessThanOrEqual(DEMO_ACTIVITY.maxRecordingViews);
      expect(recording.events).toBe(recording.views);
      expect(recording.first <= today).toBe(true);
    }
    const response = await t.app.inject({ method: "GET", url: "/api/recordings?limit=50" });
    expect(response.statusCode, response.body).toBe(200);
    const listed = (response.json() as { recordings: { id: string; views: number }[] }).recordings;
    for (const recording of recorded) {
      expect(listed.find((r) => r.id === recording.id)?.views).toBe(recording.views);
    }
  });

  it("is deterministic and bounded", () => {
    const from = Date.parse("2025-01-10T09:00:00Z");
    const to = Date.parse("2026-11-28T12:00:00Z");
    const once = visitsFor("case-study/x", from, to, 240);
    expect(visitsFor("case-study/x", from, to, 240)).toEqual(once);
    expect(once.length).toBeLessThanOrEqual(240);
    expect(once.every((v) => v.day >= "2025-01-10" && v.day <= "2026-11-28")).toBe(true);
    expect(new Set(once.map((v) => `${v.day}|${v.visitor}`)).size).toBe(once.length);
  });
});
