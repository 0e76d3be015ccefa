import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACES_PER_CATEGORY, TRIP_MESSAGES } from "@field-commons/shared/trips";
import { createTestApp, type TestApp } from "../../../test/test-app";
import type { FakeServer } from "../../../test/fakes/fake-http-server";
import { startFakeGooglePlaces, type GoogleResult } from "../../../test/fakes/fake-google-places";
import { startFakeNominatim } from "../../../test/fakes/fake-nominatim";
import { startFakeOverpass, type OsmElement } from "../../../test/fakes/fake-overpass";
import { COUNTRY_COUNT, lookupCountry, lookupCountryLoose } from "./country-table";
import { Geocoder } from "./geocoder";
import { waitForServiceSlot } from "./service-slot";
import { haversineMeters } from "./places";

// Every outgoing request is recorded: none may leave this machine.
const realFetch = globalThis.fetch;
const fetched: string[] = [];
globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
  fetched.push(input instanceof Request ? input.url : String(input));
  return realFetch(input, init);
};

const CUSCO = { lat: -13.5319, lng: -71.9675 };
const USER_AGENT = "FieldCommonsTests/1.0 (tests@example.org)";
const GOOGLE_KEY = "test-key-0123456789";

/** A point `north` and `east` metres from Cusco (near enough to flat at this scale). */
function offset(north: number, east: number) {
  return {
    lat: CUSCO.lat + north / 111_320,
    lng: CUSCO.lng + east / (111_320 * Math.cos((CUSCO.lat * Math.PI) / 180)),
  };
}
function node(id: number, metresNorth: number, tags: Record<string, string>): OsmElement {
  const p = offset(metresNorth, 0);
  return { type: "node", id, lat: p.lat, lon: p.lng, tags };
}

const OSM: OsmElement[] = [
  node(1, 900, {
    amenity: "restaurant",
    name: "Pachapapa",
    "addr:street": "Plazoleta San Blas",
    "addr:housenumber": "120",
    "addr:city": "Cusco",
    "addr:postcode": "08003",
  }),
  node(2, 300, { amenity: "cafe", name: "Café de la Plaza" }),
  node(3, 4000, { amenity: "fast_food", name: "Salteñas al paso" }),
  node(4, 100, { amenity: "restaurant", name: "Mercado San Pedro comedor" }),
  node(5, 50, { amenity: "restaurant" }), // no name: left out
  node(6, 60_000, { amenity: "restaurant", name: "Too far away" }),
  node(10, 700, { tourism: "hostel", name: "Hostal Qosqo" }),
  {
    type: "way",
    id: 11,
    center: { lat: offset(200, 0).lat, lon: offset(200, 0).lng },
    tags: { tourism: "hotel", name: "Hotel Plaza de Armas", "addr:city": "Cusco" },
  },
  node(20, 1500, { tourism: "museum", name: "Museo Inka" }),
  {
    type: "way",
    id: 21,
    center: { lat: offset(2500, 0).lat, lon: offset(2500, 0).lng },
    tags: { leisure: "park", name: "Parque Zonal" },
  },
  node(22, 12_000, { natural: "peak", name: "Cerro Pachatusan" }),
  node(23, 800, { amenity: "library", name: "Biblioteca Municipal" }),
];

function google(name: string, metresNorth: number, extra: Partial<GoogleResult>): GoogleResult {
  const p = offset(metresNorth, 0);
  return { name, types: [], geometry: { location: { lat: p.lat, lng: p.lng } }, ...extra };
}

let nominatim: FakeServer;
let overpass: FakeServer;
let googleServer: FakeServer;
let t: TestApp;
let g: TestApp;

