import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  GeocodeQuery,
  GeocodeResult,
  PlacesQuery,
  PlacesResult,
} from "@field-commons/shared/trips";
import { tooManyRequests } from "../../errors";
import { access } from "../../plugins/access";
import { hit, type Limit } from "../../lib/rate-limit.repository";
import { Geocoder } from "./geocoder";
import { GooglePlacesProvider } from "./google-places-provider";
import { OverpassProvider } from "./overpass-provider";
import type { PlacesProvider } from "./places";
import { PlacesService } from "./places.service";

/** Per IP: lookups that may reach the public geocoder and places services. */
export const GEOCODE_LIMIT: Limit = { max: 60, windowSeconds: 60 };
export const PLACES_LIMIT: Limit = { max: 30, windowSeconds: 60 };

const errors = {
  400: ApiErrorBody,
  404: ApiErrorBody,
  429: ApiErrorBody,
  502: ApiErrorBody,
  504: ApiErrorBody,
};

/** Geocoding (GET /api/geocode) and nearby places (GET /api/places/search). */
export default async function geoRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const env = app.config;
  const geocoder = new Geocoder(app.database.db, {
    url: env.GEOCODER_URL,
    userAgent: env.GEOCODER_USER_AGENT,
    log: app.log,
  });
  const provider: PlacesProvider = env.GOOGLE_PLACES_API_KEY
    ? new GooglePlacesProvider({ url: env.GOOGLE_PLACES_URL, apiKey: env.GOOGLE_PLACES_API_KEY })
    : new OverpassProvider({ url: env.OVERPASS_URL, userAgent: env.GEOCODER_USER_AGENT });
  const places = new PlacesService(geocoder, provider, app.log);

  async function limit(request: FastifyRequest, action: string, rule: Limit) {
    const result = await hit(app.database.db, `${action}:ip:${request.ip}`, rule);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }

  app.get(
    "/geocode",
    {
      config: { access: access("public") },
      schema: {
        tags: ["geo"],
        summary:
          "Coordinates of a place: the built-in country table, the cache, then the geocoder (1 request a second)",
        querystring: GeocodeQuery,
        response: { 200: GeocodeResult, ...errors },
      },
    },
    async (request) => {
      await limit(request, "geocode", GEOCODE_LIMIT);
      return { result: await geocoder.geocode(request.query.q) };
    },
  );

  app.get(
    "/places/search",
    {
      config: { access: access("public") },
      schema: {
        tags: ["geo"],
        summary:
          "Restaurants, hotels and attractions near a place: at most 3 of each, best rated first, then nearest",
        querystring: PlacesQuery,
        response: { 200: PlacesResult, ...errors },
      },
    },
    async (request) => {
      await limit(request, "places", PLACES_LIMIT);
      return places.search(request.query);
    },
  );
}
