import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { as, caseStudyInput, signedIn } from "../../../test/factories";

let t: TestApp;
const ids: Record<string, { id: string; slug: string }> = {};

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

interface Suggestion {
  id: string;
  kind: string;
  title: string;
  detail: string;
  addCardType: string | null;
  link: { type: string; slug: string; title: string } | null;
}

async function ask(body: object, ip = "127.0.0.1"): Promise<Suggestion[]> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/trips/copilot",
    payload: body,
    remoteAddress: ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().suggestions;
}

beforeAll(async () => {
  t = await createTestApp();
  const author = await signedIn(t.app, t.database.db, "contributor");
  const publish = async (key: string, input: object) => {
    const created = (await author.client.post("/api/content", input)).json();
    const published = await author.client.post(`/api/content/${created.id}/publish`);
    expect(published.statusCode).toBe(200);
    ids[key] = { id: created.id, slug: published.json().slug };
  };
  await publish("andes", caseStudyInput({ title: "Irrigation judges of the Sacred Valley" }));
  await publish(
    "nepal",
    caseStudyInput({
      title: "Village micro-hydro cooperatives",
      domain: "Energy & Infrastructure",
      location: { name: "Ghandruk", country: "Nepal", lat: 28.376, lng: 83.807 },
    }),
  );
  await publish(
    "kenya",
    caseStudyInput({
      title: "Mapping Kibera together",
      domain: "Technology & Digital Access",
      location: { name: "Kibera", country: "Kenya", lat: -1.3133, lng: 36.787 },
    }),
  );
  await publish(
    "bolivia",
    caseStudyInput({
      title: "Lake Titicaca reed beds",
      domain: "Land & Environment",
      location: { name: "Copacabana", country: "Bolivia", lat: -16.166, lng: -69.086 },
    }),
  );
  // Never suggested: a draft and a trip.
  await author.client.post("/api/content", caseStudyInput({ title: "Unpublished water draft" }));
  const trip = (
    await author.client.post("/api/trips", {
      trip: {
        type: "trip",
        title: "Published water trip",
        domain: "Water & Oceans",
        location: { name: "Cusco", country: "Peru", lat: -13.53, lng: -71.97 },
      },
      cards: [
        { cardType: "notes", title: "a" },
        { cardType: "notes", title: "b" },
        { cardType: "notes", title: "c" },
      ],
    })
  ).json().trip;
  await author.client.post(`/api/content/${trip.id}/publish`);
  const admin = await signedIn(t.app, t.database.db, "admin");
  await admin.client.patch(`/api/content/${trip.id}/status`, { status: "published" });
});

const waterTrip = {
  title: "Water turns in the Sacred Valley",
  domain: "Water & Oceans",
  city: "Cusco",
  country: "Peru",
  lat: -13.53,
  lng: -71.97,
  startDate: day(10),
  endDate: day(24),
  cards: [
    {
      cardType: "interview",
      title: "Interviews",
      content: { intervieweeName: "Rosa Quispe", consentObtained: false },
    },
    { cardType: "notes", title: "Field Notes", content: { isPrivate: false } },
    { cardType: "budget", title: "Budget", content: { entries: [] } },
  ],
};

const energyTrip = {
  title: "Micro-hydro weekend",
  domain: "Energy & Infrastructure",
  city: "Ghandruk",
  country: "Nepal",
  startDate: day(40),
  endDate: day(41),
  cards: [
    { cardType: "transport", title: "Bus to Pokhara" },
    { cardType: "accommodation", title: "Teahouse" },
    {
      cardType: "interview",
      title: "Operators",
      content: { intervieweeName: "Operator", consentObtained: true },
    },
    { cardType: "notes", title: "Notes", content: { isPrivate: true } },
    {
      cardType: "budget",
      title: "Budget",
      content: {
        entries: [{ id: "b1", category: "Bus", amount: 12, currency: "NPR", paid: false }],
      },
    },
    {
      cardType: "checklist",
      title: "Checklist",
      content: { items: [{ id: "c", text: "Consent" }] },
    },
  ],
};

