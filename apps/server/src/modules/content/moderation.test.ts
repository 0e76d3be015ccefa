import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { as, caseStudyInput, signedIn } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function publishedCaseStudy() {
  const author = await signedIn(t.app, t.database.db, "contributor");
  const created = await author.client.post("/api/content", caseStudyInput());
  expect(created.statusCode).toBe(201);
  const published = await author.client.post(`/api/content/${created.json().id}/publish`);
  expect(published.json().status).toBe("published");
  return { author, item: published.json() as { id: string; slug: string } };
}

describe("an admin's moderation sticks", () => {
  it.each(["rejected", "archived"] as const)(
    "an author's publish after the item was %s sends it to review, not back to the public",
    async (status) => {
      const { author, item } = await publishedCaseStudy();
      const admin = await signedIn(t.app, t.database.db, "admin");
      const moderated = await admin.client.patch(`/api/content/${item.id}/status`, { status });
      expect(moderated.json().status).toBe(status);

      const again = await author.client.post(`/api/content/${item.id}/publish`);
      expect(again.statusCode).toBe(200);
      expect(again.json().status).toBe("pending");

      const anonymous = as(t.app, null);
      expect((await anonymous.get(`/api/content/case-study/${item.slug}`)).statusCode).toBe(404);
      const feed = await anonymous.get("/api/content?type=case-study&limit=50");
      expect(feed.json().items.map((i: { id: string }) => i.id)).not.toContain(item.id);

      // Publishing again while pending changes nothing.
      const twice = await author.client.post(`/api/content/${item.id}/publish`);
      expect(twice.json().status).toBe("pending");

      // Only an admin's approval publishes it again.
      const approved = await admin.client.patch(`/api/content/${item.id}/status`, {
        status: "published",
      });
      expect(approved.json().status).toBe("published");
      expect((await anonymous.get(`/api/content/case-study/${item.slug}`)).statusCode).toBe(200);
    },
  );

  it("lets the author edit a rejected item; it stays rejected until resubmitted", async () => {
    const { author, item } = await publishedCaseStudy();
    const admin = await signedIn(t.app, t.database.db, "admin");
    await admin.client.patch(`/api/content/${item.id}/status`, { status: "rejected" });
    const edited = await author.client.put(
      `/api/content/${item.id}`,
      caseStudyInput({ title: "Community water boards, revised" }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().status).toBe("rejected");
    const resubmitted = await author.client.post(`/api/content/${item.id}/publish`);
    expect(resubmitted.json().status).toBe("pending");
  });

  it("an admin publishing an item an admin rejected publishes it", async () => {
    const admin = await signedIn(t.app, t.database.db, "admin");
    const created = await admin.client.post("/api/content", caseStudyInput());
    await admin.client.patch(`/api/content/${created.json().id}/status`, { status: "rejected" });
    const published = await admin.client.post(`/api/content/${created.json().id}/publish`);
    expect(published.json().status).toBe("published");
  });

  it("a contributor's first publication of a draft is still direct", async () => {
    const { item } = await publishedCaseStudy();
    expect((await as(t.app, null).get(`/api/content/case-study/${item.slug}`)).statusCode).toBe(
      200,
    );
  });
});