beforeAll(async () => {
  nominatim = await startFakeNominatim({
    "cusco, peru": CUSCO,
    "valencia, spain": { lat: 39.4699, lng: -0.3763 },
    "kochi, india": { lat: 9.9312, lng: 76.2673 },
    "törbel, switzerland": { lat: 46.2386, lng: 7.8522 },
    "ghandruk, nepal": { lat: 28.376, lng: 83.807 },
  });
  overpass = await startFakeOverpass(OSM);
  googleServer = await startFakeGooglePlaces(GOOGLE_KEY, {
    restaurant: [
      google("Cicciolina", 600, {
        vicinity: "Calle Triunfo 393, Cusco",
        rating: 4.6,
        user_ratings_total: 3120,
        price_level: 3,
        types: ["restaurant", "food", "point_of_interest", "establishment"],
        photos: [{ photo_reference: "secret-photo-ref", height: 800, width: 1200 }],
      }),
      google("Chicha", 900, {
        rating: 4.8,
        user_ratings_total: 2200,
        types: ["restaurant", "food"],
      }),
      google("Limo", 300, { rating: 4.8, user_ratings_total: 1800, types: ["restaurant", "food"] }),
      google("Unrated corner", 50, { types: ["restaurant", "food"] }),
      google("Also good", 100, { rating: 4.1, types: ["cafe", "food"] }),
    ],
    lodging: [
      google("Casa Andina", 400, { rating: 4.4, types: ["lodging"] }),
      google("Hostal unrated", 80, { types: ["lodging"] }),
    ],
  });
  const fakes = {
    GEOCODER_URL: nominatim.url,
    GEOCODER_USER_AGENT: USER_AGENT,
    OVERPASS_URL: overpass.url,
  };
  t = await createTestApp(fakes);
  g = await createTestApp({
    ...fakes,
    GOOGLE_PLACES_API_KEY: GOOGLE_KEY,
    GOOGLE_PLACES_URL: googleServer.url,
  });
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await Promise.all([nominatim.close(), overpass.close(), googleServer.close()]);
});

const get = (app: TestApp, url: string, ip = "127.0.0.1") =>
  app.app.inject({ method: "GET", url, remoteAddress: ip });

describe("the built-in country table", () => {
  it("knows at least 40 countries by name and common aliases, ignoring case and accents", () => {
    expect(COUNTRY_COUNT).toBeGreaterThanOrEqual(40);
    for (const name of [
      "Peru",
      "perú",
      "PERU",
      " the Netherlands ",
      "USA",
      "U.S.",
      "UK",
      "Türkiye",
    ]) {
      expect(lookupCountry(name), name).not.toBeNull();
    }
    expect(lookupCountry("usa")).toEqual(lookupCountry("United States of America"));
    expect(lookupCountry("Cusco, Peru")).toBeNull();
    expect(lookupCountryLoose("Cusco, Peru")!.name).toBe("Peru");
    expect(lookupCountryLoose("Atlantis")).toBeNull();
  });

  it("covers every country of the demo content", async () => {
    const { DEMO_CASE_STUDIES } = await import("../../../demo/demo-case-studies");
    for (const item of DEMO_CASE_STUDIES) {
      expect(lookupCountry(item.location.country), item.location.country).not.toBeNull();
    }
  });
});

