import { describe, expect, it } from "vitest";
import {
  MAP_CENTER,
  MAP_FIT_PADDING_PX,
  MAP_HEIGHT_PX,
  MAP_LEGEND,
  MAP_ZOOM,
  MARKER_ANCHOR,
  MARKER_POPUP_ANCHOR,
  MARKER_SIZE,
  markerKind,
  markerSvg,
  withCoordinates,
} from "./map-items";

const base = { type: "trip", slug: "s", title: "T" };

describe("withCoordinates", () => {
  it("keeps items with a latitude and a longitude, in order", () => {
    const items = [
      { ...base, id: "a", lat: 10, lng: 20 },
      { ...base, id: "b", lat: 0, lng: 0 },
      { ...base, id: "c", lat: -90, lng: 180 },
    ];
    expect(withCoordinates(items).map((item) => item.id)).toEqual(["a", "b", "c"]);
  });

  it("skips items without lat or lng, or with values that are not coordinates", () => {
    const items = [
      { ...base, id: "no-lat", lng: 20 },
      { ...base, id: "no-lng", lat: 10 },
      { ...base, id: "null-lat", lat: null, lng: 20 },
      { ...base, id: "null-lng", lat: 10, lng: null },
      { ...base, id: "nan", lat: Number.NaN, lng: 20 },
      { ...base, id: "infinite", lat: 10, lng: Number.POSITIVE_INFINITY },
      { ...base, id: "lat-range", lat: 91, lng: 20 },
      { ...base, id: "lng-range", lat: 10, lng: -181 },
      { ...base, id: "kept", lat: 1, lng: 2 },
    ];
    expect(withCoordinates(items).map((item) => item.id)).toEqual(["kept"]);
  });
});

describe("map constants and markers", () => {
  it("follows the spec's map settings", () => {
    expect(MAP_CENTER).toEqual([20, 0]);
    expect(MAP_ZOOM).toBe(2);
    expect(MAP_HEIGHT_PX).toBe(500);
    expect(MAP_FIT_PADDING_PX).toBe(20);
    expect(MARKER_SIZE).toEqual([30, 30]);
    expect(MARKER_ANCHOR).toEqual([15, 30]);
    expect(MARKER_POPUP_ANCHOR).toEqual([0, -30]);
    expect(MAP_LEGEND.map((entry) => entry.label)).toEqual(["Field Work", "Case Studies"]);
  });

  it("draws different pins for trips and case studies, with nothing loaded from elsewhere", () => {
    expect(markerKind("trip")).toBe("trip");
    expect(markerKind("case-study")).toBe("case-study");
    expect(markerKind("interview")).toBe("other");
    const trip = markerSvg("trip");
    const caseStudy = markerSvg("case-study");
    expect(trip).not.toBe(caseStudy);
    for (const svg of [trip, caseStudy, markerSvg("trip", { selected: true })]) {
      expect(svg).toMatch(/^<svg [^>]*width="30" height="30"/);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
    expect(markerSvg("trip", { selected: true })).not.toBe(trip);
  });
});
