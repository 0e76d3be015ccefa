import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { caseStudyInput, signedIn, type as } from "../../test/factories";
import { encodeCursor } from "./cursor";

let t: TestApp;
let client: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  const author = await signedIn(t.app, t.database.db, "contributor");
  client = author.client;
  // Three published items, each liked and saved, so every list has more than one page.
  for (let i = 0; i < 3; i++) {
    const created = await client.post("/api/content", caseStudyInput({ title: `Item ${i}` }));
    const id = (created.json() as { id: string }).id;
    expect((await client.post(`/api/content/${id}/publish`)).statusCode).toBe(200);
    const target = { contentType: "case-study", contentId: id };
    expect((await client.post("/api/likes", target)).statusCode).toBe(200);
    expect((await client.post("/api/saves", target)).statusCode).toBe(200);
  }
});

const raw = (text: string) => Buffer.from(text).toString("base64url");
const id = randomUUID();

/** Cursors that are wrong for every sort. */
const EVERYWHERE = [
  "garbage!!",
  "%%%",
  raw("not json"),
  raw("{}"),
  raw('{"0":1,"1":2}'),
  raw("null"),
  raw("[]"),
  encodeCursor([id]),
  encodeCursor(["2024-01-01T00:00:00.000Z", id, id]),
  encodeCursor(["2024-01-01T00:00:00.000Z", "not-a-uuid"]),
  encodeCursor([0, "not-a-uuid"]),
  raw("[[[[[[[[[[]]]]]]]]]]"),
];

/** Sort value wrong for a time-ordered list. */
const BAD_TIMES = [
  "yesterday",
  "2024-02-31T00:00:00.000Z",
  "2024-13-01T00:00:00.000Z",
  "0000-01-01T00:00:00.000Z",
  "+275760-09-13T00:00:00.000Z",
  "2024-01-01",
  "2024-01-01T00:00:00.000Z\u0000",
  "",
].map((v) => encodeCursor([v, id]));

/** Sort value wrong for a count-ordered list. */
const BAD_COUNTS = [
  encodeCursor(["12", id]),
  encodeCursor(["2024-01-01T00:00:00.000Z", id]),
  encodeCursor([1.5, id]),
  encodeCursor([-1, id]),
  encodeCursor([2 ** 31, id]),
  raw(`[1e308,"${id}"]`),
  raw(`[1e999,"${id}"]`),
];

const LISTS: { name: string; url: string; bad: string[] }[] = [
  { name: "feed, newest", url: "/api/content?sort=recent", bad: [...EVERYWHERE, ...BAD_TIMES] },
  { name: "feed, updated", url: "/api/content?sort=updated", bad: [...EVERYWHERE, ...BAD_TIMES] },
  {
    name: "feed, popular",
    url: "/api/content?sort=popular",
    bad: [...EVERYWHERE, ...BAD_COUNTS],
  },
  {
    name: "feed, most read",
    url: "/api/content?sort=read",
    bad: [...EVERYWHERE, ...BAD_COUNTS],
  },
  {
    name: "map",
    url: "/api/content/map?type=case-study",
    bad: [...EVERYWHERE, encodeCursor([1, id]), encodeCursor(["0", id])],
  },
  {
    name: "templates",
    url: "/api/trip-templates",
    bad: [
      ...EVERYWHERE,
      encodeCursor([2, "Name", id]),
      encodeCursor([0, 5, id]),
      encodeCursor([0, "Name\u0000", id]),
      encodeCursor([0, "\uD800", id]),
      encodeCursor([0, "Name"]),
    ],
  },
  { name: "my likes", url: "/api/me/likes", bad: [...EVERYWHERE, ...BAD_TIMES] },
  { name: "my saves", url: "/api/me/saves", bad: [...EVERYWHERE, ...BAD_TIMES] },
];

describe("page cursors", () => {
  it.each(LISTS)("$name: every malformed cursor is a 400 INVALID_CURSOR", async ({ url, bad }) => {
    for (const cursor of bad) {
      const sep = url.includes("?") ? "&" : "?";
      const response = await client.get(`${url}${sep}cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, `${cursor}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: "INVALID_CURSOR", fields: { cursor: [expect.any(String)] } },
      });
    }
  });

  it.each(LISTS)("$name: the cursors it hands out page through it", async ({ url }) => {
    const sep = url.includes("?") ? "&" : "?";
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await client.get(
        `${url}${sep}limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as { items: unknown[]; nextCursor: string | null };
      for (const item of page.items) seen.add(JSON.stringify(item));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 50);
    expect(pages).toBeGreaterThan(1);
    expect(seen.size).toBe(pages);
  });
});
