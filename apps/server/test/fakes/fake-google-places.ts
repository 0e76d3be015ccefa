import { startFakeServer, type FakeServer } from "./fake-http-server";

export interface GoogleResult {
  name: string;
  vicinity?: string;
  rating?: number;
  user_ratings_total?: number;
  price_level?: number;
  types: string[];
  geometry: { location: { lat: number; lng: number } };
  photos?: { photo_reference: string; height: number; width: number }[];
}

/**
 * Google Places Nearby Search: GET /maps/api/place/nearbysearch/json with
 * location, radius, type and key, answering { results, status }. A wrong
 * key gets REQUEST_DENIED as Google does.
 */
export function startFakeGooglePlaces(
  apiKey: string,
  resultsByType: Record<string, GoogleResult[]>,
): Promise<FakeServer> {
  return startFakeServer((request) => {
    if (request.url.pathname !== "/maps/api/place/nearbysearch/json") {
      return { status: 404, text: "not found" };
    }
    if (request.url.searchParams.get("key") !== apiKey) {
      return {
        json: { results: [], status: "REQUEST_DENIED", error_message: "The key is invalid." },
      };
    }
    const results = resultsByType[request.url.searchParams.get("type") ?? ""] ?? [];
    return {
      json: {
        html_attributions: [],
        results: results.map((r, i) => ({ place_id: `place-${i}`, ...r })),
        status: results.length > 0 ? "OK" : "ZERO_RESULTS",
      },
    };
  });
}
