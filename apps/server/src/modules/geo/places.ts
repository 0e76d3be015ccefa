import {
  PLACE_SECTIONS,
  PLACE_TYPE_CATEGORIES,
  PLACES_PER_CATEGORY,
  type Place,
  type PlaceSection,
} from "@field-commons/shared/trips";

export interface Point {
  lat: number;
  lng: number;
}

/** A place as a provider reports it, before ranking. */
export interface RawPlace {
  name: string;
  vicinity: string;
  formatted_address: string;
  rating: number | null;
  user_ratings_total: number | null;
  price_level: number | null;
  photo_url: string | null;
  types: string[];
  /** The section the provider found it for, when it knows. */
  category: PlaceSection | null;
  lat: number;
  lng: number;
}

/** A nearby-places source: OpenStreetMap Overpass by default, Google Places with a key. */
export interface PlacesProvider {
  readonly name: string;
  /** The source as readers know it ('OpenStreetMap'), shown beside the results. */
  readonly label: string;
  /** Whether the source rates places: the results are then ordered by rating. */
  readonly hasRatings: boolean;
  search(
    center: Point,
    radiusMeters: number,
    sections: readonly PlaceSection[],
  ): Promise<RawPlace[]>;
}

/**
 * Why an outside service failed: it could not be reached, it did not answer
 * in time, or it answered with an error or something unreadable.
 */
export type UpstreamReason = "unreachable" | "timeout" | "failed";

/** The outside service failed, timed out or answered something unreadable. */
export class UpstreamError extends Error {
  readonly reason: UpstreamReason;

  constructor(message: string, options?: { cause?: unknown; reason?: UpstreamReason }) {
    super(message, options);
    this.name = "UpstreamError";
    this.reason = options?.reason ?? "failed";
  }
}

/** A fetch that threw: timed out (its AbortSignal.timeout fired) or could not connect. */
export function fetchFailure(error: unknown): UpstreamReason {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
    ? "timeout"
    : "unreachable";
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversineMeters(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The section of a place by its types, first match in section order. */
export function categoryOf(types: readonly string[]): PlaceSection | null {
  for (const section of PLACE_SECTIONS) {
    if (PLACE_TYPE_CATEGORIES[section].some((t) => types.includes(t))) return section;
  }
  return null;
}

/** Rated places first, by rating descending; then the rest by distance, nearest first. */
export function comparePlaces(a: Place, b: Place): number {
  if (a.rating !== null && b.rating !== null && a.rating !== b.rating) return b.rating - a.rating;
  if (a.rating !== null && b.rating === null) return -1;
  if (a.rating === null && b.rating !== null) return 1;
  if (a.distanceMeters !== b.distanceMeters) return a.distanceMeters - b.distanceMeters;
  return a.name.localeCompare(b.name);
}

/**
 * Sorts each requested section and keeps at most PLACES_PER_CATEGORY of each,
 * within the radius, without duplicates.
 */
export function selectPlaces(
  raw: readonly RawPlace[],
  center: Point,
  radiusMeters: number,
  sections: readonly PlaceSection[],
): Place[] {
  const bySection = new Map<PlaceSection, Place[]>();
  const seen = new Set<string>();
  for (const place of raw) {
    const category = place.category ?? categoryOf(place.types);
    if (!category || !sections.includes(category) || !place.name.trim()) continue;
    const distanceMeters = Math.round(haversineMeters(center, place));
    if (distanceMeters > radiusMeters) continue;
    const key = `${category}|${place.name.toLowerCase()}|${place.lat.toFixed(4)}|${place.lng.toFixed(4)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const list = bySection.get(category) ?? [];
    list.push({ ...place, category, distanceMeters });
    bySection.set(category, list);
  }
  return sections.flatMap((section) =>
    (bySection.get(section) ?? []).sort(comparePlaces).slice(0, PLACES_PER_CATEGORY),
  );
}
