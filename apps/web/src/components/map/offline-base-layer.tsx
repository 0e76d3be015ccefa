/**
 * The offline base layer: country outlines drawn under the tiles, so the map
 * is never grey with pins floating on nothing when no tile server answers (a
 * field station, a train, the e2e server). The outlines are always drawn; when
 * a tile fails to load a small notice says only the outlines are shown.
 *
 * Data: `countries-110m.json` from the `world-atlas` npm package (Natural Earth
 * 1:110m admin-0 countries as TopoJSON, by Mike Bostock), licence ISC; Natural
 * Earth itself is public domain. It is bundled with this module, which only
 * the lazy map chunk imports, so nothing is fetched at run time and the first
 * page load never carries it.
 */
import type { PathOptions } from "leaflet";
import { useState } from "react";
import { GeoJSON as GeoJsonLayer, Pane, TileLayer } from "react-leaflet";
import { feature } from "topojson-client";
import countries110m from "world-atlas/countries-110m.json";

export const OFFLINE_MAP_TEXTS = {
  notice: "Offline map: country outlines only",
} as const;

/** The map container's background: the sea around the outlines. */
export const OCEAN_COLOUR = "#dbeafe";

/** The pane of the outlines, below Leaflet's tile pane (z-index 200). */
export const OUTLINE_PANE = "country-outlines";
const OUTLINE_PANE_Z_INDEX = 150;

const OUTLINE_STYLE: PathOptions = {
  color: "#94a3b8", // slate-400 borders
  weight: 0.75,
  opacity: 1,
  fillColor: "#f1f5f0", // a soft neutral land
  fillOpacity: 1,
};

type Topology = Parameters<typeof feature>[0];
type Countries = GeoJSON.FeatureCollection<GeoJSON.Geometry>;

let countriesGeoJson: Countries | null = null;

/**
 * A ring that crosses the antimeridian (Fiji, Russia's far east) jumps from
 * 180° to -180° and back; drawn as is in Leaflet's flat projection it would
 * streak across the whole map. Shift the far side by 360° so the ring stays
 * continuous. Rings with an odd number of jumps go round a pole (Antarctica)
 * and are left alone.
 */
function unwrapRing(ring: GeoJSON.Position[]): GeoJSON.Position[] {
  let jumps = 0;
  for (let i = 1; i < ring.length; i++) {
    if (Math.abs((ring[i]?.[0] ?? 0) - (ring[i - 1]?.[0] ?? 0)) > 180) jumps++;
  }
  if (jumps === 0 || jumps % 2 === 1) return ring;
  let offset = 0;
  return ring.map(([lng = 0, lat = 0], i) => {
    const previous = ring[i - 1]?.[0];
    if (previous !== undefined) {
      if (lng - previous > 180) offset -= 360;
      else if (previous - lng > 180) offset += 360;
    }
    return [lng + offset, lat];
  });
}

function unwrapGeometry(geometry: GeoJSON.Geometry): GeoJSON.Geometry {
  if (geometry.type === "Polygon") {
    return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  }
  if (geometry.type === "MultiPolygon") {
    return {
      ...geometry,
      coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)),
    };
  }
  return geometry;
}

/** The world's countries as GeoJSON, converted from the TopoJSON once and kept. */
export function countryOutlines(): Countries {
  if (!countriesGeoJson) {
    const topology = countries110m as unknown as Topology;
    const countries = topology.objects["countries"];
    if (countries?.type !== "GeometryCollection") throw new Error("world-atlas: no countries");
    const collection = feature(topology, countries);
    countriesGeoJson = {
      ...collection,
      features: collection.features.map((country) => ({
        ...country,
        geometry: unwrapGeometry(country.geometry),
      })),
    };
  }
  return countriesGeoJson;
}

/** The country outlines in their own non-interactive pane below the tiles. */
export function CountryOutlines() {
  return (
    <Pane name={OUTLINE_PANE} style={{ zIndex: OUTLINE_PANE_Z_INDEX, pointerEvents: "none" }}>
      <GeoJsonLayer data={countryOutlines()} style={OUTLINE_STYLE} interactive={false} />
    </Pane>
  );
}

export interface BaseLayersProps {
  /** The tile URL template; without it (config not loaded) only the outlines show. */
  tileUrl?: string;
  tileAttribution?: string;
}

/**
 * The map's base: country outlines, the tile layer over them and, once a tile
 * has failed to load, a small notice that only the outlines are shown.
 */
export function BaseLayers({ tileUrl, tileAttribution }: BaseLayersProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <>
      <CountryOutlines />
      {tileUrl ? (
        <TileLayer
          url={tileUrl}
          attribution={tileAttribution}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
      ) : null}
      {tilesFailed ? (
        <p
          role="status"
          className="pointer-events-none absolute top-2 right-2 z-[1000] max-w-[60%] rounded bg-white/85 px-2 py-1 text-xs text-slate-700 shadow-sm"
        >
          {OFFLINE_MAP_TEXTS.notice}
        </p>
      ) : null}
    </>
  );
}
