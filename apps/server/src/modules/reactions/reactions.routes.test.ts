import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { as, caseStudyInput, signedIn } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function published() {
  const author = await signedIn(t.app, t.database.db, "contributor");
  const item = (await author.client.post("/api/content", caseStudyInput())).json();
  await author.client.post(`/api/content/${item.id}/publish`);
  return { author, item };
}

describe.each(["like", "save"] as const)("%ss", (kind) => {
  const flag = kind === "like" ? "liked" : "saved";
  const count = kind === "like" ? "likes" : "saves";
  const url = `/api/${kind}s`;

  it("adds and removes idempotently, with the count kept in step", async () => {
    const { item } = await published();
    const { client } = await signedIn(t.app, t.database.db);
    const body = { contentType: "case-study", contentId: item.id };
    expect(
      (await client.get(`${url}/check?contentType=case-study&contentId=${item.id}`)).json(),
    ).toEqual({ [flag]: false });
    expect((await client.post(url, body)).json()).toEqual({ [flag]: true, [count]: 1 });
    expect((await client.post(url, body)).json()).toEqual({ [flag]: true, [count]: 1 });
    expect(
      (await client.get(`${url}/check?contentType=case-study&contentId=${item.id}`)).json(),
    ).toEqual({ [flag]: true });
    const detail = (await client.get(`/api/content/case-study/${item.id}`)).json();
    expect(detail.viewer[flag]).toBe(true);
    expect(detail.counts[count]).toBe(1);
    expect((await client.delete(url, body)).json()).toEqual({ [flag]: false, [count]: 0 });
    expect((await client.delete(url, body)).json()).toEqual({ [flag]: false, [count]: 0 });
  });

  it("shows each reader their own state on list pages, and the new count at once", async () => {
    const { item, author } = await published();
    const reader = await signedIn(t.app, t.database.db);
    const someoneElse = await signedIn(t.app, t.database.db);
    const page = `/api/content?author=${author.user.id}`;
    const find = async (client: ReturnType<typeof as>) =>
      (
        (await client.get(page)).json().items as {
          id: string;
          viewer: unknown;
          counts: Record<string, number>;
        }[]
      ).find((i) => i.id === item.id)!;
    // Warm the shared page first, as another reader would.
    expect((await find(as(t.app, null))).viewer).toBeNull();
    await reader.client.post(url, { contentType: "case-study", contentId: item.id });
    const mine = await find(reader.client);
    expect(mine.viewer).toMatchObject({ [flag]: true });
    expect(mine.counts[count]).toBe(1);
    expect((await find(someoneElse.client)).viewer).toMatchObject({ [flag]: false });
    expect((await find(as(t.app, null))).viewer).toBeNull();
    await reader.client.delete(url, { contentType: "case-study", contentId: item.id });
    expect((await find(reader.client)).viewer).toMatchObject({ [flag]: false });
  });

  it("keeps the count equal to the rows under concurrent toggles", async () => {
    const { item } = await published();
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => signedIn(t.app, t.database.db)));
    const body = { contentType: "case-study", contentId: item.id };
    await Promise.all(
      users.flatMap(({ client }) => [
        client.post(url, body),
        client.post(url, body),
        client.delete(url, body),
        client.post(url, body),
      ]),
    );
    const states = await Promise.all(
      users.map(
        async ({ client }) =>
          (await client.get(`${url}/check?contentType=case-study&contentId=${item.id}`)).json()[
            flag
          ],
      ),
    );
    const rows = states.filter(Boolean).length;
    const detail = (await as(t.app, null).get(`/api/content/case-study/${item.id}`)).json();
    expect(detail.counts[count]).toBe(rows);
  });

  it("needs a session, a matching type and a visible item", async () => {
    const { item, author } = await published();
    const anonymous = as(t.app, null);
    expect(
      (await anonymous.post(url, { contentType: "case-study", contentId: item.id })).statusCode,
    ).toBe(401);
    expect(
      (await anonymous.get(`${url}/check?contentType=case-study&contentId=${item.id}`)).json(),
    ).toEqual({
      [flag]: false,
    });
    const { client } = await signedIn(t.app, t.database.db);
    expect((await client.post(url, { contentType: "trip", contentId: item.id })).statusCode).toBe(
      404,
    );
    expect(
      (await client.post(url, { contentType: "case-study", contentId: "not-a-uuid" })).statusCode,
    ).toBe(400);
    const draft = (await author.client.post("/api/content", caseStudyInput())).json();
    expect(
      (await client.post(url, { contentType: "case-study", contentId: draft.id })).statusCode,
    ).toBe(404);
  });

  it(`lists your ${kind}s newest first and counts them in your stats`, async () => {
    const a = await published();
    const b = await published();
    const { client } = await signedIn(t.app, t.database.db);
    await client.post(url, { contentType: "case-study", contentId: a.item.id });
    await client.post(url, { contentType: "case-study", contentId: b.item.id });
    const first = (await client.get(`/api/me/${kind}s?limit=1`)).json();
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({
      contentType: "case-study",
      contentId: b.item.id,
      item: { id: b.item.id },
    });
    const second = (await client.get(`/api/me/${kind}s?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.items[0].contentId).toBe(a.item.id);
    expect(second.nextCursor).toBeNull();
    const stats = (await client.get("/api/me/stats")).json();
    expect(stats[kind === "like" ? "likesGiven" : "itemsSaved"]).toBe(2);
    expect((await as(t.app, null).get(`/api/me/${kind}s`)).statusCode).toBe(401);
  });
});

describe("GET /api/me/stats", () => {
  it("counts publications, drafts (with rejected items), views and likes received", async () => {
    const { author, item } = await published();
    await author.client.post("/api/content", caseStudyInput({ title: "A draft" }));
    // A rejected item waits in Drafts for its fix, and counts there.
    const rejected = await author.client.post("/api/content", caseStudyInput({ title: "Fix me" }));
    const admin = await signedIn(t.app, t.database.db, "admin");
    await admin.client.patch(`/api/content/${rejected.json().id}/status`, { status: "rejected" });
    const reader = await signedIn(t.app, t.database.db);
    await reader.client.post("/api/likes", { contentType: "case-study", contentId: item.id });
    await reader.client.post(`/api/content/${item.id}/views`);
    expect((await author.client.get("/api/me/stats")).json()).toEqual({
      publications: 1,
      drafts: 2,
      likesGiven: 0,
      itemsSaved: 0,
      totalViews: 1,
      likesReceived: 1,
      itemsCreated: 3,
    });
  });
});
