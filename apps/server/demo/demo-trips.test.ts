import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { FREE_PLAN_TRIP_LIMIT } from "@field-commons/shared/auth";
import { createTestApp, type TestApp } from "../test/test-app";
import { as, caseStudyInput, login, makeUser } from "../test/factories";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { DEMO_CASE_STUDIES } from "./demo-case-studies";
import { DEMO_TRIPS, seedDemoTrips } from "./demo-trips";

let t: TestApp;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

interface TripRow {
  id: string;
  slug: string;
  status: string;
  country: string;
  email: string;
  likes: number;
  saves: number;
  views: number;
  shares: number;
}

beforeAll(async () => {
  t = await createTestApp();
  // The demo accounts, and the published case studies the trips link to.
  for (const account of DEMO_ACCOUNTS) {
    await makeUser(t.database.db, { email: account.email, role: account.role, name: account.name });
  }
  const contributor = await login(t.app, "contributor@fieldcommons.demo");
  const client = as(t.app, contributor.cookie);
  for (const title of new Set(DEMO_TRIPS.map((trip) => trip.caseStudy).filter(Boolean))) {
    const created = await client.post("/api/content", caseStudyInput({ title }));
    expect((await client.post(`/api/content/${created.json().id}/publish`)).statusCode).toBe(200);
  }
  const result = await seedDemoTrips(t.database.db, t.app.storage, t.app.log);
  expect(result.published + result.pending + result.drafts).toBe(DEMO_TRIPS.length);
});

async function trips(): Promise<TripRow[]> {
  return rows<TripRow>(
    sql`select c.id, c.slug, c.status, c.country, u.email, c.likes, c.saves, c.views, c.shares
        from content c join users u on u.id = c.author_id where c.type = 'trip'`,
  );
}

describe("demo trips", () => {
  it("publishes 4 to 6 trips, keeps one pending and one draft by the free researcher", async () => {
    const all = await trips();
    const published = all.filter((r) => r.status === "published");
    expect(published.length).toBeGreaterThanOrEqual(4);
    expect(published.length).toBeLessThanOrEqual(6);
    expect(all.filter((r) => r.status === "pending")).toHaveLength(1);
    const drafts = all.filter((r) => r.status === "draft");
    expect(drafts.map((d) => d.email)).toEqual(["researcher@fieldcommons.demo"]);
    expect(new Set(published.map((r) => r.country)).size).toBe(published.length);
    const caseStudyCountries = new Set(DEMO_CASE_STUDIES.map((c) => c.location.country));
    for (const trip of all) expect(caseStudyCountries.has(trip.country), trip.country).toBe(true);
    expect(new Set(all.map((r) => r.email)).size).toBe(3);
    const researcherTrips = all.filter((r) => r.email === "researcher@fieldcommons.demo");
    expect(researcherTrips.length).toBeLessThanOrEqual(FREE_PLAN_TRIP_LIMIT);
  });

  it("gives every trip 4 to 10 ordered cards, and published trips pass the publish rules", async () => {
    const anonymous = as(t.app, null);
    const admin = as(t.app, (await login(t.app, "admin@fieldcommons.demo")).cookie);
    for (const trip of await trips()) {
      const response = await admin.get(`/api/trips/${trip.id}`);
      expect(response.statusCode).toBe(200);
      const { trip: detail, cards } = response.json();
      expect(cards.length).toBeGreaterThanOrEqual(4);
      expect(cards.length).toBeLessThanOrEqual(10);
      expect(cards.map((c: { order: number }) => c.order)).toEqual(
        cards.map((_: unknown, i: number) => i),
      );
      expect(detail.body.startDate < detail.body.endDate).toBe(true);
      const open = await anonymous.get(`/api/trips/${trip.slug}`);
      if (trip.status === "published") {
        expect(detail.missingForPublish).toEqual([]);
        expect(detail.publishedAt).not.toBeNull();
        expect(open.statusCode).toBe(200);
      } else {
        expect(open.statusCode).toBe(404);
      }
      // Reading cards point at real published case studies.
      for (const card of cards.filter((c: { cardType: string }) => c.cardType === "case-study")) {
        const linked = await anonymous.get(`/api/content/case-study/${card.content.contentId}`);
        expect(linked.statusCode).toBe(200);
      }
    }
  });

  it("gives several published trips photos, stored as their authors' uploads, with alt text and captions", async () => {
    const anonymous = as(t.app, null);
    let withPhotos = 0;
    for (const trip of (await trips()).filter((r) => r.status === "published")) {
      const { trip: detail } = (await anonymous.get(`/api/trips/${trip.slug}`)).json() as {
        trip: {
          author: { id: string };
          coverImage: { uploadId: string } | null;
          images: {
            uploadId: string;
            url: string;
            cardUrl: string;
            alt: string;
            caption: string;
          }[];
        };
      };
      if (detail.images.length === 0) continue;
      withPhotos++;
      expect(detail.coverImage?.uploadId).toBe(detail.images[0]!.uploadId);
      for (const image of detail.images) {
        expect(image.alt).toMatch(/^Illustration: /);
        expect(image.caption.length).toBeGreaterThan(10);
        for (const url of [image.url, image.cardUrl]) {
          const file = await anonymous.get(url);
          expect(file.statusCode, url).toBe(200);
          expect(file.headers["content-type"]).toMatch(/^image\//);
        }
        const [upload] = await rows<{ owner_id: string }>(
          sql`select owner_id from uploads where id = ${image.uploadId}`,
        );
        expect(upload?.owner_id).toBe(detail.author.id);
      }
    }
    expect(withPhotos).toBeGreaterThanOrEqual(3);
  });

  it("has real counters: likes and saves are rows by other demo users, views and shares are event rows", async () => {
    const all = await trips();
    let total = 0;
    for (const trip of all) {
      const [counts] = await rows<{ likes: number; saves: number; views: number; shares: number }>(
        sql`select (select count(*)::int from likes where content_id = ${trip.id}) as likes,
                   (select count(*)::int from saves where content_id = ${trip.id}) as saves,
                   (select count(*)::int from content_events where content_id = ${trip.id} and kind = 'view') as views,
                   (select count(*)::int from content_events where content_id = ${trip.id} and kind = 'share') as shares`,
      );
      expect([trip.likes, trip.saves]).toEqual([counts!.likes, counts!.saves]);
      // Views and shares are seeded event rows, never a bare number.
      expect([trip.views, trip.shares]).toEqual([counts!.views, counts!.shares]);
      total += trip.likes + trip.saves;
    }
    expect(total).toBeGreaterThan(0);
    const own = await rows<{ n: number }>(
      sql`select count(*)::int as n from likes l join content c on c.id = l.content_id
          where c.type = 'trip' and c.author_id = l.user_id`,
    );
    expect(own[0]!.n).toBe(0);
    expect(JSON.stringify(DEMO_TRIPS).toLowerCase()).not.toMatch(/lorem|ipsum|todo/);
  });
});

describe("demo trip dates", () => {
  it("dates no trip after the seed, planned ones included", async () => {
    const future = await rows<{ title: string }>(sql`
      select title from content
      where type = 'trip'
        and (created_at > now() or updated_at > now() or listed_at > now()
             or coalesce(published_at, now()) > now())`);
    expect(future).toEqual([]);
  });
});
