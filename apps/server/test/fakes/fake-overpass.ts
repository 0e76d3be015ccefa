import { startFakeServer, type FakeServer } from "./fake-http-server";

export interface OsmElement {
  type: "node" | "way" | "relation";
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags: Record<string, string>;
}

/**
 * An Overpass API interpreter: POST form field `data` with the QL query,
 * answering { version, generator, osm3s, elements } as Overpass does.
 */
export function startFakeOverpass(elements: OsmElement[]): Promise<FakeServer> {
  return startFakeServer((request) => {
    if (request.method !== "POST") return { status: 405, text: "method not allowed" };
    const query = new URLSearchParams(request.body).get("data") ?? "";
    if (!query.startsWith("[out:json]")) return { status: 400, text: "bad query" };
    return {
      json: {
        version: 0.6,
        generator: "Overpass API (fake for tests)",
        osm3s: { timestamp_osm_base: "2026-01-01T00:00:00Z", copyright: "ODbL" },
        elements,
      },
    };
  });
}
