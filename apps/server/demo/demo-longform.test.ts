import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ContentType } from "@field-commons/shared/content";
import { createTestApp, type TestApp } from "../test/test-app";
import { DEMO_CASE_STUDIES } from "./demo-case-studies";
import { DEMO_LONGFORM, type DemoLongformResult } from "./demo-longform";
import { seedDemoData } from "./seed";

type LongformType = Extract<ContentType, "policy-brief" | "opinion-essay" | "interview">;
const TYPES: LongformType[] = ["policy-brief", "opinion-essay", "interview"];

interface Detail {
  id: string;
  slug: string;
  title: string;
  type: LongformType;
  domain: string | null;
  status: string;
  publishedAt: string | null;
  author: { id: string; name: string };
  location: { name: string; country: string; lat: number | null; lng: number | null };
  images: { uploadId: string; cardUrl: string; alt: string; caption: string }[];
  coverImage: { uploadId: string } | null;
  missingForPublish: string[];
  body: Record<string, unknown>;
  counts: { likes: number; saves: number; views: number; shares: number };
}

let t: TestApp;
let result: DemoLongformResult;
const published = {} as Record<LongformType, Detail[]>;
let authors: Map<string, string>;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const response = await t.database.db.execute(query);
  return (response as unknown as { rows: T[] }).rows;
}

