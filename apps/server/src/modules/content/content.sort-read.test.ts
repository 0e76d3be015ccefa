import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { content } from "../../db/schema/content";
import { caseStudyInput, makeContent, makeUser } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

describe("GET /api/content?sort=read", () => {
  it("lists published work by its counted views, most read first, page by page", async () => {
    const author = await makeUser(t.database.db);
    const views = { "Seldom read": 2, "Most read": 90, "Read a fair bit": 40, Unread: 0 };
    for (const [title, count] of Object.entries(views)) {
      const item = await makeContent(t.database.db, author, {
        input: caseStudyInput({ title }),
        status: "published",
      });
      await t.database.db.update(content).set({ views: count }).where(eq(content.id, item.id));
    }
    const first = await t.app.inject({ method: "GET", url: "/api/content?sort=read&limit=2" });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json() as {
      items: { title: string; counts: { views: number } }[];
      nextCursor: string;
    };
    expect(page1.items.map((i) => i.title)).toEqual(["Most read", "Read a fair bit"]);
    expect(page1.items.map((i) => i.counts.views)).toEqual([90, 40]);
    const second = await t.app.inject({
      method: "GET",
      url: `/api/content?sort=read&limit=2&cursor=${encodeURIComponent(page1.nextCursor)}`,
    });
    expect((second.json() as { items: { title: string }[] }).items.map((i) => i.title)).toEqual([
      "Seldom read",
      "Unread",
    ]);
  });
});
