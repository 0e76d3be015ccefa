import type { PlaceSection } from "@field-commons/shared/trips";
import {
  fetchFailure,
  UpstreamError,
  type PlacesProvider,
  type Point,
  type RawPlace,
} from "./places";

/** OSM tags searched for each section, and the place types they map to. */
const OSM_TAGS: Record<PlaceSection, { key: string; value: string; types: string[] }[]> = {
  restaurants: [
    { key: "amenity", value: "restaurant", types: ["restaurant", "food"] },
    { key: "amenity", value: "cafe", types: ["cafe", "food"] },
    { key: "amenity", value: "fast_food", types: ["meal_takeaway", "food"] },
  ],
  hotels: [
    { key: "tourism", value: "hotel", types: ["hotel", "lodging"] },
    { key: "tourism", value: "hostel", types: ["hostel", "lodging"] },
    { key: "tourism", value: "guest_house", types: ["guest_house", "lodging"] },
  ],
  attractions: [
    { key: "tourism", value: "attraction", types: ["tourist_attraction"] },
    { key: "tourism", value: "museum", types: ["museum", "tourist_attraction"] },
    { key: "leisure", value: "park", types: ["park"] },
    { key: "amenity", value: "library", types: ["library"] },
    { key: "natural", value: "peak", types: ["natural_feature"] },
  ],
};

/** Elements returned per section; Overpass stops there. */
const PER_SECTION = 60;

interface OverpassElement {
  type?: string;
  id?: number;
  lat?: number;
  lon?: number;
  center?: { lat?: number; lon?: number };
  tags?: Record<string, string>;
}

/**
 * The Overpass QL query: one union and one `out center 60;` per section, so a
 * city full of restaurants cannot crowd out its hotels.
 */
export function overpassQuery(
  center: Point,
  radiusMeters: number,
  sections: readonly PlaceSection[],
): string {
  const around = `(around:${Math.round(radiusMeters)},${center.lat},${center.lng})`;
  const blocks = sections.map((section) => {
    const byKey = new Map<string, string[]>();
    for (const tag of OSM_TAGS[section]) {
      byKey.set(tag.key, [...(byKey.get(tag.key) ?? []), tag.value]);
    }
    const statements = [...byKey].map(
      ([key, values]) => `  nwr["${key}"~"^(${values.join("|")})$"]["name"]${around};`,
    );
    return `(\n${statements.join("\n")}\n);\nout center ${PER_SECTION};`;
  });
  return `[out:json][timeout:20];\n${blocks.join("\n")}`;
}

/** The section and place types of an OSM element, from its tags. */
export function osmClassify(
  tags: Record<string, string>,
): { category: PlaceSection; types: string[] } | null {
  for (const [section, list] of Object.entries(OSM_TAGS) as [
    PlaceSection,
    typeof OSM_TAGS.hotels,
  ][]) {
    for (const tag of list) {
      if (tags[tag.key] === tag.value) return { category: section, types: [...tag.types] };
    }
  }
  return null;
}

function joined(parts: (string | undefined)[], separator: string): string {
  return parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(separator);
}

export function osmPlace(element: OverpassElement): RawPlace | null {
  const tags = element.tags ?? {};
  const name = tags.name?.trim();
  const lat = element.lat ?? element.center?.lat;
  const lng = element.lon ?? element.center?.lon;
  if (!name || typeof lat !== "number" || typeof lng !== "number") return null;
  const kind = osmClassify(tags);
  if (!kind) return null;
  const street = joined([tags["addr:street"], tags["addr:housenumber"]], " ");
  const town = tags["addr:city"] ?? tags["addr:town"] ?? tags["addr:village"] ?? tags["addr:place"];
  return {
    name,
    vicinity: joined([street, town], ", "),
    formatted_address: joined(
      [street, joined([tags["addr:postcode"], town], " "), tags["addr:country"]],
      ", ",
    ),
    rating: null,
    user_ratings_total: null,
    price_level: null,
    photo_url: null,
    types: kind.types,
    category: kind.category,
    lat,
    lng,
  };
}

export class OverpassProvider implements PlacesProvider {
  readonly name = "overpass";
  readonly label = "OpenStreetMap";
  /** OpenStreetMap has no ratings: its places are ordered by distance. */
  readonly hasRatings = false;

  constructor(private readonly options: { url: string; userAgent: string; timeoutMs?: number }) {}

  async search(
    center: Point,
    radiusMeters: number,
    sections: readonly PlaceSection[],
  ): Promise<RawPlace[]> {
    let body: unknown;
    try {
      const response = await fetch(this.options.url, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "user-agent": this.options.userAgent,
          accept: "application/json",
        },
        body: new URLSearchParams({ data: overpassQuery(center, radiusMeters, sections) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 25_000),
      });
      if (!response.ok) throw new UpstreamError(`Overpass answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      const reason = fetchFailure(error);
      throw new UpstreamError(
        reason === "timeout" ? "Overpass did not answer in time" : "Overpass could not be reached",
        { cause: error, reason },
      );
    }
    const elements = (body as { elements?: unknown }).elements;
    if (!Array.isArray(elements)) throw new UpstreamError("Overpass answered without elements");
    return elements
      .map((element) => osmPlace(element as OverpassElement))
      .filter((place): place is RawPlace => place !== null);
  }
}