describe("GET /api/geocode", () => {
  it("answers countries from the table without asking the geocoder", async () => {
    const before = nominatim.requests.length;
    const response = await get(t, "/api/geocode?q=Peru");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: { lat: -9.189967, lng: -75.015152, source: "table" },
    });
    expect((await get(t, "/api/geocode?q=%20usa%20")).json().result.source).toBe("table");
    expect(nominatim.requests.length).toBe(before);
  });

  it("asks the geocoder once, then answers from the cache", async () => {
    const before = nominatim.requests.length;
    const first = await get(t, "/api/geocode?q=Cusco,%20Peru");
    expect(first.json()).toEqual({ result: { ...CUSCO, source: "geocoder" } });
    expect(nominatim.requests.length).toBe(before + 1);
    const sent = nominatim.requests.at(-1)!;
    expect(sent.method).toBe("GET");
    expect(sent.url.pathname).toBe("/search");
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({
      q: "Cusco, Peru",
      format: "json",
      limit: "1",
    });
    expect(sent.headers["user-agent"]).toBe(USER_AGENT);

    const again = await get(t, "/api/geocode?q=cusco,%20%20PERU");
    expect(again.json()).toEqual({ result: { ...CUSCO, source: "cache" } });
    expect(nominatim.requests.length).toBe(before + 1);
  });

  it("spaces geocoder requests at least 1000 ms apart, across concurrent lookups", async () => {
    const before = nominatim.requests.length;
    const queries = ["Valencia, Spain", "Kochi, India", "Törbel, Switzerland"];
    const answers = await Promise.all(
      queries.map((q) => get(t, `/api/geocode?q=${encodeURIComponent(q)}`)),
    );
    for (const answer of answers) expect(answer.json().result.source).toBe("geocoder");
    const times = nominatim.requests.slice(before - 1).map((r) => r.at);
    expect(times.length).toBe(4);
    for (let i = 1; i < times.length; i++) {
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1000);
    }
  });

  it("spaces calls across servers through one slot in the database", async () => {
    // Callers that share no process queue (as two servers do) still get slots 300 ms apart.
    const started: number[] = [];
    await Promise.all(
      [0, 1, 2, 3].map(async () => {
        await waitForServiceSlot(t.database.db, "test-service", 300);
        started.push(Date.now());
      }),
    );
    started.sort((a, b) => a - b);
    // The slots are 300 ms apart in the database's time; each caller sees its
    // own after a round trip and a timer, which a busy machine delays by tens
    // of milliseconds. Unspaced, all four would start within a few.
    for (let i = 1; i < started.length; i++) {
      expect(started[i]! - started[i - 1]!).toBeGreaterThanOrEqual(200);
    }
    expect(started.at(-1)! - started[0]!).toBeGreaterThanOrEqual(3 * 280);
  });

  it("falls back to the country named last when the geocoder fails or knows nothing, else null", async () => {
    nominatim.respond(() => ({ status: 503, text: "overloaded" }));
    const failed = await get(t, "/api/geocode?q=Ollantaytambo,%20Peru");
    expect(failed.json()).toEqual({
      result: { lat: -9.189967, lng: -75.015152, source: "table" },
    });
    expect((await get(t, "/api/geocode?q=Atlantis")).json()).toEqual({ result: null });
    nominatim.respond(() => ({ json: [] }));
    expect((await get(t, "/api/geocode?q=Unknown%20hamlet,%20Nepal")).json().result).toMatchObject({
      source: "table",
      lat: 28.394857,
    });
    nominatim.respond(() => ({ text: "<html>not json</html>" }));
    expect((await get(t, "/api/geocode?q=Nowhere%20at%20all")).json()).toEqual({ result: null });
    // Failures are not cached.
    nominatim.respond(() => ({ json: [{ lat: "-13.258", lon: "-72.263" }] }));
    expect((await get(t, "/api/geocode?q=Ollantaytambo,%20Peru")).json().result.source).toBe(
      "geocoder",
    );
  });

  it("falls back when the geocoder does not answer in time", async () => {
    nominatim.respond(() => ({ json: [{ lat: "1", lon: "1" }], delayMs: 1500 }));
    const geocoder = new Geocoder(t.database.db, {
      url: nominatim.url,
      userAgent: USER_AGENT,
      timeoutMs: 300,
    });
    expect(await geocoder.geocode("Slow village, Kenya")).toMatchObject({ source: "table" });
    expect(await geocoder.geocode("Slow village")).toBeNull();
  });

  it("refuses a blank query and limits each address", async () => {
    expect((await get(t, "/api/geocode?q=%20")).statusCode).toBe(400);
    expect((await get(t, "/api/geocode")).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await get(t, "/api/geocode?q=Peru", "10.9.9.9")).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const limited = await get(t, "/api/geocode?q=Peru", "10.9.9.9");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await get(t, "/api/geocode?q=Peru", "10.9.9.10")).statusCode).toBe(200);
  });
});

