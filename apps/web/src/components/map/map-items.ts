/** Research map constants: the whole world in view, 500 px high. */
export const MAP_CENTER: [number, number] = [20, 0];
export const MAP_ZOOM = 2;
export const MAP_HEIGHT_PX = 500;
export const MAP_FIT_PADDING_PX = 20;
/** Zoom used when fitting the view to a single place (or a few very close ones). */
export const MAP_FIT_MAX_ZOOM = 12;

/** Marker geometry: a 30x30 pin whose tip sits on the place; popups open above it. */
export const MARKER_SIZE: [number, number] = [30, 30];
export const MARKER_ANCHOR: [number, number] = [15, 30];
export const MARKER_POPUP_ANCHOR: [number, number] = [0, -30];

/** What the map needs of an item. Coordinates may be missing; such items are skipped. */
export interface MapPointInput {
  id: string;
  type: string;
  slug: string;
  title: string;
  domain?: string | null;
  locationName?: string;
  lat?: number | null;
  lng?: number | null;
}

export type MapPoint<T extends MapPointInput = MapPointInput> = T & { lat: number; lng: number };

function isLatitude(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= -90 && value <= 90;
}

function isLongitude(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= -180 && value <= 180;
}

/** The items that can be placed on the map: those with a valid latitude and longitude. */
export function withCoordinates<T extends MapPointInput>(items: readonly T[]): MapPoint<T>[] {
  return items.filter((item): item is MapPoint<T> => isLatitude(item.lat) && isLongitude(item.lng));
}

export type MarkerKind = "trip" | "case-study" | "other";

export function markerKind(type: string): MarkerKind {
  return type === "trip" || type === "case-study" ? type : "other";
}

/** Pin colours by kind, matching the legend (white glyphs on them pass AA). */
export const MARKER_COLOURS: Record<MarkerKind, string> = {
  trip: "#0e6b5c",
  "case-study": "#9a3412",
  other: "#475569",
};

/** The legend's two entries. */
export const MAP_LEGEND: readonly { kind: MarkerKind; label: string }[] = [
  { kind: "trip", label: "Field Work" },
  { kind: "case-study", label: "Case Studies" },
];

const GLYPHS: Record<MarkerKind, string> = {
  // A flag: field work.
  trip: '<path d="M11.5 17V7.5m0 0h6.5l-1.6 2.3 1.6 2.3h-6.5" />',
  // A document: a case study.
  "case-study": '<path d="M11 7.2h5l2.2 2.2V17H11z M13 11.4h3.4 M13 13.9h3.4" />',
  other: '<circle cx="15" cy="12" r="2.6" />',
};

/**
 * The marker as inline SVG (used in a Leaflet DivIcon and in the legend), so
 * no marker image is ever fetched from anywhere.
 */
export function markerSvg(kind: MarkerKind, { selected = false } = {}): string {
  const stroke = selected ? "#0f172a" : "#ffffff";
  const strokeWidth = selected ? 2.4 : 1.5;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 30" width="30" height="30" aria-hidden="true" focusable="false">` +
    `<path d="M15 29.2S4 19.3 4 12a11 11 0 0 1 22 0c0 7.3-11 17.2-11 17.2z" fill="${MARKER_COLOURS[kind]}" stroke="${stroke}" stroke-width="${strokeWidth}" />` +
    `<g fill="none" stroke="#ffffff" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[kind]}</g>` +
    `</svg>`
  );
}
