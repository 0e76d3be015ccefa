import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { signedIn } from "../../../test/factories";
import type { as } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

type Client = ReturnType<typeof as>;

interface Card {
  id: string;
  cardType: string;
  title: string;
  icon: string;
  isCollapsed: boolean;
  items: unknown[];
  content: Record<string, unknown>;
}

async function tripWith(client: Client, cards: unknown[]) {
  const response = await client.post("/api/trips", {
    trip: {
      type: "trip",
      title: "Fishing rights on Lake Victoria",
      location: { name: "Kisumu", country: "Kenya", lat: -0.09, lng: 34.77 },
      body: { city: "Kisumu", startDate: "2026-07-01", endDate: "2026-07-10" },
    },
    cards,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { trip: { id: string }; cards: Card[] };
}

/** The fields a device keeps as the card's base version. */
function snapshot(card: Card) {
  const { title, icon, isCollapsed, items, content } = card;
  return { title, icon, isCollapsed, items, content };
}

async function put(
  client: Client,
  tripId: string,
  card: Card,
  change: Record<string, unknown>,
  base?: Card,
) {
  const { id, cardType, title, icon, isCollapsed, items, content } = card;
  return client.put(`/api/trips/${tripId}/cards/${id}`, {
    cardType,
    title,
    icon,
    isCollapsed,
    items,
    content,
    ...change,
    ...(base ? { base: snapshot(base) } : {}),
  });
}

describe("card changes made apart, with the version they began from", () => {
  it("merge when they touch different fields", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const { trip, cards } = await tripWith(client, [
      {
        cardType: "accommodation",
        title: "Guesthouse",
        content: { name: "Lakeview", address: "" },
      },
    ]);
    const base = cards[0]!;
    // Another device changed the address meanwhile.
    const other = await put(client, trip.id, base, {
      content: { ...base.content, address: "Oginga Odinga St" },
    });
    expect(other.statusCode, other.body).toBe(200);
    // This device renamed the card, from the old version.
    const mine = await put(client, trip.id, base, { title: "Where we sleep" }, base);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      title: "Where we sleep",
      content: { name: "Lakeview", address: "Oginga Odinga St" },
    });
  });

  it("stop with EDIT_CONFLICT naming the field both changed differently, storing nothing", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const { trip, cards } = await tripWith(client, [
      {
        cardType: "transport",
        title: "Getting there",
        content: { type: "bus", from: "Nairobi", to: "Kisumu" },
      },
    ]);
    const base = cards[0]!;
    expect(
      (await put(client, trip.id, base, { content: { ...base.content, type: "train" } }))
        .statusCode,
    ).toBe(200);
    const mine = await put(
      client,
      trip.id,
      base,
      { content: { ...base.content, type: "boat" } },
      base,
    );
    expect(mine.statusCode).toBe(409);
    expect(mine.json().error).toMatchObject({
      code: "EDIT_CONFLICT",
      message: "This card was changed since you began editing it. Choose which version to keep.",
      fields: { "content.type": ["Changed by someone else meanwhile"] },
    });
    const now = (await client.get(`/api/trips/${trip.id}/cards`)).json().items[0] as Card;
    expect(now.content.type).toBe("train");
  });

  it("merge notes edited on both sides word by word, keeping every word of both", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const text = "Met the beach management unit. They set the net sizes.";
    const { trip, cards } = await tripWith(client, [
      { cardType: "notes", title: "Field notes", content: { content: text } },
    ]);
    const base = cards[0]!;
    await put(client, trip.id, base, {
      content: { ...base.content, content: `${text} Fees rose in May.` },
    });
    const mine = await put(
      client,
      trip.id,
      base,
      { content: { ...base.content, content: text.replace("unit.", "unit at dawn.") } },
      base,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().content.content).toBe(
      "Met the beach management unit at dawn. They set the net sizes. Fees rose in May.",
    );
  });

  it("say DELETED_MEANWHILE for an edit to a card deleted since", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const { trip, cards } = await tripWith(client, [{ cardType: "custom", title: "Ideas" }]);
    const base = cards[0]!;
    expect((await client.delete(`/api/trips/${trip.id}/cards/${base.id}`)).statusCode).toBe(200);
    const mine = await put(client, trip.id, base, { title: "More ideas" }, base);
    expect(mine.statusCode).toBe(409);
    expect(mine.json().error.code).toBe("DELETED_MEANWHILE");
  });

  it("without a base version, replace the card as before", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const { trip, cards } = await tripWith(client, [{ cardType: "custom", title: "Ideas" }]);
    const base = cards[0]!;
    await put(client, trip.id, base, { title: "Changed elsewhere" });
    const mine = await put(client, trip.id, base, { title: "Mine wins" });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().title).toBe("Mine wins");
  });

  it("refuse a malformed base with 400 and another account with 404, storing nothing", async () => {
    const { client } = await signedIn(t.app, t.database.db);
    const { trip, cards } = await tripWith(client, [{ cardType: "custom", title: "Ideas" }]);
    const base = cards[0]!;
    const bad = await client.put(`/api/trips/${trip.id}/cards/${base.id}`, {
      cardType: "custom",
      title: "Renamed",
      base: { title: 42 },
    });
    expect(bad.statusCode).toBe(400);
    const stranger = (await signedIn(t.app, t.database.db)).client;
    const refused = await put(stranger, trip.id, base, { title: "Not mine" }, base);
    expect(refused.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: "PUT",
      url: `/api/trips/${trip.id}/cards/${base.id}`,
      payload: { cardType: "custom", title: "Nobody", base: snapshot(base) },
    });
    expect(anonymous.statusCode).toBe(401);
    const now = (await client.get(`/api/trips/${trip.id}/cards`)).json().items[0] as Card;
    expect(now.title).toBe("Ideas");
  });
});
