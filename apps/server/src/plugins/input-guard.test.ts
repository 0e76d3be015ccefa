import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { JSON_MAX_DEPTH } from "@field-commons/shared/limits";
import { createTestApp, type TestApp } from "../../test/test-app";
import { caseStudyInput, signedIn, type as } from "../../test/factories";

let t: TestApp;
let client: ReturnType<typeof as>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const author = await signedIn(t.app, t.database.db, "contributor");
  client = author.client;
  cookie = author.cookie;
});

async function countContent(): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from content`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

function expectRefused(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(400);
  const body = JSON.parse(response.body) as { success: boolean; error: { code: string } };
  expect(body.success).toBe(false);
  expect(body.error.code).toBe("VALIDATION_FAILED");
}

const TRIP = {
  type: "trip",
  title: "Irrigation turns",
  domain: "Water & Oceans",
  location: { name: "Cusco", country: "Peru", lat: -13.53, lng: -71.97 },
  body: {
    description: "Two weeks.",
    city: "Cusco",
    startDate: "2026-05-04",
    endDate: "2026-05-17",
  },
};

describe("input guard: NUL bytes and lone surrogates", () => {
  it.each([
    ["percent-encoded NUL in a query", "/api/content?q=water%00"],
    ["percent-encoded lone surrogate in a query", "/api/content?q=water%ED%A0%80"],
    ["percent-encoded NUL in a query key", "/api/content?q%00=water"],
    ["percent-encoded NUL in a path parameter", "/api/content/case-study/slug%00x"],
    ["percent-encoded lone surrogate in a path parameter", "/api/content/case-study/%ED%A0%80"],
    ["NUL in a template category", "/api/trip-templates?category=a%00"],
    ["NUL in a geocode query", "/api/geocode?q=Lima%00"],
  ])("refuses a %s", async (_name, url) => {
    expectRefused(await t.app.inject({ method: "GET", url }));
    expectRefused(await t.app.inject({ method: "GET", url, headers: { cookie } }));
  });

  it.each([
    ["NUL in a top-level string", { title: "Water\u0000boards" }],
    ["a lone surrogate in a top-level string", { title: "Water \uD800 boards" }],
    ["NUL deep in the body", { body: { ...caseStudyInput().body, problem: "x\u0000" } }],
    [
      "a lone low surrogate deep in the body",
      { body: { ...caseStudyInput().body, outcomes: "\uDC00" } },
    ],
    ["NUL in an object key", { body: { ...caseStudyInput().body, "x\u0000": "y" } }],
    ["NUL in an array item", { tags: ["ok", "bad\u0000"] }],
  ])("refuses %s of a JSON body and stores nothing", async (_name, overrides) => {
    const before = await countContent();
    expectRefused(await client.post("/api/content", caseStudyInput(overrides)));
    expect(await countContent()).toBe(before);
  });

  it("refuses the JSON escapes \\u0000 and \\ud800 in a raw body", async () => {
    for (const escape of ["\\u0000", "\\ud800", "\\udfff"]) {
      const payload = JSON.stringify(caseStudyInput()).replace(
        '"Community water',
        `"Community ${escape} water`,
      );
      const response = await t.app.inject({
        method: "POST",
        url: "/api/content",
        headers: { cookie, "content-type": "application/json" },
        payload,
      });
      expectRefused(response);
    }
  });

  it("keeps well-formed text: surrogate pairs, other control characters and accents", async () => {
    const response = await client.post(
      "/api/content",
      caseStudyInput({ title: "Água 🌊 boards\tin Cusco" }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().title).toBe("Água 🌊 boards\tin Cusco");
    const search = await t.app.inject({
      method: "GET",
      url: "/api/content?q=%C3%81gua%20%F0%9F%8C%8A",
    });
    expect(search.statusCode).toBe(200);
  });
});

describe("input guard: JSON nesting depth", () => {
  function nested(depth: number): string {
    return "[".repeat(depth) + "]".repeat(depth);
  }

  async function postCard(data: string) {
    const trip = await client.post("/api/trips", { trip: TRIP, cards: [] });
    expect(trip.statusCode, trip.body).toBe(201);
    const tripId = (trip.json() as { trip: { id: string } }).trip.id;
    const payload = `{"cardType":"notes","title":"Deep","items":[{"id":"a","title":"A","data":{"x":${data}}}]}`;
    return t.app.inject({
      method: "POST",
      url: `/api/trips/${tripId}/cards`,
      headers: { cookie, "content-type": "application/json" },
      payload,
    });
  }

  it("refuses a body nested 10,000 levels deep with 400, not a crash", async () => {
    expectRefused(await postCard(nested(10_000)));
    expectRefused(await postCard(`${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`));
  });

  it(`refuses one level past ${JSON_MAX_DEPTH} and keeps data within it`, async () => {
    // The card, its items array, the item and its data take four levels.
    expectRefused(await postCard(nested(JSON_MAX_DEPTH - 3)));
    const within = await postCard(nested(JSON_MAX_DEPTH - 4));
    expect(within.statusCode, within.body).toBe(201);
  });
});
