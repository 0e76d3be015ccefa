import { act, render, screen } from "@testing-library/react";
import L from "leaflet";
import { MapContainer, useMap } from "react-leaflet";
import { describe, expect, it } from "vitest";
import { BaseLayers, countryOutlines, OFFLINE_MAP_TEXTS, OUTLINE_PANE } from "./offline-base-layer";

const GEOMETRY_TYPES = new Set(["Polygon", "MultiPolygon"]);

describe("countryOutlines", () => {
  it("converts the world-atlas topology to country polygons, once", () => {
    const outlines = countryOutlines();
    expect(outlines.type).toBe("FeatureCollection");
    expect(outlines.features.length).toBeGreaterThan(150);
    for (const country of outlines.features) {
      expect(country.type).toBe("Feature");
      expect(GEOMETRY_TYPES.has(country.geometry.type)).toBe(true);
    }
    // Coordinates are longitude/latitude in degrees, not quantized integers.
    const first = outlines.features[0]?.geometry;
    const ring =
      first?.type === "Polygon"
        ? first.coordinates[0]
        : first?.type === "MultiPolygon"
          ? first.coordinates[0]?.[0]
          : undefined;
    const [lng, lat] = ring?.[0] ?? [];
    expect(Math.abs(lng ?? 999)).toBeLessThanOrEqual(180);
    expect(Math.abs(lat ?? 999)).toBeLessThanOrEqual(90);
    expect(countryOutlines()).toBe(outlines);
  });

  it("keeps rings that cross the antimeridian continuous (no streak across the map)", () => {
    const streaking: string[] = [];
    for (const country of countryOutlines().features) {
      const { geometry } = country;
      const polygons =
        geometry.type === "Polygon"
          ? [geometry.coordinates]
          : geometry.type === "MultiPolygon"
            ? geometry.coordinates
            : [];
      const name = String(country.properties?.["name"]);
      for (const ring of polygons.flat()) {
        const jumps = ring.filter(
          (point, i) => i > 0 && Math.abs((point[0] ?? 0) - (ring[i - 1]?.[0] ?? 0)) > 180,
        ).length;
        // Antarctica's ring goes round the pole: one jump along its southern edge.
        if (jumps > 0 && !(name === "Antarctica" && jumps === 1)) streaking.push(name);
      }
    }
    expect(streaking).toEqual([]);
  });
});

describe("BaseLayers", () => {
  it("draws the outlines in their own pane below the tiles and shows a notice after a tile error", () => {
    let map: L.Map | undefined;
    function GrabMap() {
      map = useMap();
      return null;
    }
    render(
      <MapContainer center={[20, 0]} zoom={2} style={{ width: 800, height: 400 }}>
        <BaseLayers tileUrl="https://tile.invalid/{z}/{x}/{y}.png" tileAttribution="" />
        <GrabMap />
      </MapContainer>,
    );
    expect(map).toBeDefined();
    const pane = map?.getPane(OUTLINE_PANE);
    expect(pane).toBeDefined();
    expect(Number(pane?.style.zIndex)).toBeLessThan(200); // Leaflet's tile pane is 200
    const layers: L.Layer[] = [];
    map?.eachLayer((layer) => layers.push(layer));
    const outlines = layers.find((layer): layer is L.GeoJSON => layer instanceof L.GeoJSON);
    expect(outlines?.getLayers().length).toBeGreaterThan(150);
    expect(outlines?.options.pane).toBe(OUTLINE_PANE);
    expect(outlines?.options.interactive).toBe(false);

    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    const tiles = layers.find((layer): layer is L.TileLayer => layer instanceof L.TileLayer);
    expect(tiles).toBeDefined();
    act(() => {
      tiles?.fire("tileerror", { error: new Error("offline") });
    });
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_MAP_TEXTS.notice);
  });
});