/** Every published item of a type, through the public list and detail API. */
async function allPublished(type: LongformType): Promise<Detail[]> {
  const items: Detail[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/content?type=${type}&limit=50${cursor ? `&cursor=${cursor}` : ""}`;
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    const page = response.json() as { items: { slug: string }[]; nextCursor: string | null };
    for (const card of page.items) {
      const detail = await t.app.inject({
        method: "GET",
        url: `/api/content/${type}/${card.slug}`,
      });
      expect(detail.statusCode).toBe(200);
      items.push(detail.json() as Detail);
    }
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

const words = (text: unknown) =>
  typeof text === "string" ? text.split(/\s+/).filter(Boolean).length : 0;

beforeAll(async () => {
  t = await createTestApp();
  const log = t.app.log.child({});
  const info = vi.spyOn(log, "info");
  expect(await seedDemoData(t.database.db, log, t.app.storage)).toBe(true);
  const call = info.mock.calls.find((c) => c[1] === "demo long-form content loaded");
  expect(call).toBeDefined();
  result = call![0] as unknown as DemoLongformResult;
  for (const type of TYPES) published[type] = await allPublished(type);
  const users = await rows<{ id: string; email: string }>(sql`select id, email from users`);
  authors = new Map(users.map((u) => [u.id, u.email]));
}, 120_000);

describe("demo long-form content", () => {
  it("gives every long-form item its image", () => {
    expect(result.images).toBeGreaterThanOrEqual(DEMO_LONGFORM.length);
  });

  it.each(TYPES)("publishes at least eight %s items that pass the publish rules", (type) => {
    const items = published[type];
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(result.published[type]).toBe(items.length);
    for (const item of items) {
      expect(item.status).toBe("published");
      expect(item.publishedAt).not.toBeNull();
      expect(item.missingForPublish, item.title).toEqual([]);
      expect(item.domain, item.title).not.toBeNull();
      expect(item.location.lat, item.title).not.toBeNull();
    }
    // Across the domains, not all in one.
    expect(new Set(items.map((i) => i.domain)).size).toBeGreaterThanOrEqual(6);
  });

  it.each(TYPES)("has %s items by the demo contributor, mostly, and the admin", (type) => {
    const emails = published[type].map((i) => authors.get(i.author.id));
    const byContributor = emails.filter((e) => e === "contributor@fieldcommons.demo").length;
    const byAdmin = emails.filter((e) => e === "admin@fieldcommons.demo").length;
    expect(byContributor + byAdmin).toBe(emails.length);
    expect(byAdmin).toBeGreaterThanOrEqual(1);
    expect(byContributor).toBeGreaterThan(byAdmin);
  });

  it("places every item where the demo case studies are", () => {
    const countries = new Set(DEMO_CASE_STUDIES.map((c) => c.location.country));
    for (const item of DEMO_LONGFORM)
      expect(countries, item.title).toContain(item.location.country);
  });

  it("illustrates every item with one or two generated images, served as card-size WebP", async () => {
    for (const type of TYPES) {
      for (const item of published[type]) {
        expect(item.images.length, item.title).toBeGreaterThanOrEqual(1);
        expect(item.images.length, item.title).toBeLessThanOrEqual(2);
        expect(item.coverImage?.uploadId).toBe(item.images[0]!.uploadId);
        for (const image of item.images) {
          expect(image.alt).toMatch(/^Illustration/);
          expect(image.caption.length).toBeGreaterThan(10);
        }
        const card = await t.app.inject({ method: "GET", url: item.images[0]!.cardUrl });
        expect(card.statusCode).toBe(200);
        expect(card.headers["content-type"]).toBe("image/webp");
      }
    }
    const owners = await rows<{ n: number }>(
      sql`select count(*)::int as n from content c, jsonb_array_elements(c.images) i
          join uploads u on u.id = (i->>'uploadId')::uuid
          where c.type in ('policy-brief', 'opinion-essay', 'interview') and u.owner_id <> c.author_id`,
    );
    expect(owners[0]!.n).toBe(0);
  });

  it("gives policy briefs structured recommendations, evidence, stakeholders, implementation, risks and monitoring", () => {
    for (const { title, body } of published["policy-brief"]) {
      const recommendations = body.policyRecommendations as {
        priority: string;
        stakeholders?: string[];
      }[];
      expect(recommendations.length, title).toBeGreaterThanOrEqual(2);
      for (const r of recommendations) {
        expect(["high", "medium", "low"]).toContain(r.priority);
        expect(r.stakeholders?.length ?? 0, title).toBeGreaterThanOrEqual(1);
      }
      const evidence = body.evidence as { credibility?: string }[];
      expect(evidence.length, title).toBeGreaterThanOrEqual(2);
      for (const e of evidence) expect(["high", "medium", "low"]).toContain(e.credibility);
      for (const key of [
        "stakeholders",
        "implementationPlan",
        "timeline",
        "risks",
        "successMetrics",
        "conclusion",
      ]) {
        expect(words(body[key]), `${title}: ${key}`).toBeGreaterThan(3);
      }
      expect((body.references as unknown[]).length, title).toBeGreaterThanOrEqual(1);
    }
  });

  it("gives opinion essays 800 to 2,000 words of Markdown and the essay structure", () => {
    for (const { title, body } of published["opinion-essay"]) {
      const count = words(body.content);
      expect(count, title).toBeGreaterThanOrEqual(800);
      expect(count, title).toBeLessThanOrEqual(2000);
      expect(body.content as string, title).toMatch(/^## /m);
      for (const key of ["thesis", "counterarguments", "conclusion", "excerpt"]) {
        expect(words(body[key]), `${title}: ${key}`).toBeGreaterThan(5);
      }
      expect((body.keyPoints as string[]).length, title).toBeGreaterThanOrEqual(3);
      expect((body.evidence as string[]).length, title).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives interviews 5 to 10 timed questions, English text, consent, and interviewees described by role", () => {
    for (const item of published.interview) {
      const body = item.body as {
        questions: { question: string; answer: string; timestamp: number }[];
        durationSeconds: number;
        mediaType: string;
        mediaUploadId?: string;
        language: string;
        consent: Record<string, boolean>;
        date: string;
        interviewee: { name: string };
        interviewer: { name: string };
      };
      expect(body.questions.length, item.title).toBeGreaterThanOrEqual(5);
      expect(body.questions.length, item.title).toBeLessThanOrEqual(10);
      let last = -1;
      for (const q of body.questions) {
        expect(q.timestamp).toBeGreaterThan(last);
        expect(q.timestamp).toBeLessThan(body.durationSeconds);
        expect(words(q.answer), q.question).toBeGreaterThan(15);
        last = q.timestamp;
      }
      expect(body.mediaType).toBe("text");
      expect(body.mediaUploadId).toBeUndefined();
      expect(body.language).toBe("en");
      expect(body.consent).toEqual({ recorded: true, published: true, contact: false });
      expect(body.interviewee.name, item.title).toMatch(/^An? /);
      expect(body.interviewer.name.length).toBeGreaterThan(0);
      expect(Date.parse(body.date)).toBeLessThan(Date.parse(item.publishedAt!));
    }
  });

  it("keeps one draft of each type out of public view", async () => {
    const drafts = await rows<{ id: string; type: string; email: string }>(
      sql`select c.id, c.type, u.email from content c join users u on u.id = c.author_id
          where c.status = 'draft' and c.type in ('policy-brief', 'opinion-essay', 'interview')`,
    );
    expect(drafts.map((d) => d.type).sort()).toEqual([...TYPES].sort());
    expect(result.drafts).toBe(3);
    for (const draft of drafts) {
      expect(draft.email).toBe("contributor@fieldcommons.demo");
      const response = await t.app.inject({
        method: "GET",
        url: `/api/content/${draft.type}/${draft.id}`,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it("has like and save counts equal to real rows by demo users, never the author", async () => {
    const counts = await rows<{
      likes: number;
      like_rows: number;
      saves: number;
      save_rows: number;
    }>(
      sql`select c.likes, c.saves,
            (select count(*)::int from likes l where l.content_id = c.id) as like_rows,
            (select count(*)::int from saves s where s.content_id = c.id) as save_rows
          from content c where c.type in ('policy-brief', 'opinion-essay', 'interview')`,
    );
    for (const row of counts) {
      expect(row.likes).toBe(row.like_rows);
      expect(row.saves).toBe(row.save_rows);
    }
    const likes = counts.reduce((sum, r) => sum + r.likes, 0);
    const saves = counts.reduce((sum, r) => sum + r.saves, 0);
    expect(likes).toBe(result.likes);
    expect(saves).toBe(result.saves);
    expect(likes).toBeGreaterThan(10);
    const own = await rows<{ n: number }>(
      sql`select count(*)::int as n from likes l join content c on c.id = l.content_id where c.author_id = l.user_id`,
    );
    expect(own[0]!.n).toBe(0);
    const invented = await rows<{ n: number }>(
      sql`select count(*)::int as n from content c where c.views <> (select count(*) from content_events e where e.content_id = c.id and e.kind = 'view') or c.shares <> (select count(*) from content_events e where e.content_id = c.id and e.kind = 'share')`,
    );
    expect(invented[0]!.n).toBe(0);
  });

  it("contains no placeholder text", async () => {
    const all = await rows<Record<string, unknown>>(
      sql`select title, summary, description, location_name, body, images from content where type in ('policy-brief', 'opinion-essay', 'interview')`,
    );
    expect(all.length).toBe(DEMO_LONGFORM.length);
    expect(JSON.stringify(all).toLowerCase()).not.toMatch(/lorem|ipsum/);
    expect(JSON.stringify(DEMO_LONGFORM).toLowerCase()).not.toMatch(/lorem|ipsum/);
  });

  it("does not seed again into a database that has users", async () => {
    expect(await seedDemoData(t.database.db, t.app.log, t.app.storage)).toBe(false);
    const total = await rows<{ n: number }>(
      sql`select count(*)::int as n from content where type in ('policy-brief', 'opinion-essay', 'interview')`,
    );
    expect(total[0]!.n).toBe(DEMO_LONGFORM.length);
  });
});