describe("POST /api/trips/copilot", () => {
  it("suggests what a water study is missing, and related published research", async () => {
    const suggestions = await ask(waterTrip);
    const byId = new Map(suggestions.map((s) => [s.id, s]));
    expect(byId.get("consent")).toMatchObject({
      kind: "consent",
      title: "Record consent from Rosa Quispe",
    });
    expect(byId.get("public-notes")?.kind).toBe("ethics");
    expect(byId.get("empty-budget")?.kind).toBe("budget");
    expect(byId.get("add-transport")).toMatchObject({
      addCardType: "transport",
      detail: expect.stringContaining("Cusco, Peru") as unknown,
    });
    expect(byId.get("add-transport")!.detail).toContain("Your trip starts in 10 days.");
    expect(byId.get("add-accommodation")!.detail).toContain("14 nights");
    expect(byId.get("add-checklist")?.addCardType).toBe("checklist");
    expect(byId.get("domain-guide")).toMatchObject({
      title: "What to document: Water & Oceans",
      detail: expect.stringContaining("allocation and rotation rules") as unknown,
    });
    expect(byId.has("add-interview")).toBe(false);
    expect(byId.has("set-dates")).toBe(false);

    const links = suggestions.filter((s) => s.link);
    expect(links[0]).toMatchObject({
      kind: "reading",
      id: `related-${ids.andes!.id}`,
      link: {
        type: "case-study",
        slug: ids.andes!.slug,
        title: "Irrigation judges of the Sacred Valley",
      },
      detail: "Case Study, also about Water & Oceans, in Peru, at the same place.",
    });
    // The Bolivian study is near (about 500 km), in another domain and country.
    const bolivia = links.find((s) => s.link!.slug === ids.bolivia!.slug);
    expect(bolivia?.detail).toMatch(/^Case Study, \d{3} km from your trip\.$/);
    const titles = links.map((s) => s.link!.title);
    expect(titles).not.toContain("Unpublished water draft");
    expect(titles).not.toContain("Published water trip");
    expect(titles).not.toContain("Mapping Kibera together");
    expect(titles).not.toContain("Village micro-hydro cooperatives");
  });

  it("gives a different, fitting answer for a different trip", async () => {
    const suggestions = await ask(energyTrip);
    const ids_ = suggestions.map((s) => s.id);
    for (const absent of [
      "consent",
      "public-notes",
      "add-transport",
      "add-accommodation",
      "add-checklist",
      "add-budget",
      "empty-budget",
      "add-interview",
    ]) {
      expect(ids_).not.toContain(absent);
    }
    expect(suggestions.find((s) => s.id === "short-trip")?.title).toBe(
      "A short trip for field research (1 day)",
    );
    expect(suggestions.find((s) => s.id === "domain-guide")?.title).toBe(
      "What to document: Energy & Infrastructure",
    );
    const links = suggestions.filter((s) => s.link).map((s) => s.link!.title);
    expect(links).toEqual(["Village micro-hydro cooperatives"]);
    expect(suggestions.find((s) => s.link)!.detail).toBe(
      "Case Study, also about Energy & Infrastructure, in Nepal.",
    );
    expect(JSON.stringify(suggestions)).not.toEqual(JSON.stringify(await ask(waterTrip)));
  });

  it("starts an empty planner with the basics, and is deterministic", async () => {
    const first = await ask({});
    expect(first.map((s) => s.id)).toEqual([
      "add-interview",
      "add-checklist",
      "add-budget",
      "add-transport",
      "add-accommodation",
      "add-country",
      "choose-domain",
      "set-dates",
      "min-cards",
    ]);
    expect(first.some((s) => s.link)).toBe(false);
    expect(await ask({})).toEqual(first);
    expect(await ask(waterTrip)).toEqual(await ask(waterTrip));
  });

  it("finds research near the coordinates alone, and skips what the trip already links", async () => {
    const near = await ask({ lat: -13.4, lng: -72.0 });
    expect(
      near
        .filter((s) => s.link)
        .map((s) => s.link!.title)
        .sort(),
    ).toEqual(["Irrigation judges of the Sacred Valley", "Lake Titicaca reed beds"]);
    const linked = await ask({
      ...waterTrip,
      cards: [
        ...waterTrip.cards,
        { cardType: "case-study", title: "Reading", content: { contentId: ids.andes!.id } },
      ],
    });
    expect(linked.map((s) => s.id)).not.toContain(`related-${ids.andes!.id}`);
  });

  it("notices past, reversed and long trips without notes", async () => {
    const ended = await ask({ ...energyTrip, startDate: day(-20), endDate: day(-12) });
    expect(ended.find((s) => s.id === "trip-ended")?.detail).toContain("It ended 12 days ago.");
    const reversed = await ask({ ...energyTrip, startDate: day(20), endDate: day(12) });
    expect(reversed.map((s) => s.id)).toContain("dates-order");
    const long = await ask({
      ...energyTrip,
      startDate: day(20),
      endDate: day(40),
      cards: energyTrip.cards.filter((c) => c.cardType !== "notes"),
    });
    expect(long.find((s) => s.id === "daily-notes")).toMatchObject({
      title: "Keep daily field notes over 20 days",
      addCardType: "notes",
    });
  });

  it("works for anonymous planners, refuses bad input and limits each address", async () => {
    const anonymous = as(t.app, null);
    expect((await anonymous.post("/api/trips/copilot", waterTrip)).statusCode).toBe(200);
    for (const bad of [
      { lat: 100 },
      { domain: "Space" },
      { cards: [{ cardType: "poem", title: "x" }] },
      { startDate: "soon" },
      { secret: true },
    ]) {
      expect((await anonymous.post("/api/trips/copilot", bad)).statusCode).toBe(400);
    }
    for (let i = 0; i < 60; i++) await ask({}, "10.7.7.7");
    const limited = await t.app.inject({
      method: "POST",
      url: "/api/trips/copilot",
      payload: {},
      remoteAddress: "10.7.7.7",
    });
    expect(limited.statusCode).toBe(429);
  });
});
