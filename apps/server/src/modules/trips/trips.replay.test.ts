import { beforeAll, describe, expect, it } from "vitest";
import { CARD_SYNC_MESSAGES, TRIP_MESSAGES } from "@field-commons/shared/trips";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { signedIn } from "../../../test/factories";

/*
 * What the planner relies on when it sends again what waited for the network:
 * a creation sent again with its first key and body applies once, an update
 * based on the version it began from is safe to repeat, and limits are still
 * checked when the queue finally reaches the server.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const trip = (title: string) => ({
  trip: {
    type: "trip",
    title,
    domain: "Land & Environment",
    location: { name: "Naryn", country: "Kyrgyzstan", lat: 41.43, lng: 75.99 },
    body: { city: "Naryn" },
  },
  cards: [
    { cardType: "transport", title: "Getting There" },
    { cardType: "notes", title: "Field Notes", content: { content: "Committee meets at dawn." } },
  ],
});

function send(cookie: string, method: "POST" | "PUT", url: string, payload: object, key?: string) {
  const headers: Record<string, string> = { cookie };
  if (key) headers["idempotency-key"] = key;
  return t.app.inject({ method, url, headers, payload });
}

async function tripsOf(cookie: string): Promise<{ id: string; title: string }[]> {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/content?author=me&type=trip&status=draft&limit=50",
    headers: { cookie },
  });
  return response.json().items;
}

describe("a trip and its cards sent again after a lost answer", () => {
  it("a new trip replayed three times is made once, with the first answer each time", async () => {
    const { cookie } = await signedIn(t.app, t.database.db);
    const body = trip("Pastures of Naryn, once");
    const first = await send(cookie, "POST", "/api/trips", body, "trip-create-1");
    expect(first.statusCode, first.body).toBe(201);
    for (let i = 0; i < 3; i++) {
      const again = await send(cookie, "POST", "/api/trips", body, "trip-create-1");
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
    }
    const mine = (await tripsOf(cookie)).filter((item) => item.title === "Pastures of Naryn, once");
    expect(mine).toHaveLength(1);
  });

  it("a new card replayed is added once; an update replayed with its base changes nothing more", async () => {
    const { cookie } = await signedIn(t.app, t.database.db);
    const created = (await send(cookie, "POST", "/api/trips", trip("Cards once"))).json();
    const tripId = created.trip.id as string;
    const card = { cardType: "checklist", title: "Packing" };
    const first = await send(cookie, "POST", `/api/trips/${tripId}/cards`, card, "card-1");
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(cookie, "POST", `/api/trips/${tripId}/cards`, card, "card-1");
    expect(again.json()).toEqual(first.json());

    const notes = created.cards.find((c: { cardType: string }) => c.cardType === "notes");
    const base = {
      title: notes.title,
      icon: notes.icon,
      isCollapsed: notes.isCollapsed,
      items: notes.items,
      content: notes.content,
    };
    const update = {
      cardType: "notes",
      title: "Field Notes",
      content: { content: "Committee meets at dawn.\nWater rota agreed." },
      base,
    };
    const url = `/api/trips/${tripId}/cards/${notes.id}`;
    const applied = await send(cookie, "PUT", url, update);
    expect(applied.statusCode, applied.body).toBe(200);
    const replayed = await send(cookie, "PUT", url, update);
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json().content.content).toBe("Committee meets at dawn.\nWater rota agreed.");

    const detail = (
      await t.app.inject({ method: "GET", url: `/api/trips/${tripId}`, headers: { cookie } })
    ).json();
    expect(detail.cards.map((c: { title: string }) => c.title)).toEqual([
      "Getting There",
      "Field Notes",
      "Packing",
    ]);
  });

  it("an update to a card deleted meanwhile asks instead of bringing it back", async () => {
    const { cookie } = await signedIn(t.app, t.database.db);
    const created = (await send(cookie, "POST", "/api/trips", trip("Deleted meanwhile"))).json();
    const [transport] = created.cards;
    await t.app.inject({
      method: "DELETE",
      url: `/api/trips/${created.trip.id}/cards/${transport.id}`,
      headers: { cookie },
    });
    const refused = await send(
      cookie,
      "PUT",
      `/api/trips/${created.trip.id}/cards/${transport.id}`,
      {
        cardType: "transport",
        title: "Bus over the pass",
        base: { title: "Getting There" },
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "DELETED_MEANWHILE",
      message: CARD_SYNC_MESSAGES.deletedMeanwhile,
    });
  });
});

describe("limits at sync", () => {
  it("a free account's sixth trip queued offline is refused when it arrives, and again on replay", async () => {
    const { cookie } = await signedIn(t.app, t.database.db);
    for (let i = 0; i < 5; i++) {
      expect((await send(cookie, "POST", "/api/trips", trip(`Trip ${i}`))).statusCode).toBe(201);
    }
    for (let i = 0; i < 2; i++) {
      const refused = await send(cookie, "POST", "/api/trips", trip("The sixth"), "sixth");
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: "TRIP_LIMIT_REACHED",
        message: TRIP_MESSAGES.limitReached,
      });
    }
    expect((await tripsOf(cookie)).some((item) => item.title === "The sixth")).toBe(false);
  });
});
