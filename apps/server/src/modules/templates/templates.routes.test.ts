import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CardInput, TEMPLATE_CATEGORIES, TRIP_MESSAGES } from "@field-commons/shared/trips";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { as, signedIn } from "../../../test/factories";
import { OFFICIAL_TEMPLATES } from "./official-templates";
import { upsertOfficialTemplates } from "./templates.repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

interface Template {
  id: string;
  name: string;
  category: string;
  usageCount: number;
  isOfficial: boolean;
  isPrivate: boolean;
  cardTemplates: { cardType: string; title: string }[];
}

async function count(table: "content" | "trip_cards" | "trip_templates"): Promise<number> {
  const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function allTemplates(client: ReturnType<typeof as>, query = ""): Promise<Template[]> {
  const items: Template[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/trip-templates?limit=3${query}${cursor ? `&cursor=${cursor}` : ""}`;
    const response = await client.get(url);
    expect(response.statusCode).toBe(200);
    const page = response.json() as { items: Template[]; nextCursor: string | null };
    expect(page.items.length).toBeLessThanOrEqual(3);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

const official = OFFICIAL_TEMPLATES[0]!;

describe("official templates", () => {
  it("ship at least 8, each with 5 to 10 valid cards, across categories and difficulties", () => {
    expect(OFFICIAL_TEMPLATES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(OFFICIAL_TEMPLATES.map((x) => x.id)).size).toBe(OFFICIAL_TEMPLATES.length);
    expect(new Set(OFFICIAL_TEMPLATES.map((x) => x.category)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(OFFICIAL_TEMPLATES.map((x) => x.difficulty)).size).toBe(3);
    for (const template of OFFICIAL_TEMPLATES) {
      expect(template.cardTemplates.length, template.name).toBeGreaterThanOrEqual(5);
      expect(template.cardTemplates.length, template.name).toBeLessThanOrEqual(10);
      for (const card of template.cardTemplates)
        expect(CardInput.safeParse(card).success).toBe(true);
      // Meaningful content: most cards carry items or content of their own.
      const filled = template.cardTemplates.filter(
        (c) =>
          c.items.length > 0 ||
          Object.values(c.content).some((v) => (Array.isArray(v) ? v.length > 0 : !!v)),
      );
      expect(filled.length, template.name).toBeGreaterThanOrEqual(4);
    }
    expect(JSON.stringify(OFFICIAL_TEMPLATES).toLowerCase()).not.toMatch(/lorem|ipsum|todo/);
  });

  it("are upserted idempotently by fixed ids, keeping usage counts", async () => {
    const before = await count("trip_templates");
    const { client } = await signedIn(t.app, t.database.db);
    await client.post(`/api/trip-templates/${official.id}/use`, {});
    await upsertOfficialTemplates(t.database.db, OFFICIAL_TEMPLATES);
    await upsertOfficialTemplates(t.database.db, OFFICIAL_TEMPLATES);
    expect(await count("trip_templates")).toBe(before);
    const listed = await allTemplates(as(t.app, null));
    expect(listed.find((x) => x.id === official.id)!.usageCount).toBeGreaterThanOrEqual(1);
  });
});

describe("GET /api/trip-templates", () => {
  it("pages through the official templates for anyone, official first, by name", async () => {
    const listed = await allTemplates(as(t.app, null));
    expect(listed.length).toBe(OFFICIAL_TEMPLATES.length);
    expect(listed.every((x) => x.isOfficial && !x.isPrivate)).toBe(true);
    const names = listed.map((x) => x.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("filters by category and counts categories", async () => {
    const research = await allTemplates(as(t.app, null), "&category=field-research");
    expect(research.length).toBe(
      OFFICIAL_TEMPLATES.filter((x) => x.category === "field-research").length,
    );
    expect(research.every((x) => x.category === "field-research")).toBe(true);
    const categories = (await as(t.app, null).get("/api/trip-templates/categories")).json()
      .categories as { id: string; label: string; count: number }[];
    expect(categories.find((c) => c.id === "field-research")).toEqual({
      id: "field-research",
      label: "Field Research",
      count: research.length,
    });
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(OFFICIAL_TEMPLATES.length);
    expect(categories.map((c) => c.id)).toEqual(
      TEMPLATE_CATEGORIES.filter((id) => categories.some((c) => c.id === id)),
    );
  });

  it("refuses bad queries", async () => {
    const anonymous = as(t.app, null);
    expect((await anonymous.get("/api/trip-templates?category=space")).statusCode).toBe(400);
    expect((await anonymous.get("/api/trip-templates?limit=51")).statusCode).toBe(400);
    expect((await anonymous.get("/api/trip-templates?cursor=nonsense")).statusCode).toBe(400);
  });
});

describe("POST /api/trip-templates/:id/use", () => {
  it("creates a draft trip with the template's cards and counts the use", async () => {
    const { client, user } = await signedIn(t.app, t.database.db);
    const template = OFFICIAL_TEMPLATES.find((x) => x.estimatedDuration === 14)!;
    const usage = (await allTemplates(as(t.app, null))).find(
      (x) => x.id === template.id,
    )!.usageCount;
    const response = await client.post(`/api/trip-templates/${template.id}/use`, {
      city: "Cusco",
      country: "Peru",
      startDate: "2026-06-01",
    });
    expect(response.statusCode).toBe(201);
    const { trip, cards } = response.json();
    expect(trip).toMatchObject({
      type: "trip",
      status: "draft",
      title: template.name,
      domain: template.domain,
      author: { id: user.id },
      location: { name: "Cusco", country: "Peru" },
      body: {
        city: "Cusco",
        startDate: "2026-06-01",
        endDate: "2026-06-15",
        description: template.description,
      },
    });
    expect(cards.map((c: { title: string; order: number }) => [c.title, c.order])).toEqual(
      template.cardTemplates.map((c, i) => [c.title, i]),
    );
    expect(cards[0].items).toEqual(template.cardTemplates[0]!.items);
    const after = (await allTemplates(as(t.app, null))).find((x) => x.id === template.id)!;
    expect(after.usageCount).toBe(usage + 1);
  });

  it("takes the title and both dates from the input, or leaves the dates empty", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const titled = await client.post(`/api/trip-templates/${official.id}/use`, {
      title: "Kerala coast, second visit",
      startDate: "2026-09-01",
      endDate: "2026-09-04",
    });
    expect(titled.json().trip).toMatchObject({
      title: "Kerala coast, second visit",
      body: { startDate: "2026-09-01", endDate: "2026-09-04" },
    });
    const bare = await client.post(`/api/trip-templates/${official.id}/use`);
    expect(bare.statusCode).toBe(201);
    expect(bare.json().trip.body.startDate).toBeUndefined();
  });

  it("refuses anonymous use, unknown templates and bad input, storing nothing", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const before = [await count("content"), await count("trip_cards")];
    expect(
      (await as(t.app, null).post(`/api/trip-templates/${official.id}/use`, {})).statusCode,
    ).toBe(401);
    expect(
      (await client.post("/api/trip-templates/00000000-0000-4000-8000-000000000000/use", {}))
        .statusCode,
    ).toBe(404);
    expect((await client.post("/api/trip-templates/nope/use", {})).statusCode).toBe(400);
    for (const bad of [
      { startDate: "2026-06-10", endDate: "2026-06-01" },
      { startDate: "June" },
      { title: "" },
      { title: "x", colour: "red" },
    ]) {
      expect((await client.post(`/api/trip-templates/${official.id}/use`, bad)).statusCode).toBe(
        400,
      );
    }
    expect([await count("content"), await count("trip_cards")]).toEqual(before);
  });
});

describe("POST /api/trip-templates (save your trip as a private template)", () => {
  it("saves your own trip's cards as a template only you can see and use", async () => {
    const owner = await signedIn(t.app, t.database.db);
    const other = await signedIn(t.app, t.database.db);
    const created = await owner.client.post("/api/trips", {
      trip: {
        type: "trip",
        title: "Ghandruk micro-hydro",
        domain: "Energy & Infrastructure",
        location: { name: "Ghandruk", country: "Nepal" },
        body: { city: "Ghandruk", startDate: "2026-10-01", endDate: "2026-10-11" },
      },
      cards: [
        { cardType: "place", title: "Powerhouse", items: [{ id: "p1", title: "Intake weir" }] },
        { cardType: "interview", title: "Operators", content: { intervieweeName: "Operator" } },
      ],
    });
    const tripId = created.json().trip.id;

    const saved = await owner.client.post("/api/trip-templates", {
      tripId,
      name: "My micro-hydro visit",
      category: "field-research",
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      name: "My micro-hydro visit",
      description: "",
      category: "field-research",
      isOfficial: false,
      isPrivate: true,
      usageCount: 0,
      estimatedDuration: 10,
      domain: "Energy & Infrastructure",
      tags: ["Nepal", "Ghandruk"],
      cardTemplates: [
        { cardType: "place", title: "Powerhouse", items: [{ id: "p1", title: "Intake weir" }] },
        { cardType: "interview", content: { intervieweeName: "Operator" } },
      ],
    });
    const id = saved.json().id;

    const mine = await allTemplates(owner.client);
    expect(mine.map((x) => x.id)).toContain(id);
    expect(mine.at(-1)!.id).toBe(id); // private ones after the official ones
    expect((await allTemplates(other.client)).map((x) => x.id)).not.toContain(id);
    expect((await allTemplates(as(t.app, null))).map((x) => x.id)).not.toContain(id);
    const ownCategories = (await owner.client.get("/api/trip-templates/categories")).json();
    const publicCategories = (await as(t.app, null).get("/api/trip-templates/categories")).json();
    const research = (c: { categories: { id: string; count: number }[] }) =>
      c.categories.find((x) => x.id === "field-research")!.count;
    expect(research(ownCategories)).toBe(research(publicCategories) + 1);

    expect((await other.client.post(`/api/trip-templates/${id}/use`, {})).statusCode).toBe(404);
    const used = await owner.client.post(`/api/trip-templates/${id}/use`, {});
    expect(used.statusCode).toBe(201);
    expect(used.json().cards).toHaveLength(2);
  });

  it("refuses others' trips, missing trips, empty trips, bad input and anonymous saves", async () => {
    const owner = await signedIn(t.app, t.database.db);
    const other = await signedIn(t.app, t.database.db);
    const admin = await signedIn(t.app, t.database.db, "admin");
    const trip = (
      await owner.client.post("/api/trips", {
        trip: { type: "trip", title: "Empty for now", location: { country: "Kenya" } },
        cards: [],
      })
    ).json().trip;
    const before = await count("trip_templates");
    const body = { tripId: trip.id, name: "Copy" };
    expect((await as(t.app, null).post("/api/trip-templates", body)).statusCode).toBe(401);
    expect((await other.client.post("/api/trip-templates", body)).statusCode).toBe(404);
    expect((await admin.client.post("/api/trip-templates", body)).statusCode).toBe(403);
    const empty = await owner.client.post("/api/trip-templates", body);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.tripId).toEqual([
      "Add at least one card to the trip before saving it as a template",
    ]);
    expect(
      (
        await owner.client.post("/api/trip-templates", {
          tripId: "00000000-0000-4000-8000-000000000000",
          name: "x",
        })
      ).json().error.message,
    ).toBe(TRIP_MESSAGES.tripNotFound);
    for (const bad of [
      { tripId: trip.id, name: "" },
      { tripId: trip.id, name: "x", category: "holiday" },
      { tripId: "nope", name: "x" },
      { tripId: trip.id, name: "x", isOfficial: true },
    ]) {
      expect((await owner.client.post("/api/trip-templates", bad)).statusCode).toBe(400);
    }
    expect(await count("trip_templates")).toBe(before);
  });
});
