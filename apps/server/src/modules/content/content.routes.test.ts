import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { as, caseStudyInput, signedIn } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function contentCount(): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from content`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function publishedCaseStudy(title = "Fisheries co-management in Kerala") {
  const author = await signedIn(t.app, t.database.db, "contributor");
  const created = await author.client.post("/api/content", caseStudyInput({ title }));
  expect(created.statusCode).toBe(201);
  const published = await author.client.post(`/api/content/${created.json().id}/publish`);
  expect(published.statusCode).toBe(200);
  return { author, item: published.json() };
}

describe("creating and editing", () => {
  it("creates a draft with a slug from the title and the type's completeness", async () => {
    const { client, user } = await signedIn(t.app, t.database.db);
    const response = await client.post("/api/content", {
      type: "case-study",
      title: "  Água & Terra: Co-management!  ",
      domain: "Land & Environment",
      body: { problem: "Grazing pressure." },
    });
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toMatchObject({
      type: "case-study",
      title: "Água & Terra: Co-management!",
      slug: "agua-terra-co-management",
      status: "draft",
      author: { id: user.id, name: user.name },
      counts: { views: 0, likes: 0, saves: 0, shares: 0 },
      publishedAt: null,
      body: { problem: "Grazing pressure." },
    });
    // title, domain, problem of title, one_liner, domain, problem, intervention, outcomes
    expect(item.completeness).toBe(50);
    expect(item.missingForPublish).toEqual(["Location", "One-liner", "Dates"]);
  });

  it("gives a second item with the same title another slug", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const a = await client.post("/api/content", { type: "case-study", title: "Same Title Here" });
    const b = await client.post("/api/content", { type: "case-study", title: "Same Title Here" });
    expect(a.json().slug).toBe("same-title-here");
    expect(b.json().slug).toMatch(/^same-title-here-[0-9a-f]{6}$/);
  });

  it("gives items created at the same moment with the same title each a slug of its own", async () => {
    // Six authors (one author's creates wait for each other on the account's row).
    const authors = await Promise.all(
      Array.from({ length: 6 }, () => signedIn(t.app, t.database.db)),
    );
    const title = `Concurrent Commons ${Date.now()}`;
    const responses = await Promise.all(
      authors.map(({ client }) => client.post("/api/content", { type: "case-study", title })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const slugs = responses.map((r) => r.json().slug as string);
    expect(new Set(slugs).size).toBe(6);
    // Each try of a taken slug ran in a savepoint: every row is there.
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from content where title = ${title}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(6);
  });

  it.each([
    ["a blank title", { type: "case-study", title: "   " }, "title"],
    ["an unknown type", { type: "poem", title: "x" }, "type"],
    ["an unknown domain", { type: "case-study", title: "x", domain: "Space" }, "domain"],
    ["a field of another type", { type: "case-study", title: "x", body: { thesis: "t" } }, "body"],
    [
      "a latitude out of range",
      { type: "case-study", title: "x", location: { lat: 91 } },
      "location.lat",
    ],
    ["an over-long title", { type: "case-study", title: "x".repeat(201) }, "title"],
    [
      "an image that is not an upload id",
      { type: "case-study", title: "x", images: [{ uploadId: "nope" }] },
      "images.0.uploadId",
    ],
  ])("refuses %s with 400 and stores nothing", async (_label, payload, field) => {
    const { client } = await signedIn(t.app, t.database.db);
    const before = await contentCount();
    const response = await client.post("/api/content", payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
    expect(await contentCount()).toBe(before);
  });

  it("refuses anonymous writes", async () => {
    const anonymous = as(t.app, null);
    expect((await anonymous.post("/api/content", caseStudyInput())).statusCode).toBe(401);
  });

  it("lets only the author or an admin edit and delete; others get 404 for drafts and 403 for published", async () => {
    const author = await signedIn(t.app, t.database.db);
    const other = await signedIn(t.app, t.database.db);
    const admin = await signedIn(t.app, t.database.db, "admin");
    const draft = (await author.client.post("/api/content", caseStudyInput())).json();

    expect(
      (await other.client.put(`/api/content/${draft.id}`, caseStudyInput({ title: "Hijack" })))
        .statusCode,
    ).toBe(404);
    expect((await other.client.delete(`/api/content/${draft.id}`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/content/case-study/${draft.id}`)).statusCode).toBe(404);

    const edited = await admin.client.put(
      `/api/content/${draft.id}`,
      caseStudyInput({ title: "Edited by an admin" }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: "Edited by an admin",
      status: "draft",
      slug: "edited-by-an-admin",
    });

    const { item } = await publishedCaseStudy();
    expect((await other.client.put(`/api/content/${item.id}`, caseStudyInput())).statusCode).toBe(
      403,
    );
    expect((await other.client.delete(`/api/content/${item.id}`)).statusCode).toBe(403);

    expect((await author.client.delete(`/api/content/${draft.id}`)).json()).toEqual({
      success: true,
    });
    expect((await author.client.get(`/api/content/case-study/${draft.id}`)).statusCode).toBe(404);
  });

  it("carries CC BY 4.0 unless the author chooses another licence, and refuses one not on the list", async () => {
    const { client } = await signedIn(t.app, t.database.db, "contributor");
    const plain = await client.post(
      "/api/content",
      caseStudyInput({ title: "Licensed by default" }),
    );
    expect(plain.statusCode).toBe(201);
    expect(plain.json().license).toBe("CC-BY-4.0");

    const chosen = await client.post(
      "/api/content",
      caseStudyInput({ title: "Dedicated to the public", license: "CC0-1.0" }),
    );
    expect(chosen.json().license).toBe("CC0-1.0");
    const changed = await client.put(
      `/api/content/${chosen.json().id}`,
      caseStudyInput({
        title: "Dedicated to the public",
        license: "LicenseRef-All-Rights-Reserved",
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().license).toBe("LicenseRef-All-Rights-Reserved");

    const before = await contentCount();
    const refused = await client.post(
      "/api/content",
      caseStudyInput({ title: "Unknown licence", license: "GPL-3.0" }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.license).toEqual(["Choose a licence from the list"]);
    expect(await contentCount()).toBe(before);
  });

  it("keeps the type and keeps the slug once published", async () => {
    const { author, item } = await publishedCaseStudy("Original title of a study");
    const wrongType = await author.client.put(`/api/content/${item.id}`, {
      ...caseStudyInput(),
      type: "trip",
    });
    expect(wrongType.statusCode).toBe(400);
    const renamed = await author.client.put(
      `/api/content/${item.id}`,
      caseStudyInput({ title: "A new title" }),
    );
    expect(renamed.json()).toMatchObject({
      title: "A new title",
      slug: item.slug,
      status: "published",
    });
  });
});

describe("publishing", () => {
  it("asks a free user to upgrade, then publishes after the simulated payment", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const draft = (await client.post("/api/content", caseStudyInput())).json();
    const refused = await client.post(`/api/content/${draft.id}/publish`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: "UPGRADE_REQUIRED",
      message: "Publishing requires the Contributor plan.",
    });
    expect((await client.get(`/api/content/case-study/${draft.id}`)).json().status).toBe("draft");

    expect((await client.post("/api/payments/simulate", { plan: "contributor" })).statusCode).toBe(
      200,
    );
    const published = await client.post(`/api/content/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe("published");
    expect(published.json().publishedAt).not.toBeNull();
  });

  it("refuses to publish with required fields missing, naming them by field", async () => {
    const { client } = await signedIn(t.app, t.database.db, "contributor");
    const draft = (
      await client.post("/api/content", { type: "case-study", title: "Only a title" })
    ).json();
    const response = await client.post(`/api/content/${draft.id}/publish`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("NOT_READY_TO_PUBLISH");
    expect(response.json().error.fields).toEqual({
      domain: ["Domain is required to publish"],
      "location.name": ["Location is required to publish"],
      summary: ["One-liner is required to publish"],
      "body.dates": ["Dates is required to publish"],
    });
  });

  it("sends trips to review instead of publishing them", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const created = await client.post("/api/trips", {
      trip: { type: "trip", title: "Lake Victoria fisheries", location: { country: "Uganda" } },
      cards: ["Getting there", "Landing sites", "Interviews"].map((title) => ({
        cardType: "custom",
        title,
      })),
    });
    expect(created.statusCode).toBe(201);
    const response = await client.post(`/api/content/${created.json().trip.id}/publish`);
    expect(response.json().status).toBe("pending");
  });

  it("lets only admins set a status, and approval publishes", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const admin = await signedIn(t.app, t.database.db, "admin");
    const trip = (
      await client.post("/api/content", {
        type: "trip",
        title: "Andes trip",
        location: { country: "Peru" },
      })
    ).json();
    await client.post(`/api/content/${trip.id}/publish`);
    expect(
      (await client.patch(`/api/content/${trip.id}/status`, { status: "published" })).statusCode,
    ).toBe(403);
    const approved = await admin.client.patch(`/api/content/${trip.id}/status`, {
      status: "published",
    });
    expect(approved.json()).toMatchObject({ status: "published" });
    expect(approved.json().publishedAt).not.toBeNull();
    const archived = await admin.client.patch(`/api/content/${trip.id}/status`, {
      status: "archived",
    });
    expect(archived.json().archivedAt).not.toBeNull();
  });
});

describe("reading", () => {
  it("finds a published item by slug or id, anonymously, with the author's real publication count", async () => {
    const { author, item } = await publishedCaseStudy("Seed banks of Oaxaca");
    const anonymous = as(t.app, null);
    const bySlug = await anonymous.get(`/api/content/case-study/${item.slug}`);
    const byId = await anonymous.get(`/api/content/case-study/${item.id}`);
    expect(bySlug.statusCode).toBe(200);
    expect(byId.json().id).toBe(item.id);
    expect(bySlug.json()).toMatchObject({
      viewer: null,
      authorCard: { id: author.user.id, publications: 1 },
    });
    expect((await anonymous.get(`/api/content/trip/${item.slug}`)).statusCode).toBe(404);
  });

  it("never shows drafts in public lists, facets, search or the map", async () => {
    const { client } = await signedIn(t.app, t.database.db, "contributor");
    const secret = "Zyxwvutsecret";
    await client.post("/api/content", caseStudyInput({ title: `${secret} draft` }));
    const anonymous = as(t.app, null);
    const search = await anonymous.get(`/api/content?q=${secret}`);
    expect(search.json().items).toEqual([]);
    const facets = await anonymous.get(`/api/content/facets?q=${secret}`);
    expect(facets.json()).toEqual({ total: 0, domains: {} });
    const map = await anonymous.get("/api/content/map?limit=500");
    expect(map.json().items.map((i: { title: string }) => i.title)).not.toContain(
      `${secret} draft`,
    );
    expect((await anonymous.get("/api/content?status=draft")).statusCode).toBe(403);
    expect((await client.get("/api/content?status=draft")).statusCode).toBe(403);
    const mine = await client.get("/api/content?author=me&status=draft");
    expect(mine.json().items.map((i: { title: string }) => i.title)).toContain(`${secret} draft`);
  });

  it("searches case-insensitively over title, summary, location and domain, by word prefix", async () => {
    await publishedCaseStudy("Quillabamba irrigation turns");
    const anonymous = as(t.app, null);
    for (const q of [
      "quillabamba",
      "QUILLA",
      "irrigators share",
      "cusco",
      "peru",
      "water oceans",
    ]) {
      const titles = (await anonymous.get(`/api/content?q=${encodeURIComponent(q)}&limit=50`))
        .json()
        .items.map((i: { title: string }) => i.title);
      expect(titles, q).toContain("Quillabamba irrigation turns");
    }
  });

  it("filters by type, domain, author and bounding box", async () => {
    const { author, item } = await publishedCaseStudy("Bounding box study");
    const anonymous = as(t.app, null);
    const ids = async (url: string) =>
      (await anonymous.get(url)).json().items.map((i: { id: string }) => i.id);
    expect(await ids(`/api/content?author=${author.user.id}`)).toEqual([item.id]);
    expect(await ids(`/api/content?author=${author.user.id}&type=trip`)).toEqual([]);
    expect(await ids(`/api/content?author=${author.user.id}&domain=Water%20%26%20Oceans`)).toEqual([
      item.id,
    ]);
    expect(
      await ids(`/api/content?author=${author.user.id}&domain=Culture%20%26%20Heritage`),
    ).toEqual([]);
    expect(await ids(`/api/content?author=${author.user.id}&bbox=-80,-20,-60,0`)).toEqual([
      item.id,
    ]);
    expect(await ids(`/api/content?author=${author.user.id}&bbox=0,0,10,10`)).toEqual([]);
  });

  it("pages through a list without gaps or repeats, and refuses a bad cursor or limit", async () => {
    const { client, user } = await signedIn(t.app, t.database.db, "contributor");
    const created: string[] = [];
    for (let i = 0; i < 7; i++) {
      const item = (
        await client.post("/api/content", caseStudyInput({ title: `Paged ${i}` }))
      ).json();
      await client.post(`/api/content/${item.id}/publish`);
      created.push(item.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/content?author=${user.id}&limit=3${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await client.get(url)).json();
      seen.push(...page.items.map((i: { id: string }) => i.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(created));
    expect(seen).toEqual([...created].reverse()); // newest first
    expect(
      (await client.get(`/api/content?author=${user.id}&limit=7`)).json().nextCursor,
    ).toBeNull();
    expect((await client.get("/api/content?cursor=garbage")).statusCode).toBe(400);
    expect((await client.get("/api/content?limit=51")).statusCode).toBe(400);
    expect((await client.get("/api/content?limit=0")).statusCode).toBe(400);
  });

  it("counts published items per domain for the chips", async () => {
    const { client } = await signedIn(t.app, t.database.db, "contributor");
    const before = (await client.get("/api/content/facets?type=case-study")).json();
    const item = (
      await client.post("/api/content", caseStudyInput({ domain: "Culture & Heritage" }))
    ).json();
    await client.post(`/api/content/${item.id}/publish`);
    const after = (await client.get("/api/content/facets?type=case-study")).json();
    expect(after.total).toBe(before.total + 1);
    expect(after.domains["Culture & Heritage"]).toBe(
      (before.domains["Culture & Heritage"] ?? 0) + 1,
    );
  });
});

describe("views and shares", () => {
  it("counts a view once per visitor per day and never the author's", async () => {
    const { author, item } = await publishedCaseStudy("Viewed study");
    const reader = await signedIn(t.app, t.database.db);
    expect((await author.client.post(`/api/content/${item.id}/views`)).json()).toEqual({
      counted: false,
      count: 0,
    });
    expect((await reader.client.post(`/api/content/${item.id}/views`)).json()).toEqual({
      counted: true,
      count: 1,
    });
    expect((await reader.client.post(`/api/content/${item.id}/views`)).json()).toEqual({
      counted: false,
      count: 1,
    });
    const anon = (ip: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/content/${item.id}/views`,
        remoteAddress: ip,
        // A browser: known bots (and clients that do not look like browsers) are not counted.
        headers: {
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
        },
      });
    expect((await anon("10.1.0.1")).json()).toEqual({ counted: true, count: 2 });
    expect((await anon("10.1.0.1")).json()).toEqual({ counted: false, count: 2 });
    expect((await anon("10.1.0.2")).json()).toEqual({ counted: true, count: 3 });
    expect(
      (await as(t.app, null).get(`/api/content/case-study/${item.id}`)).json().counts.views,
    ).toBe(3);
    const share = await reader.client.post(`/api/content/${item.id}/shares`);
    expect(share.json()).toEqual({ counted: true, count: 1 });
  });

  it("does not count views of drafts by others", async () => {
    const author = await signedIn(t.app, t.database.db);
    const draft = (await author.client.post("/api/content", caseStudyInput())).json();
    expect((await as(t.app, null).post(`/api/content/${draft.id}/views`)).statusCode).toBe(404);
  });
});
