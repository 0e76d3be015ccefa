import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { as, caseStudyInput, signedIn } from "../../test/factories";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "./http-cache";

let t: TestApp;
beforeAll(async () => {
  // Lists and author counts served from memory, as in production.
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: "30" });
});

const anonymous = () => as(t.app, null);

async function publish(client: ReturnType<typeof as>, title: string) {
  const created = await client.post("/api/content", caseStudyInput({ title }));
  expect(created.statusCode).toBe(201);
  const published = await client.post(`/api/content/${created.json().id}/publish`);
  expect(published.statusCode).toBe(200);
  return published.json() as { id: string; slug: string };
}

describe("public lists", () => {
  it("give anonymous visitors an ETag and answer 304 when it still matches", async () => {
    const author = await signedIn(t.app, t.database.db, "contributor");
    await publish(author.client, "Grazing commons in the Alps");

    for (const url of [
      "/api/content?limit=12",
      "/api/content?type=case-study",
      "/api/trip-templates",
    ]) {
      const first = await anonymous().get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.headers["vary"]).toMatch(/cookie/i);
      const etag = first.headers["etag"];
      expect(etag).toMatch(/^W\/"[\w-]+"$/);

      const again = await t.app.inject({
        method: "GET",
        url,
        headers: { "if-none-match": String(etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers["etag"]).toBe(etag);

      const other = await t.app.inject({
        method: "GET",
        url,
        headers: { "if-none-match": 'W/"something-else"' },
      });
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual(first.json());
    }
  });

  it("never let a signed-in answer be stored, and give it no ETag", async () => {
    const reader = await signedIn(t.app, t.database.db);
    for (const url of ["/api/content?limit=12", "/api/trip-templates"]) {
      const response = await reader.client.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
      expect(response.headers["etag"]).toBeUndefined();
    }
    // A signed-in user's own drafts are never public either.
    const drafts = await reader.client.get("/api/content?author=me&status=draft");
    expect(drafts.statusCode).toBe(200);
    expect(drafts.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(drafts.headers["etag"]).toBeUndefined();
  });

  it("store no refusal", async () => {
    const refused = await anonymous().get("/api/content?status=draft");
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["etag"]).toBeUndefined();
    expect(refused.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("show a new publication, a like and an author's new count at once, though lists come from memory", async () => {
    const author = await signedIn(t.app, t.database.db, "contributor");
    const first = await publish(author.client, "Seed banks of the Sahel");
    const before = await anonymous().get("/api/content?limit=50");
    const detailBefore = await anonymous().get(`/api/content/case-study/${first.slug}`);
    expect(detailBefore.json().authorCard.publications).toBe(1);

    const second = await publish(author.client, "Forest councils of Nepal");
    const after = await anonymous().get("/api/content?limit=50");
    expect(after.headers["etag"]).not.toBe(before.headers["etag"]);
    expect(after.json().items.map((i: { id: string }) => i.id)).toContain(second.id);
    const detailAfter = await anonymous().get(`/api/content/case-study/${first.slug}`);
    expect(detailAfter.json().authorCard.publications).toBe(2);

    const reader = await signedIn(t.app, t.database.db);
    const liked = await reader.client.post("/api/likes", {
      contentType: "case-study",
      contentId: second.id,
    });
    expect(liked.statusCode).toBe(200);
    const counted = await anonymous().get("/api/content?limit=50");
    const item = counted.json().items.find((i: { id: string }) => i.id === second.id);
    expect(item.counts.likes).toBe(1);
    expect(item.viewer).toBeNull();
  });
});
