import { eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { contentPath } from "@field-commons/shared/content";
import { as, makeContent, makeUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { content } from "../../db/schema/content";
import { jobs } from "../../db/schema/jobs";
import { generateDigest } from "../digests/digests.repository";
import { employer, postJob } from "../jobs/__fixtures__/jobs-fixtures";
import { pageRange, pageStarts, SITEMAP_SOURCES } from "./sitemap.routes";

const APP_URL = "https://commons.example.org";
const t = await createTestApp({ APP_URL });
const db = t.database.db;
const anonymous = () => as(t.app, null);
const parser = new XMLParser({ isArray: (name) => name === "url" || name === "sitemap" });

const expected = new Set<string>();

beforeAll(async () => {
  const author = await makeUser(db);
  for (let i = 0; i < 5; i++) {
    const item = await makeContent(db, author, { status: "published" });
    expected.add(contentPath(item));
  }
  // Never listed: a draft, an item waiting for review, a rejected and an archived one.
  for (const status of ["draft", "pending", "rejected", "archived"] as const) {
    await makeContent(db, author, { status });
  }
  const boss = await employer(t.app, db);
  const open = await postJob(boss.client);
  const hidden = await postJob(boss.client, { title: "Not yet posted" });
  await db.update(jobs).set({ status: "draft" }).where(eq(jobs.id, hidden.id));
  expected.add(`/jobs/${open.id}`);
  expected.add(`/organizations/${boss.organization.slug}`);
  await generateDigest(db, { year: 2026, week: 10 });
  expected.add("/digest/2026-W10");
});

async function listed(): Promise<string[]> {
  const index = parser.parse((await anonymous().get("/sitemap.xml")).body);
  const paths: string[] = [];
  for (const { loc } of index.sitemapindex.sitemap as { loc: string }[]) {
    const page = await anonymous().get(new URL(loc).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("application/xml; charset=utf-8");
    for (const url of parser.parse(page.body).urlset.url as { loc: string; lastmod?: string }[]) {
      expect(url.loc.startsWith(APP_URL)).toBe(true);
      paths.push(url.loc.slice(APP_URL.length));
    }
  }
  return paths;
}

describe("sitemap", () => {
  it("lists exactly the public pages, each once", async () => {
    const paths = await listed();
    expect(new Set(paths).size).toBe(paths.length);
    const items = paths.filter(
      (p) =>
        ![
          "/",
          "/about",
          "/jobs",
          "/digest",
          "/recordings",
          "/policy-briefs",
          "/opinion-essays",
          "/interviews",
        ].includes(p),
    );
    expect(new Set(items)).toEqual(expected);
  });

  it("drops an item the moment it is unpublished", async () => {
    const [first] = [...expected].filter((p) => p.startsWith("/case-study/"));
    const slug = decodeURIComponent(first!.split("/")[2]!);
    await db.update(content).set({ status: "archived" }).where(eq(content.slug, slug));
    expect(await listed()).not.toContain(first);
    await db.update(content).set({ status: "published" }).where(eq(content.slug, slug));
  });

  it("cuts pages by key ranges: every page starts where the previous ended", async () => {
    const source = SITEMAP_SOURCES.find((s) => s.name === "content")!;
    const starts = await pageStarts(db, source, 2);
    expect(starts).toHaveLength(3); // 5 published items, 2 to a page
    const ranges = starts.map((from, i) => ({ from, to: starts[i + 1] ?? null }));
    const pages = await Promise.all(ranges.map((range) => source.read(db, range, 50)));
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    const keys = pages.flat().map((e) => e.key);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(pages.flat().map((e) => e.path))).toEqual(
      new Set([...expected].filter((p) => p.startsWith("/case-study/"))),
    );
  });

  it("lists an item published after the pages were cut exactly once, on the page of its key", async () => {
    const source = SITEMAP_SOURCES.find((s) => s.name === "content")!;
    const starts = await pageStarts(db, source, 2);
    const author = await makeUser(db);
    // Keys before the first start, between two pages and after the last start.
    const added: string[] = [];
    for (const id of [
      "00000000-0000-4000-8000-000000000001",
      starts[1]!.replace(/.$/, (c) => (c === "0" ? "1" : "0")),
      "ffffffff-ffff-4fff-bfff-ffffffffffff",
    ]) {
      const item = await makeContent(db, author, { status: "published" });
      await db.update(content).set({ id }).where(eq(content.id, item.id));
      added.push(id);
    }
    const pages = await Promise.all(
      starts.map((_, i) => source.read(db, pageRange(starts, i), 50)),
    );
    const keys = pages.flat().map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const id of added) expect(keys).toContain(id);
    expect(keys).toHaveLength(8);
    await db.delete(content).where(eq(content.authorId, author.id));
  });

  it("answers 404 for a page that does not exist and 400 for a malformed name", async () => {
    expect((await anonymous().get("/sitemap/content-9.xml")).statusCode).toBe(404);
    expect((await anonymous().get("/sitemap/secrets-1.xml")).statusCode).toBe(404);
    expect((await anonymous().get("/sitemap/../etc.xml")).statusCode).toBeGreaterThanOrEqual(400);
    expect((await anonymous().get("/sitemap/Content-1.xml")).statusCode).toBe(400);
  });

  it("is named by robots.txt, which keeps crawlers out of the API and private screens", async () => {
    const robots = await anonymous().get("/robots.txt");
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.body).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
    expect(robots.body).toContain("Disallow: /api/");
  });
});
