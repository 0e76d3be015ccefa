import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DOMAINS } from "@field-commons/shared/domains";
import { createTestApp, type TestApp } from "../test/test-app";
import { DEMO_CASE_STUDIES } from "./demo-case-studies";
import { seedDemoData } from "./seed";

/** Continents of the countries the demo content may use. */
const CONTINENTS: Record<string, string> = {
  Spain: "Europe",
  Switzerland: "Europe",
  Denmark: "Europe",
  Germany: "Europe",
  "United Kingdom": "Europe",
  Italy: "Europe",
  "United States": "North America",
  Mexico: "North America",
  Brazil: "South America",
  Peru: "South America",
  India: "Asia",
  Nepal: "Asia",
  Philippines: "Asia",
  Indonesia: "Asia",
  Ethiopia: "Africa",
  Kenya: "Africa",
  "South Africa": "Africa",
  Australia: "Oceania",
  "New Zealand": "Oceania",
};

interface Summary {
  id: string;
  slug: string;
  title: string;
  domain: string | null;
  status: string;
  publishedAt: string | null;
  location: { name: string; country: string; lat: number | null; lng: number | null };
  counts: { likes: number; saves: number };
}

let t: TestApp;
let published: Summary[];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function allPublished(): Promise<Summary[]> {
  const items: Summary[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/content?type=case-study&limit=50${cursor ? `&cursor=${cursor}` : ""}`;
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    const page = response.json() as { items: Summary[]; nextCursor: string | null };
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  expect(await seedDemoData(t.database.db, t.app.log, t.app.storage)).toBe(true);
  console.info(`demo seed took ${Date.now() - started} ms`);
  published = await allPublished();
}, 90_000);

describe("demo content", () => {
  it("publishes at least 24 case studies, all seven domains at least three times", () => {
    expect(published.length).toBeGreaterThanOrEqual(24);
    expect(published.every((item) => item.status === "published")).toBe(true);
    const perDomain = new Map<string, number>();
    for (const item of published) {
      perDomain.set(item.domain ?? "", (perDomain.get(item.domain ?? "") ?? 0) + 1);
    }
    for (const domain of DOMAINS) expect(perDomain.get(domain) ?? 0).toBeGreaterThanOrEqual(3);
  });

  it("spans at least five continents, with coordinates on every published item", () => {
    const continents = new Set<string>();
    for (const item of published) {
      expect(item.location.lat).not.toBeNull();
      expect(item.location.lng).not.toBeNull();
      const continent = CONTINENTS[item.location.country];
      expect(continent, item.location.country).toBeDefined();
      continents.add(continent!);
    }
    expect(continents.size).toBeGreaterThanOrEqual(5);
    // And the coordinates really are spread around the world.
    const lats = published.map((i) => i.location.lat!);
    const lngs = published.map((i) => i.location.lng!);
    expect(Math.min(...lats)).toBeLessThan(-20);
    expect(Math.max(...lats)).toBeGreaterThan(40);
    expect(Math.min(...lngs)).toBeLessThan(-60);
    expect(Math.max(...lngs)).toBeGreaterThan(100);
  });

  it("has published items that pass the publish rules and serve their card images as WebP", async () => {
    for (const item of published) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/content/case-study/${item.slug}`,
      });
      expect(response.statusCode).toBe(200);
      const detail = response.json();
      expect(detail.missingForPublish, item.title).toEqual([]);
      expect(detail.publishedAt).not.toBeNull();
      expect(detail.images.length).toBeGreaterThanOrEqual(1);
      expect(detail.images.length).toBeLessThanOrEqual(3);
      expect(detail.coverImage?.uploadId).toBe(detail.images[0].uploadId);
      for (const image of detail.images) expect(image.alt).toMatch(/^Illustration/);
      const card = await t.app.inject({ method: "GET", url: detail.images[0].cardUrl });
      expect(card.statusCode).toBe(200);
      expect(card.headers["content-type"]).toBe("image/webp");
      expect(card.rawPayload.subarray(8, 12).toString("ascii")).toBe("WEBP");
    }
  });

  it("spreads publication dates over the last eighteen months", () => {
    expect(new Set(published.map((i) => i.id)).size).toBe(published.length);
    const times = published.map((i) => Date.parse(i.publishedAt!));
    const now = Date.now();
    expect(Math.max(...times)).toBeLessThan(now);
    expect(Math.min(...times)).toBeGreaterThan(now - 550 * 86_400_000);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(365 * 86_400_000);
  });

  it("keeps drafts, by the free researcher and the contributor, out of the public feed", async () => {
    const drafts = await rows<{ id: string; email: string }>(
      sql`select c.id, u.email from content c join users u on u.id = c.author_id where c.status = 'draft'`,
    );
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(drafts.map((d) => d.email))).toEqual(
      new Set(["researcher@fieldcommons.demo", "contributor@fieldcommons.demo"]),
    );
    const listed = new Set(published.map((i) => i.id));
    for (const draft of drafts) expect(listed.has(draft.id)).toBe(false);
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/api/content/case-study/${drafts[0]!.id}`,
    });
    expect(anonymous.statusCode).toBe(404);
  });

  it("contains no placeholder text", async () => {
    const all = await rows<Record<string, unknown>>(
      sql`select title, summary, description, location_name, body, images from content where type = 'case-study'`,
    );
    expect(all.length).toBe(DEMO_CASE_STUDIES.length);
    expect(JSON.stringify(all).toLowerCase()).not.toContain("lorem");
    expect(JSON.stringify(DEMO_CASE_STUDIES).toLowerCase()).not.toMatch(/lorem|ipsum/);
  });

  it("has like and save counts that equal the rows behind them", async () => {
    const counts = await rows<{
      likes: number;
      like_rows: number;
      saves: number;
      save_rows: number;
    }>(
      sql`select c.likes, c.saves,
            (select count(*)::int from likes l where l.content_id = c.id) as like_rows,
            (select count(*)::int from saves s where s.content_id = c.id) as save_rows
          from content c where c.type = 'case-study'`,
    );
    let totalLikes = 0;
    for (const row of counts) {
      expect(row.likes).toBe(row.like_rows);
      expect(row.saves).toBe(row.save_rows);
      totalLikes += row.likes;
    }
    expect(totalLikes).toBeGreaterThan(0);
    // Nobody likes their own work.
    const own = await rows<{ n: number }>(
      sql`select count(*)::int as n from likes l join content c on c.id = l.content_id where c.author_id = l.user_id`,
    );
    expect(own[0]!.n).toBe(0);
    // Views and shares are not invented: each one is a seeded event row.
    const invented = await rows<{ n: number }>(
      sql`select count(*)::int as n from content c where c.views <> (select count(*) from content_events e where e.content_id = c.id and e.kind = 'view') or c.shares <> (select count(*) from content_events e where e.content_id = c.id and e.kind = 'share')`,
    );
    expect(invented[0]!.n).toBe(0);
    // The API reports the same counts.
    const apiLikes = published.reduce((sum, item) => sum + item.counts.likes, 0);
    expect(apiLikes).toBe(totalLikes);
  });

  it("gives the contributor and the researcher public profiles with real figures", async () => {
    for (const email of ["contributor@fieldcommons.demo", "researcher@fieldcommons.demo"]) {
      const [user] = await rows<{ id: string }>(sql`select id from users where email = ${email}`);
      const response = await t.app.inject({ method: "GET", url: `/api/profiles/${user!.id}` });
      expect(response.statusCode).toBe(200);
      const profile = response.json();
      expect(profile.bio.length).toBeGreaterThan(40);
      expect(profile.skills.length).toBeGreaterThan(2);
      const [own] = await rows<{ n: number }>(
        sql`select count(*)::int as n from content where author_id = ${user!.id} and status = 'published'`,
      );
      expect(profile.stats.publications).toBe(own!.n);
    }
  });

  it("does not seed again into a database that has users", async () => {
    expect(await seedDemoData(t.database.db, t.app.log, t.app.storage)).toBe(false);
    const total = await rows<{ n: number }>(
      sql`select count(*)::int as n from content where type = 'case-study'`,
    );
    expect(total[0]!.n).toBe(DEMO_CASE_STUDIES.length);
  });
});
