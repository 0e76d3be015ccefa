import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TRIP_MESSAGES } from "@field-commons/shared/trips";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { as, signedIn } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function count(table: "content" | "trip_cards"): Promise<number> {
  const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

function tripInput(overrides: Record<string, unknown> = {}) {
  return {
    type: "trip",
    title: "Irrigation turns in the Sacred Valley",
    domain: "Water & Oceans",
    location: { name: "Cusco", country: "Peru", lat: -13.53, lng: -71.97 },
    body: {
      description: "Two weeks with water users' associations.",
      city: "Cusco",
      startDate: "2026-05-04",
      endDate: "2026-05-17",
    },
    ...overrides,
  };
}

const card = (cardType: string, title: string, extra: Record<string, unknown> = {}) => ({
  cardType,
  title,
  ...extra,
});

const threeCards = [
  card("transport", "Getting There", { content: { type: "bus", from: "Lima", to: "Cusco" } }),
  card("interview", "Interviews", {
    items: [{ id: "i1", title: "Association president" }],
  }),
  card("checklist", "Checklist", {
    content: { items: [{ id: "c1", text: "Consent forms" }] },
  }),
];

type Client = ReturnType<typeof as>;

async function createTrip(client: Client, cards: unknown[] = threeCards, trip = tripInput()) {
  const response = await client.post("/api/trips", { trip, cards });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    trip: { id: string; slug: string; status: string };
    cards: { id: string; order: number; title: string }[];
  };
}

async function cardOrder(client: Client, tripId: string): Promise<string[]> {
  const response = await client.get(`/api/trips/${tripId}/cards`);
  expect(response.statusCode).toBe(200);
  const items = response.json().items as { id: string; order: number }[];
  expect(items.map((c) => c.order)).toEqual(items.map((_, i) => i));
  return items.map((c) => c.id);
}

