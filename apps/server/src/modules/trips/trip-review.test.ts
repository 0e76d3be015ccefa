import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { as, signedIn } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const tripInput = (title = "Irrigation turns in the Sacred Valley") => ({
  type: "trip",
  title,
  domain: "Water & Oceans",
  location: { name: "Cusco", country: "Peru", lat: -13.53, lng: -71.97 },
  body: { description: "Two weeks with water users' associations.", city: "Cusco" },
});

const threeCards = [
  { cardType: "transport", title: "Getting There", content: { type: "bus", to: "Cusco" } },
  { cardType: "interview", title: "Interviews" },
  { cardType: "checklist", title: "Checklist" },
];

/** A trip its author published and an admin approved. */
async function approvedTrip() {
  const author = await signedIn(t.app, t.database.db, "contributor");
  const admin = await signedIn(t.app, t.database.db, "admin");
  const created = await author.client.post("/api/trips", { trip: tripInput(), cards: threeCards });
  expect(created.statusCode, created.body).toBe(201);
  const { trip, cards } = created.json() as {
    trip: { id: string; slug: string };
    cards: { id: string }[];
  };
  expect((await author.client.post(`/api/content/${trip.id}/publish`)).json().status).toBe(
    "pending",
  );
  const approved = await admin.client.patch(`/api/content/${trip.id}/status`, {
    status: "published",
  });
  expect(approved.json().status).toBe("published");
  expect((await as(t.app, null).get(`/api/trips/${trip.id}`)).statusCode).toBe(200);
  return { author, admin, trip, cards };
}

const ids = (response: { json: () => { items: { id: string }[] } }) =>
  response.json().items.map((i) => i.id);

/** Nothing of the trip reaches an anonymous reader: detail, cards, feed, map, calendar. */
async function expectHiddenFromPublic(trip: { id: string; slug: string }) {
  const anonymous = as(t.app, null);
  expect((await anonymous.get(`/api/trips/${trip.id}`)).statusCode).toBe(404);
  expect((await anonymous.get(`/api/trips/${trip.slug}`)).statusCode).toBe(404);
  expect((await anonymous.get(`/api/trips/${trip.id}/cards`)).statusCode).toBe(404);
  expect((await anonymous.get(`/api/content/trip/${trip.slug}`)).statusCode).toBe(404);
  expect(ids(await anonymous.get("/api/content?type=trip&limit=50"))).not.toContain(trip.id);
  expect(ids(await anonymous.get("/api/content?limit=50"))).not.toContain(trip.id);
  expect(ids(await anonymous.get("/api/content/map?type=trip"))).not.toContain(trip.id);
  const stranger = await signedIn(t.app, t.database.db);
  expect((await stranger.client.get(`/api/trips/${trip.id}`)).statusCode).toBe(404);
}

describe("edits of an approved trip go back to review", () => {
  it("an edit of the title", async () => {
    const { author, trip } = await approvedTrip();
    const edited = await author.client.put(`/api/content/${trip.id}`, tripInput("Unreviewed"));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().status).toBe("pending");
    await expectHiddenFromPublic(trip);
  });

  it("an edit of a card", async () => {
    const { author, trip, cards } = await approvedTrip();
    const edited = await author.client.put(`/api/trips/${trip.id}/cards/${cards[0]!.id}`, {
      cardType: "transport",
      title: "Unreviewed text",
    });
    expect(edited.statusCode).toBe(200);
    expect((await author.client.get(`/api/trips/${trip.id}`)).json().trip.status).toBe("pending");
    await expectHiddenFromPublic(trip);
  });

  it("a new card", async () => {
    const { author, trip } = await approvedTrip();
    const added = await author.client.post(`/api/trips/${trip.id}/cards`, {
      cardType: "notes",
      title: "Unreviewed card",
      content: { isPrivate: false, content: "Not seen by a reviewer" },
    });
    expect(added.statusCode).toBe(201);
    await expectHiddenFromPublic(trip);
  });

  it("a reorder", async () => {
    const { author, trip, cards } = await approvedTrip();
    const order = cards.map((c) => c.id).reverse();
    const reordered = await author.client.put(`/api/trips/${trip.id}/cards/order`, {
      cardIds: order,
    });
    expect(reordered.statusCode).toBe(200);
    await expectHiddenFromPublic(trip);
  });

  it("a deleted card", async () => {
    const { author, trip, cards } = await approvedTrip();
    expect(
      (await author.client.delete(`/api/trips/${trip.id}/cards/${cards[2]!.id}`)).statusCode,
    ).toBe(200);
    await expectHiddenFromPublic(trip);
  });

  it("comes back to the public only when an admin approves it again", async () => {
    const { author, admin, trip } = await approvedTrip();
    await author.client.put(`/api/content/${trip.id}`, tripInput("Revised title"));
    await expectHiddenFromPublic(trip);
    await admin.client.patch(`/api/content/${trip.id}/status`, { status: "published" });
    const open = await as(t.app, null).get(`/api/trips/${trip.id}`);
    expect(open.statusCode).toBe(200);
    expect(open.json().trip.title).toBe("Revised title");
  });

  it("keeps the trip public when nothing changed (a save or reorder with the same values)", async () => {
    const { author, trip, cards } = await approvedTrip();
    expect((await author.client.put(`/api/content/${trip.id}`, tripInput())).json().status).toBe(
      "published",
    );
    await author.client.put(`/api/trips/${trip.id}/cards/order`, {
      cardIds: cards.map((c) => c.id),
    });
    expect((await as(t.app, null).get(`/api/trips/${trip.id}`)).statusCode).toBe(200);
  });

  it("keeps the trip published when an admin edits it", async () => {
    const { admin, trip } = await approvedTrip();
    const edited = await admin.client.put(`/api/content/${trip.id}`, tripInput("Admin fix"));
    expect(edited.json().status).toBe("published");
    expect((await as(t.app, null).get(`/api/trips/${trip.id}`)).statusCode).toBe(200);
  });
});
