import type { FastifyBaseLogger } from "fastify";
import {
  PLACE_SECTIONS,
  TRIP_MESSAGES,
  type PlaceSection,
  type PlacesResult,
} from "@field-commons/shared/trips";
import { AppError, notFound } from "../../errors";
import { TtlCache } from "../../lib/ttl-cache";
import type { Geocoder } from "./geocoder";
import { selectPlaces, UpstreamError, type PlacesProvider } from "./places";

/** Results are kept 5 minutes, to be kind to the public services. */
const CACHE_MS = 5 * 60_000;

export class PlacesService {
  private readonly cache = new TtlCache<PlacesResult["places"]>(CACHE_MS);

  constructor(
    private readonly geocoder: Geocoder,
    private readonly provider: PlacesProvider,
    private readonly log?: FastifyBaseLogger,
  ) {}

  get providerName(): string {
    return this.provider.name;
  }

  async search(query: {
    location: string;
    section: PlaceSection | "all";
    radius: number;
  }): Promise<PlacesResult> {
    const point = await this.geocoder.geocode(query.location);
    if (!point) throw notFound(TRIP_MESSAGES.noPlacesForLocation);
    const sections: PlaceSection[] =
      query.section === "all" ? [...PLACE_SECTIONS] : [query.section];
    const center = { lat: point.lat, lng: point.lng };
    const key = [
      this.provider.name,
      center.lat.toFixed(5),
      center.lng.toFixed(5),
      query.radius,
      sections.join(","),
    ].join("|");
    let places: PlacesResult["places"];
    try {
      places = await this.cache.get(key, async () =>
        selectPlaces(
          await this.provider.search(center, query.radius, sections),
          center,
          query.radius,
          sections,
        ),
      );
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      this.log?.warn({ provider: this.provider.name, reason: error.message }, "places failed");
      // 504 when the service did not answer in time, 502 when it failed otherwise: the
      // planner tells the person which.
      throw new AppError(
        error.reason === "timeout" ? 504 : 502,
        "UPSTREAM_FAILED",
        TRIP_MESSAGES.placesFailed,
      );
    }
    return {
      places,
      location: { name: query.location, lat: center.lat, lng: center.lng },
      searchRadius: query.radius,
      ranking: {
        by: this.provider.hasRatings ? "rating" : "distance",
        source: this.provider.label,
      },
    };
  }
}