describe("POST /api/trips", () => {
  it("creates a draft trip and its cards in order, with the type's default content", async () => {
    const { client, user } = await signedIn(t.app, t.database.db);
    const created = await createTrip(client);
    expect(created.trip).toMatchObject({
      type: "trip",
      status: "draft",
      slug: "irrigation-turns-in-the-sacred-valley",
      author: { id: user.id },
      description: "Two weeks with water users' associations.",
      completeness: 100,
      missingForPublish: [],
      location: { name: "Cusco", country: "Peru", lat: -13.53, lng: -71.97 },
    });
    expect(created.cards.map((c) => [c.title, c.order])).toEqual([
      ["Getting There", 0],
      ["Interviews", 1],
      ["Checklist", 2],
    ]);
    expect(created.cards[1]).toMatchObject({
      cardType: "interview",
      icon: "mic",
      isCollapsed: false,
      content: { intervieweeName: "", intervieweeRole: "", consentObtained: false },
      items: [{ id: "i1", title: "Association president", link: "", notes: "" }],
    });
    expect(created.cards[2]!).toMatchObject({
      content: { items: [{ id: "c1", text: "Consent forms", done: false }] },
    });
    // The same trip through the content API.
    const detail = await client.get(`/api/content/trip/${created.trip.id}`);
    expect(detail.json().title).toBe("Irrigation turns in the Sacred Valley");
  });

  it.each([
    ["a card without a title", tripInput(), [card("notes", "  ")], "cards.0.title"],
    ["an unknown card type", tripInput(), [card("poem", "Verses")], "cards.0.cardType"],
    [
      "a card item without a title",
      tripInput(),
      [card("place", "Sites", { items: [{ id: "p1", title: " " }] })],
      "cards.0.items.0.title",
    ],
    [
      "content of another card type",
      tripInput(),
      [card("budget", "Budget", { content: { consentObtained: true } })],
      "cards.0.content",
    ],
    [
      "a content type other than trip",
      { ...tripInput({ body: {} }), type: "case-study" },
      [],
      "trip.type",
    ],
    [
      "an end date before the start date",
      tripInput({ body: { startDate: "2026-05-10", endDate: "2026-05-01" } }),
      [],
      "trip.body.endDate",
    ],
    ["a blank title", tripInput({ title: " " }), [], "trip.title"],
  ])("refuses %s with 400 and stores nothing", async (_label, trip, cards, field) => {
    const { client } = await signedIn(t.app, t.database.db);
    const before = [await count("content"), await count("trip_cards")];
    const response = await client.post("/api/trips", { trip, cards });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    expect([await count("content"), await count("trip_cards")]).toEqual(before);
  });

  it("refuses more than 60 cards, and anonymous saves", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const many = Array.from({ length: 61 }, (_, i) => card("notes", `Day ${i + 1}`));
    expect((await client.post("/api/trips", { trip: tripInput(), cards: many })).statusCode).toBe(
      400,
    );
    const anonymous = await as(t.app, null).post("/api/trips", {
      trip: tripInput(),
      cards: threeCards,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /api/trips/:id", () => {
  it("shows drafts only to the author and admins, published trips to everyone, by id or slug", async () => {
    const author = await signedIn(t.app, t.database.db);
    const other = await signedIn(t.app, t.database.db);
    const admin = await signedIn(t.app, t.database.db, "admin");
    const { trip } = await createTrip(author.client);

    expect((await author.client.get(`/api/trips/${trip.id}`)).json().cards).toHaveLength(3);
    expect((await admin.client.get(`/api/trips/${trip.slug}`)).statusCode).toBe(200);
    const hidden = await other.client.get(`/api/trips/${trip.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(TRIP_MESSAGES.tripNotFound);
    expect((await as(t.app, null).get(`/api/trips/${trip.id}`)).statusCode).toBe(404);
    expect((await as(t.app, null).get(`/api/trips/${trip.id}/cards`)).statusCode).toBe(404);

    expect((await author.client.post(`/api/content/${trip.id}/publish`)).json().status).toBe(
      "pending",
    );
    expect((await other.client.get(`/api/trips/${trip.id}`)).statusCode).toBe(404);
    await admin.client.patch(`/api/content/${trip.id}/status`, { status: "published" });
    const open = await as(t.app, null).get(`/api/trips/${trip.slug}`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ trip: { status: "published", viewer: null } });
    expect(open.json().cards.map((c: { order: number }) => c.order)).toEqual([0, 1, 2]);
  });

  it("answers 404 for an item that is not a trip, and 400 for a malformed card route id", async () => {
    const { client } = await signedIn(t.app, t.database.db, "contributor");
    const study = await client.post("/api/content", {
      type: "case-study",
      title: "Not a trip at all",
    });
    expect((await client.get(`/api/trips/${study.json().id}`)).statusCode).toBe(404);
    expect((await client.get(`/api/trips/not-a-uuid/cards`)).statusCode).toBe(400);
  });
});

describe("cards", () => {
  it("appends, replaces and deletes cards, renumbering after a delete", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const { trip, cards } = await createTrip(client);
    const before = (await client.get(`/api/trips/${trip.id}`)).json().trip.updatedAt;

    const added = await client.post(`/api/trips/${trip.id}/cards`, card("budget", "Budget"));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      tripId: trip.id,
      order: 3,
      icon: "wallet",
      content: { entries: [] },
    });

    const replaced = await client.put(`/api/trips/${trip.id}/cards/${cards[0]!.id}`, {
      cardType: "transport",
      title: "Overnight bus",
      icon: "bus",
      isCollapsed: true,
      content: { type: "bus", from: "Lima", to: "Cusco", departure: "20:00" },
      items: [{ id: "t1", title: "Cruz del Sur ticket", link: "https://example.org/ticket" }],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: cards[0]!.id,
      order: 0,
      title: "Overnight bus",
      icon: "bus",
      isCollapsed: true,
      content: { type: "bus", departure: "20:00" },
    });

    expect((await client.delete(`/api/trips/${trip.id}/cards/${cards[1]!.id}`)).json()).toEqual({
      success: true,
    });
    expect(await cardOrder(client, trip.id)).toEqual([cards[0]!.id, cards[2]!.id, added.json().id]);
    expect((await client.get(`/api/trips/${trip.id}`)).json().trip.updatedAt > before).toBe(true);
    expect((await client.delete(`/api/trips/${trip.id}/cards/${cards[1]!.id}`)).statusCode).toBe(
      404,
    );
  });

  it("refuses bad cards with 400 and changes nothing", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const { trip, cards } = await createTrip(client);
    const before = await count("trip_cards");
    for (const bad of [
      card("notes", ""),
      card("checklist", "List", { content: { items: [{ id: "x", text: "a", done: "yes" }] } }),
      { ...card("notes", "Notes"), secret: true },
      card("place", "Sites", {
        items: Array.from({ length: 201 }, (_, i) => ({ id: `p${i}`, title: "x" })),
      }),
    ]) {
      expect((await client.post(`/api/trips/${trip.id}/cards`, bad)).statusCode).toBe(400);
      expect(
        (await client.put(`/api/trips/${trip.id}/cards/${cards[0]!.id}`, bad)).statusCode,
      ).toBe(400);
    }
    expect(await count("trip_cards")).toBe(before);
    expect((await client.get(`/api/trips/${trip.id}/cards`)).json().items[0].title).toBe(
      "Getting There",
    );
  });

  it("lets only the author or an admin write: 401 anonymous, 404 on others' drafts, 403 on others' published trips", async () => {
    const author = await signedIn(t.app, t.database.db);
    const other = await signedIn(t.app, t.database.db);
    const admin = await signedIn(t.app, t.database.db, "admin");
    const { trip, cards } = await createTrip(author.client);
    const first = cards[0]!.id;
    const anonymous = as(t.app, null);

    expect(
      (await anonymous.post(`/api/trips/${trip.id}/cards`, card("notes", "x"))).statusCode,
    ).toBe(401);
    expect((await anonymous.delete(`/api/trips/${trip.id}/cards/${first}`)).statusCode).toBe(401);
    expect(
      (await other.client.post(`/api/trips/${trip.id}/cards`, card("notes", "x"))).statusCode,
    ).toBe(404);
    expect(
      (await other.client.put(`/api/trips/${trip.id}/cards/${first}`, card("notes", "x")))
        .statusCode,
    ).toBe(404);
    expect(
      (await other.client.put(`/api/trips/${trip.id}/cards/order`, { cardIds: [first] }))
        .statusCode,
    ).toBe(404);

    const byAdmin = await admin.client.post(`/api/trips/${trip.id}/cards`, card("notes", "Admin"));
    expect(byAdmin.statusCode).toBe(201);

    await author.client.post(`/api/content/${trip.id}/publish`);
    await admin.client.patch(`/api/content/${trip.id}/status`, { status: "published" });
    expect((await other.client.delete(`/api/trips/${trip.id}/cards/${first}`)).statusCode).toBe(
      403,
    );
    expect(
      (await other.client.post(`/api/trips/${trip.id}/cards`, card("notes", "x"))).statusCode,
    ).toBe(403);
    // The admin's card is a notes card, private by default: others see the other three.
    expect((await other.client.get(`/api/trips/${trip.id}/cards`)).json().items).toHaveLength(3);
    expect((await author.client.get(`/api/trips/${trip.id}/cards`)).json().items).toHaveLength(4);

    // A card of another trip is not found through this one.
    const second = await createTrip(author.client);
    expect(
      (await author.client.put(`/api/trips/${second.trip.id}/cards/${first}`, card("notes", "x")))
        .statusCode,
    ).toBe(404);
  });

  it("refuses a 61st card", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const sixty = Array.from({ length: 60 }, (_, i) => card("notes", `Day ${i + 1}`));
    const { trip } = await createTrip(client, sixty);
    const response = await client.post(`/api/trips/${trip.id}/cards`, card("notes", "One more"));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.cards).toEqual(["A trip can have at most 60 cards"]);
  });

  it("deletes the cards with the trip", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const { trip } = await createTrip(client);
    const before = await count("trip_cards");
    expect((await client.delete(`/api/content/${trip.id}`)).statusCode).toBe(200);
    expect(await count("trip_cards")).toBe(before - 3);
    expect((await client.get(`/api/trips/${trip.id}`)).statusCode).toBe(404);
  });
});

describe("PUT /api/trips/:id/cards/order", () => {
  it("renumbers the cards in the order given", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const { trip, cards } = await createTrip(client);
    const reversed = cards.map((c) => c.id).reverse();
    const response = await client.put(`/api/trips/${trip.id}/cards/order`, { cardIds: reversed });
    expect(response.statusCode).toBe(200);
    expect(
      response.json().items.map((c: { id: string; order: number }) => [c.id, c.order]),
    ).toEqual(reversed.map((id, i) => [id, i]));
    expect(await cardOrder(client, trip.id)).toEqual(reversed);
  });

  it("refuses a list that is not exactly the trip's cards, and changes nothing", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const { trip, cards } = await createTrip(client);
    const other = await createTrip(client);
    const ids = cards.map((c) => c.id);
    const original = await cardOrder(client, trip.id);
    for (const cardIds of [
      [ids[2], ids[1]],
      [ids[2], ids[1], ids[1]],
      [ids[2], ids[1], ids[0], ids[0]],
      [ids[2], ids[1], other.cards[0]!.id],
      [ids[2], ids[1], ids[0], other.cards[0]!.id],
      [],
      ["not-a-uuid"],
    ]) {
      const response = await client.put(`/api/trips/${trip.id}/cards/order`, { cardIds });
      expect(response.statusCode).toBe(400);
      expect(await cardOrder(client, trip.id)).toEqual(original);
    }
  });

  it("leaves a consistent 0..n-1 order after concurrent reorders", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const six = Array.from({ length: 6 }, (_, i) => card("notes", `Day ${i + 1}`));
    const { trip, cards } = await createTrip(client, six);
    const ids = cards.map((c) => c.id);
    const orders = [
      [...ids].reverse(),
      [ids[1]!, ids[0]!, ids[3]!, ids[2]!, ids[5]!, ids[4]!],
      [ids[5]!, ids[1]!, ids[4]!, ids[2]!, ids[3]!, ids[0]!],
      ids,
    ];
    const responses = await Promise.all(
      orders.map((cardIds) => client.put(`/api/trips/${trip.id}/cards/order`, { cardIds })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const final = await cardOrder(client, trip.id);
    expect(orders.map((o) => o.join())).toContain(final.join());
  });
});

describe("the free plan's 5 trips", () => {
  it("refuses a sixth trip on every create path, with nothing stored; contributors have no limit", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    await createTrip(client);
    await createTrip(client);
    const viaContent = await client.post("/api/content", tripInput({ title: "Via content" }));
    expect(viaContent.statusCode).toBe(201);
    const templates = (await client.get("/api/trip-templates?limit=1")).json().items;
    const viaTemplate = await client.post(`/api/trip-templates/${templates[0].id}/use`, {});
    expect(viaTemplate.statusCode).toBe(201);
    // Drafts, pending and published trips all count.
    await client.post(`/api/content/${viaContent.json().id}/publish`);
    await createTrip(client);

    const before = [await count("content"), await count("trip_cards")];
    const usage = (await client.get("/api/trip-templates?limit=1")).json().items[0].usageCount;
    const refusals = [
      await client.post("/api/trips", { trip: tripInput(), cards: threeCards }),
      await client.post("/api/content", tripInput()),
      await client.post(`/api/trip-templates/${templates[0].id}/use`, {}),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: "TRIP_LIMIT_REACHED",
        message: TRIP_MESSAGES.limitReached,
      });
    }
    expect([await count("content"), await count("trip_cards")]).toEqual(before);
    expect((await client.get("/api/trip-templates?limit=1")).json().items[0].usageCount).toBe(
      usage,
    );
    // Other types are not limited.
    expect(
      (await client.post("/api/content", { type: "case-study", title: "Still allowed" }))
        .statusCode,
    ).toBe(201);
  });

  it("counts concurrent creations one after the other", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    for (let i = 0; i < 4; i++) await createTrip(client, []);
    const responses = await Promise.all(
      Array.from({ length: 3 }, () =>
        client.post("/api/trips", { trip: tripInput(), cards: threeCards }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
  });

  it("lets contributors and admins plan more than five trips", async () => {
    for (const role of ["contributor", "admin"] as const) {
      const { client } = await signedIn(t.app, t.database.db, role);
      for (let i = 0; i < 6; i++) await createTrip(client, []);
      expect((await client.post("/api/content", tripInput({ title: "Seventh" }))).statusCode).toBe(
        201,
      );
    }
  });

  it("lifts the limit after the simulated upgrade", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    for (let i = 0; i < 5; i++) await createTrip(client, []);
    expect((await client.post("/api/content", tripInput())).statusCode).toBe(403);
    await client.post("/api/payments/simulate", { plan: "contributor" });
    expect((await client.post("/api/content", tripInput())).statusCode).toBe(201);
  });
});

describe("publishing a trip", () => {
  it("needs at least 3 cards and a country; then it waits for review, even for free users", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const admin = await signedIn(t.app, t.database.db, "admin");
    const { trip } = await createTrip(
      client,
      threeCards.slice(0, 2),
      tripInput({ location: { name: "Cusco", country: "" } }),
    );
    const refused = await client.post(`/api/content/${trip.id}/publish`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: "NOT_READY_TO_PUBLISH",
      message:
        "Not ready to publish: Country is required to publish; At least 3 cards are needed to publish",
      fields: {
        "location.country": ["Country is required to publish"],
        cards: ["At least 3 cards are needed to publish"],
      },
    });

    await client.post(`/api/trips/${trip.id}/cards`, card("notes", "Field Notes"));
    const stillNoCountry = await client.post(`/api/content/${trip.id}/publish`);
    expect(Object.keys(stillNoCountry.json().error.fields)).toEqual(["location.country"]);

    // A trip can never lose its title: the save is refused.
    expect((await client.put(`/api/content/${trip.id}`, tripInput({ title: "" }))).statusCode).toBe(
      400,
    );
    expect((await client.put(`/api/content/${trip.id}`, tripInput())).statusCode).toBe(200);
    const submitted = await client.post(`/api/content/${trip.id}/publish`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: "pending", publishedAt: null });
    expect((await as(t.app, null).get(`/api/trips/${trip.id}`)).statusCode).toBe(404);

    const approved = await admin.client.patch(`/api/content/${trip.id}/status`, {
      status: "published",
    });
    expect(approved.json().status).toBe("published");
    expect((await as(t.app, null).get(`/api/trips/${trip.id}`)).statusCode).toBe(200);
  });

  it("counts the cards the trip has now, after deletions", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const { trip, cards } = await createTrip(client);
    await client.delete(`/api/trips/${trip.id}/cards/${cards[0]!.id}`);
    const refused = await client.post(`/api/content/${trip.id}/publish`);
    expect(refused.json().error.fields).toEqual({
      cards: ["At least 3 cards are needed to publish"],
    });
  });
});

describe("GET /api/trips/:id/calendar.ics", () => {
  it("answers an all-day event with escaped text, CRLF lines folded at 75 octets", async () => {
    const { client, cookie } = await signedIn(t.app, t.database.db);
    const description =
      "Rotations, turns; and the judges\\courts of water.\nSecond line: who irrigates first, and why — with enough words to need folding.";
    const { trip } = await createTrip(
      client,
      threeCards,
      tripInput({
        title: "Water turns, tribunals; and canals",
        location: { name: "Valencia, L'Horta", country: "Spain", lat: 39.47, lng: -0.376 },
        body: { description, city: "Valencia", startDate: "2026-03-30", endDate: "2026-04-02" },
      }),
    );
    const response = await client.get(`/api/trips/${trip.id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="water-turns-tribunals-and-canals.ics"`,
    );
    const text = response.body;
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const physical = text.slice(0, -2).split("\r\n");
    for (const line of physical) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    // Unfold (RFC 5545 3.1) to read the logical lines.
    const lines = text.replace(/\r\n /g, "").slice(0, -2).split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((l) => l.startsWith("PRODID:"))).toBe(true);
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain("END:VEVENT");
    expect(lines).toContain(`UID:trip-${trip.id}@fieldcommons`);
    expect(lines.find((l) => l.startsWith("DTSTAMP:"))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(lines).toContain("DTSTART;VALUE=DATE:20260330");
    expect(lines).toContain("DTEND;VALUE=DATE:20260403");
    expect(lines).toContain("SUMMARY:Water turns\\, tribunals\\; and canals");
    expect(lines).toContain("LOCATION:Valencia\\, L'Horta");
    expect(lines).toContain("GEO:39.47;-0.376");
    const url = `${t.app.config.appUrl}/trip/${trip.slug}`;
    expect(lines).toContain(
      `DESCRIPTION:Rotations\\, turns\\; and the judges\\\\courts of water.\\nSecond line: who irrigates first\\, and why — with enough words to need folding.\\n\\n${url}`,
    );
    expect(lines).toContain(`URL:${url}`);
    // Folding happened, and never inside the multi-byte dash.
    expect(physical.some((l) => l.startsWith(" "))).toBe(true);
    expect(text).not.toContain("\uFFFD");

    // The same UID every time.
    const again = await client.get(`/api/trips/${trip.slug}/calendar.ics`);
    expect(again.body).toContain(`UID:trip-${trip.id}@fieldcommons`);

    // The link is on APP_URL, whatever Host the request names.
    const forged = await t.app.inject({
      method: "GET",
      url: `/api/trips/${trip.id}/calendar.ics`,
      headers: { cookie, host: "evil.example" },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain("evil.example");
    expect(forged.body.replace(/\r\n /g, "")).toContain(`URL:${url}`);
  });

  it("follows the trip's visibility and needs a start date", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const { trip } = await createTrip(client);
    expect((await as(t.app, null).get(`/api/trips/${trip.id}/calendar.ics`)).statusCode).toBe(404);
    const other = await signedIn(t.app, t.database.db);
    expect((await other.client.get(`/api/trips/${trip.id}/calendar.ics`)).statusCode).toBe(404);
    const admin = await signedIn(t.app, t.database.db, "admin");
    expect((await admin.client.get(`/api/trips/${trip.id}/calendar.ics`)).statusCode).toBe(200);

    const undated = await createTrip(client, [], tripInput({ body: {} }));
    const response = await client.get(`/api/trips/${undated.trip.id}/calendar.ics`);
    expect(response.statusCode).toBe(409);
    expect(response.headers["content-type"]).toContain("application/json");
  });

  it("makes a one-day event when the end date is missing", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const { trip } = await createTrip(client, [], tripInput({ body: { startDate: "2026-12-31" } }));
    const text = (await client.get(`/api/trips/${trip.id}/calendar.ics`)).body;
    expect(text).toContain("DTSTART;VALUE=DATE:20261231\r\n");
    expect(text).toContain("DTEND;VALUE=DATE:20270101\r\n");
  });
});

describe("private notes", () => {
  it("shows a private notes card only to the trip's author and admins", async () => {
    const author = await signedIn(t.app, t.database.db, "contributor");
    const other = await signedIn(t.app, t.database.db);
    const admin = await signedIn(t.app, t.database.db, "admin");
    const created = await author.client.post("/api/trips", {
      trip: { type: "trip", title: "Private notes trip", location: { country: "Kenya" } },
      cards: [
        {
          cardType: "notes",
          title: "My private notes",
          content: { content: "Contact details of a source" },
        },
        {
          cardType: "notes",
          title: "Shared notes",
          content: { content: "Open to all", isPrivate: false },
        },
        { cardType: "custom", title: "Landing sites" },
        { cardType: "custom", title: "Interviews" },
      ],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().trip.id as string;
    await author.client.post(`/api/content/${id}/publish`);
    await admin.client.patch(`/api/content/${id}/status`, { status: "published" });

    const titles = async (client: ReturnType<typeof as>) => {
      const trip = (await client.get(`/api/trips/${id}`)).json();
      const cards = (await client.get(`/api/trips/${id}/cards`)).json();
      expect(cards.items.map((c: { title: string }) => c.title)).toEqual(
        trip.cards.map((c: { title: string }) => c.title),
      );
      return trip.cards.map((c: { title: string }) => c.title) as string[];
    };
    expect(await titles(author.client)).toContain("My private notes");
    expect(await titles(admin.client)).toContain("My private notes");
    const seenByOthers = await titles(other.client);
    expect(seenByOthers).not.toContain("My private notes");
    expect(seenByOthers).toContain("Shared notes");
    expect(await titles(as(t.app, null))).not.toContain("My private notes");
  });
});