describe("GET /api/places/search with OpenStreetMap Overpass", () => {
  beforeAll(() => {
    nominatim.respond(() => ({ json: [{ lat: String(CUSCO.lat), lon: String(CUSCO.lng) }] }));
  });

  it("says its places are ordered by distance: OpenStreetMap has no ratings", async () => {
    const response = await get(t, "/api/places/search?location=Cusco,%20Peru&section=restaurants");
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      ranking: unknown;
      places: { rating: number | null; distanceMeters: number }[];
    };
    expect(body.ranking).toEqual({ by: "distance", source: "OpenStreetMap" });
    expect(body.places.length).toBeGreaterThan(1);
    expect(body.places.every((p) => p.rating === null)).toBe(true);
    const distances = body.places.map((p) => p.distanceMeters);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("maps OSM places to the spec's types, at most 3 per category, nearest first", async () => {
    const before = overpass.requests.length;
    const response = await get(t, "/api/places/search?location=Cusco,%20Peru");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.location).toEqual({ name: "Cusco, Peru", ...CUSCO });
    expect(body.searchRadius).toBe(50_000);
    const names = (category: string) =>
      body.places
        .filter((p: { category: string }) => p.category === category)
        .map((p: { name: string }) => p.name);
    expect(names("restaurants")).toEqual([
      "Mercado San Pedro comedor",
      "Café de la Plaza",
      "Pachapapa",
    ]);
    expect(names("hotels")).toEqual(["Hotel Plaza de Armas", "Hostal Qosqo"]);
    expect(names("attractions")).toEqual(["Biblioteca Municipal", "Museo Inka", "Parque Zonal"]);
    for (const category of ["restaurants", "hotels", "attractions"]) {
      expect(names(category).length).toBeLessThanOrEqual(PLACES_PER_CATEGORY);
    }
    const pachapapa = body.places.find((p: { name: string }) => p.name === "Pachapapa");
    expect(pachapapa).toMatchObject({
      vicinity: "Plazoleta San Blas 120, Cusco",
      formatted_address: "Plazoleta San Blas 120, 08003 Cusco",
      rating: null,
      user_ratings_total: null,
      price_level: null,
      photo_url: null,
      types: ["restaurant", "food"],
      category: "restaurants",
    });
    expect(Math.abs(pachapapa.distanceMeters - 900)).toBeLessThanOrEqual(2);
    const cafe = body.places.find((p: { name: string }) => p.name === "Café de la Plaza");
    expect(cafe.types).toEqual(["cafe", "food"]);
    const hotel = body.places.find((p: { name: string }) => p.name === "Hotel Plaza de Armas");
    expect(hotel).toMatchObject({ types: ["hotel", "lodging"], vicinity: "Cusco" });
    expect(Math.abs(hotel.distanceMeters - 200)).toBeLessThanOrEqual(2);

    expect(overpass.requests.length).toBe(before + 1);
    const query = new URLSearchParams(overpass.requests.at(-1)!.body).get("data")!;
    expect(query.startsWith("[out:json][timeout:20];")).toBe(true);
    expect(query).toContain(`(around:50000,${CUSCO.lat},${CUSCO.lng})`);
    expect(query.match(/out center 60;/g)).toHaveLength(3);
    for (const tag of [
      "restaurant|cafe|fast_food",
      "hotel|hostel|guest_house",
      '"leisure"~"^(park)$"',
      '"natural"~"^(peak)$"',
      "library",
    ]) {
      expect(query).toContain(tag);
    }
    expect(overpass.requests.at(-1)!.headers["user-agent"]).toBe(USER_AGENT);

    // Kept for a while: the same search does not reach Overpass again.
    await get(t, "/api/places/search?location=Cusco,%20Peru");
    expect(overpass.requests.length).toBe(before + 1);
  });

  it("asks only for the section requested, within the radius", async () => {
    const response = await get(
      t,
      "/api/places/search?location=Cusco,%20Peru&section=attractions&radius=5000",
    );
    expect(response.statusCode).toBe(200);
    const places = response.json().places as { name: string; category: string }[];
    expect(places.every((p) => p.category === "attractions")).toBe(true);
    expect(places.map((p) => p.name)).not.toContain("Cerro Pachatusan");
    const query = new URLSearchParams(overpass.requests.at(-1)!.body).get("data")!;
    expect(query).not.toContain("restaurant");
    expect(query).toContain("(around:5000,");
  });

  it("answers 404 when the location cannot be placed, and 400 for bad input", async () => {
    nominatim.respond(() => ({ json: [] }));
    const response = await get(t, "/api/places/search?location=Atlantis");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(TRIP_MESSAGES.noPlacesForLocation);
    expect((await get(t, "/api/places/search?location=")).statusCode).toBe(400);
    expect((await get(t, "/api/places/search?location=Peru&radius=50001")).statusCode).toBe(400);
    expect((await get(t, "/api/places/search?location=Peru&section=bars")).statusCode).toBe(400);
  });

  it("answers 502 when Overpass fails, and an empty list when it finds nothing", async () => {
    overpass.respond(() => ({ status: 504, text: "timeout" }));
    const failed = await get(t, "/api/places/search?location=Kenya");
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toEqual({
      code: "UPSTREAM_FAILED",
      message: TRIP_MESSAGES.placesFailed,
    });
    overpass.respond(() => ({ json: { elements: [] } }));
    const empty = await get(t, "/api/places/search?location=Kenya");
    expect(empty.statusCode).toBe(200);
    expect(empty.json().places).toEqual([]);
  });
});

