import type { FastifyBaseLogger } from "fastify";
import { GEOCODE_SPACING_MS } from "@field-commons/shared/trips";
import type { Db } from "../../db/client";
import { lookupCountry, lookupCountryLoose } from "./country-table";
import { findCachedGeocode, storeGeocode } from "./geocode-cache.repository";
import { waitForServiceSlot } from "./service-slot";
import { SpacedQueue } from "./spaced-queue";

export interface GeocodeHit {
  lat: number;
  lng: number;
  source: "table" | "cache" | "geocoder";
}

export interface GeocoderOptions {
  /** Nominatim-compatible base URL: GET {url}/search?q=&format=json&limit=1. */
  url: string;
  userAgent: string;
  timeoutMs?: number;
  log?: FastifyBaseLogger;
}

/** At most 20 lookups wait for the outside geocoder; more fall back to the table at once. */
const MAX_WAITING = 20;
const DEFAULT_TIMEOUT_MS = 8000;

/**
 * One queue for the whole process: Nominatim's usage policy allows one
 * request a second from an application, however many requests it serves.
 * With several servers, a slot reserved in the database spaces them all.
 */
export const geocoderQueue = new SpacedQueue(GEOCODE_SPACING_MS, MAX_WAITING);

/** The cache key: lower case, single spaces, Unicode-normalised. */
export function normaliseQuery(q: string): string {
  return q.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
}

function validPoint(lat: number, lng: number): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    !(lat === 0 && lng === 0)
  );
}

/**
 * Turns a place name into coordinates: the built-in country table first, then
 * the cache of earlier answers, then the outside geocoder (spaced at least
 * a second apart). When the geocoder fails or knows nothing, the country
 * named last in the query is used; otherwise null.
 */
export class Geocoder {
  constructor(
    private readonly db: Db,
    private readonly options: GeocoderOptions,
  ) {}

  async geocode(q: string): Promise<GeocodeHit | null> {
    const query = normaliseQuery(q);
    if (!query) return null;

    const country = lookupCountry(query);
    if (country) return { lat: country.lat, lng: country.lng, source: "table" };

    const cached = await findCachedGeocode(this.db, query);
    if (cached) return { ...cached, source: "cache" };

    let found: { lat: number; lng: number } | null = null;
    try {
      found = await geocoderQueue.run(async () => {
        // The process's queue keeps its own callers in line; the slot spaces
        // them from every other server's callers too.
        await waitForServiceSlot(this.db, "geocoder", GEOCODE_SPACING_MS);
        return this.ask(q.trim());
      });
    } catch (error) {
      this.options.log?.warn({ err: error, query }, "geocoder failed; using the country table");
    }
    if (found) {
      await storeGeocode(this.db, query, found);
      return { ...found, source: "geocoder" };
    }
    const fallback = lookupCountryLoose(query);
    return fallback ? { lat: fallback.lat, lng: fallback.lng, source: "table" } : null;
  }

  /** One request to the outside geocoder; null when it knows no such place. */
  private async ask(q: string): Promise<{ lat: number; lng: number } | null> {
    const url = new URL(
      "search",
      this.options.url.endsWith("/") ? this.options.url : `${this.options.url}/`,
    );
    url.searchParams.set("q", q);
    url.searchParams.set("format", "json");
    url.searchParams.set("limit", "1");
    const response = await fetch(url, {
      headers: {
        "user-agent": this.options.userAgent,
        accept: "application/json",
        "accept-language": "en",
      },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new Error("geocoder answered something other than a list");
    const first = body[0] as { lat?: unknown; lon?: unknown } | undefined;
    if (!first) return null;
    const lat = Number(first.lat);
    const lng = Number(first.lon);
    if (!validPoint(lat, lng)) throw new Error("geocoder answered invalid coordinates");
    return { lat, lng };
  }
}
