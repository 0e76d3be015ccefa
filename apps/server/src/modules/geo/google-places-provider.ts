import type { PlaceSection } from "@field-commons/shared/trips";
import {
  fetchFailure,
  UpstreamError,
  type PlacesProvider,
  type Point,
  type RawPlace,
} from "./places";

/** The Nearby Search type asked for each section. */
const GOOGLE_TYPES: Record<PlaceSection, string> = {
  restaurants: "restaurant",
  hotels: "lodging",
  attractions: "tourist_attraction",
};

interface NearbyResult {
  name?: string;
  vicinity?: string;
  formatted_address?: string;
  rating?: number;
  user_ratings_total?: number;
  price_level?: number;
  types?: string[];
  geometry?: { location?: { lat?: number; lng?: number } };
}

export function googlePlace(result: NearbyResult, category: PlaceSection): RawPlace | null {
  const name = result.name?.trim();
  const lat = result.geometry?.location?.lat;
  const lng = result.geometry?.location?.lng;
  if (!name || typeof lat !== "number" || typeof lng !== "number") return null;
  const vicinity = result.vicinity ?? "";
  return {
    name,
    vicinity,
    formatted_address: result.formatted_address ?? vicinity,
    rating: typeof result.rating === "number" ? result.rating : null,
    user_ratings_total:
      typeof result.user_ratings_total === "number" ? Math.round(result.user_ratings_total) : null,
    price_level: typeof result.price_level === "number" ? Math.round(result.price_level) : null,
    // Photos need the API key in their URL; it must never reach a browser.
    photo_url: null,
    types: Array.isArray(result.types) ? result.types.filter((t) => typeof t === "string") : [],
    category,
    lat,
    lng,
  };
}

/**
 * Google Places Nearby Search, one request per section. Errors never carry
 * the request URL, which holds the key.
 */
export class GooglePlacesProvider implements PlacesProvider {
  readonly name = "google";
  readonly label = "Google Places";
  readonly hasRatings = true;

  constructor(private readonly options: { url: string; apiKey: string; timeoutMs?: number }) {}

  async search(
    center: Point,
    radiusMeters: number,
    sections: readonly PlaceSection[],
  ): Promise<RawPlace[]> {
    const pages = await Promise.all(
      sections.map((section) => this.nearby(center, radiusMeters, section)),
    );
    return pages.flat();
  }

  private async nearby(
    center: Point,
    radiusMeters: number,
    section: PlaceSection,
  ): Promise<RawPlace[]> {
    const base = this.options.url.endsWith("/") ? this.options.url : `${this.options.url}/`;
    const url = new URL("maps/api/place/nearbysearch/json", base);
    url.searchParams.set("location", `${center.lat},${center.lng}`);
    url.searchParams.set("radius", String(Math.round(radiusMeters)));
    url.searchParams.set("type", GOOGLE_TYPES[section]);
    url.searchParams.set("key", this.options.apiKey);
    let body: { status?: string; results?: unknown };
    try {
      const response = await fetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new UpstreamError(`Google Places answered ${response.status}`);
      body = (await response.json()) as typeof body;
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      // The cause may quote the URL (and the key): keep only its name.
      throw new UpstreamError(
        `Google Places could not be reached (${error instanceof Error ? error.name : "error"})`,
        { reason: fetchFailure(error) },
      );
    }
    if (body.status === "ZERO_RESULTS") return [];
    if (body.status !== "OK" || !Array.isArray(body.results)) {
      throw new UpstreamError(`Google Places answered status ${String(body.status)}`);
    }
    return body.results
      .map((result) => googlePlace(result as NearbyResult, section))
      .filter((place): place is RawPlace => place !== null);
  }
}