describe("GET /api/places/search with Google Places", () => {
  beforeAll(() => {
    nominatim.respond(() => ({ json: [{ lat: String(CUSCO.lat), lon: String(CUSCO.lng) }] }));
  });

  it("maps Nearby Search results, sorted by rating then distance, and never shows the key", async () => {
    const response = await get(g, "/api/places/search?location=Cusco,%20Peru&radius=20000");
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(GOOGLE_KEY);
    expect(response.body).not.toContain("secret-photo-ref");
    // Google rates places: the answer says they are ordered by rating.
    expect(response.json().ranking).toEqual({ by: "rating", source: "Google Places" });
    const places = response.json().places as Record<string, unknown>[];
    expect(places.filter((p) => p.category === "restaurants").map((p) => p.name)).toEqual([
      "Limo",
      "Chicha",
      "Cicciolina",
    ]);
    expect(places.filter((p) => p.category === "hotels").map((p) => p.name)).toEqual([
      "Casa Andina",
      "Hostal unrated",
    ]);
    expect(places.filter((p) => p.category === "attractions")).toEqual([]);
    expect(places.find((p) => p.name === "Cicciolina")).toMatchObject({
      vicinity: "Calle Triunfo 393, Cusco",
      formatted_address: "Calle Triunfo 393, Cusco",
      rating: 4.6,
      user_ratings_total: 3120,
      price_level: 3,
      photo_url: null,
      types: ["restaurant", "food", "point_of_interest", "establishment"],
    });
    const limo = places.find((p) => p.name === "Limo")!;
    expect(limo.distanceMeters).toBe(
      Math.round(haversineMeters(CUSCO, { lat: limo.lat as number, lng: limo.lng as number })),
    );

    const sent = googleServer.requests.map((r) => Object.fromEntries(r.url.searchParams));
    expect(sent.map((s) => s.type).sort()).toEqual(["lodging", "restaurant", "tourist_attraction"]);
    for (const s of sent) {
      expect(s).toMatchObject({
        radius: "20000",
        key: GOOGLE_KEY,
        location: `${CUSCO.lat},${CUSCO.lng}`,
      });
    }
  });

  it("answers 502 without the key when Google refuses", async () => {
    googleServer.respond(() => ({
      json: {
        status: "REQUEST_DENIED",
        error_message: `The key ${GOOGLE_KEY} is invalid.`,
        results: [],
      },
    }));
    const response = await get(g, "/api/places/search?location=Cusco,%20Peru&radius=10000");
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toContain(GOOGLE_KEY);
    expect(response.json().error.message).toBe(TRIP_MESSAGES.placesFailed);
  });
});

describe("the network", () => {
  it("was only ever asked for the fake servers on 127.0.0.1", () => {
    expect(fetched.length).toBeGreaterThan(0);
    for (const url of fetched) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+(\/|$)/);
  });
});
