import { startFakeServer, type FakeServer } from "./fake-http-server";

/**
 * A Nominatim-compatible geocoder: GET /search?q=&format=json&limit=1,
 * answering a JSON list whose items carry lat and lon as strings, as
 * Nominatim does. Places it does not know get an empty list.
 */
export function startFakeNominatim(
  places: Record<string, { lat: number; lng: number }>,
): Promise<FakeServer> {
  return startFakeServer((request) => {
    if (request.url.pathname !== "/search") return { status: 404, text: "not found" };
    const q = (request.url.searchParams.get("q") ?? "").toLowerCase();
    const place = places[q];
    return {
      json: place
        ? [
            {
              place_id: 1,
              licence: "Data © OpenStreetMap contributors, ODbL 1.0.",
              lat: String(place.lat),
              lon: String(place.lng),
              display_name: q,
              class: "place",
              type: "city",
              importance: 0.6,
            },
          ]
        : [],
    };
  });
}
