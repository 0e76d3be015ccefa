import "leaflet/dist/leaflet.css";
import L from "leaflet";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import iconUrl from "leaflet/dist/images/marker-icon.png";
import shadowUrl from "leaflet/dist/images/marker-shadow.png";
import { useEffect, useMemo } from "react";
import type { ReactNode } from "react";
import { MapContainer, Marker, Popup, useMap } from "react-leaflet";
import { usePublicConfig } from "../../lib/public-config";
import {
  MAP_CENTER,
  MAP_FIT_MAX_ZOOM,
  MAP_FIT_PADDING_PX,
  MAP_ZOOM,
  MARKER_ANCHOR,
  MARKER_POPUP_ANCHOR,
  MARKER_SIZE,
  markerKind,
  markerSvg,
} from "./map-items";
import type { MapPoint, MarkerKind } from "./map-items";
import { BaseLayers, OCEAN_COLOUR } from "./offline-base-layer";

// Leaflet's default marker would look for its images next to leaflet.css or on
// a CDN. Point it at the copies bundled with the app (every marker here uses
// its own DivIcon, so this is only a safety net).
L.Icon.Default.imagePath = "";
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

const icons = new Map<string, L.DivIcon>();

function markerIcon(kind: MarkerKind, selected: boolean): L.DivIcon {
  const key = `${kind}:${selected ? "selected" : "plain"}`;
  let icon = icons.get(key);
  if (!icon) {
    icon = L.divIcon({
      html: markerSvg(kind, { selected }),
      className: "research-map-pin",
      iconSize: MARKER_SIZE,
      iconAnchor: MARKER_ANCHOR,
      popupAnchor: MARKER_POPUP_ANCHOR,
    });
    icons.set(key, icon);
  }
  return icon;
}

/** Room kept around an opened popup: the zoom buttons' width, the offline notice's height. */
const POPUP_PAN_PADDING_TOP_LEFT: [number, number] = [52, 48];
const POPUP_PAN_PADDING_BOTTOM_RIGHT: [number, number] = [12, 12];

const KIND_LABELS: Record<MarkerKind, string> = {
  trip: "Field Work",
  "case-study": "Case Study",
  other: "Research",
};

/** Fits the view to every item, with 20 px padding, whenever the items change. */
function FitToItems({ points }: { points: readonly MapPoint[] }) {
  const map = useMap();
  const bounds = useMemo(
    () => (points.length > 0 ? L.latLngBounds(points.map((p) => [p.lat, p.lng])) : null),
    [points],
  );
  useEffect(() => {
    if (!bounds) return;
    map.fitBounds(bounds, {
      padding: [MAP_FIT_PADDING_PX, MAP_FIT_PADDING_PX],
      maxZoom: MAP_FIT_MAX_ZOOM,
    });
  }, [map, bounds]);
  return null;
}

export interface ResearchMapCanvasProps {
  points: readonly MapPoint[];
  selectedId: string | null;
  onSelect: (point: MapPoint) => void;
  renderPopup?: (point: MapPoint) => ReactNode;
  className?: string;
}

/** The Leaflet map itself; loaded on demand so pages without a map never download Leaflet. */
export default function ResearchMapCanvas({
  points,
  selectedId,
  onSelect,
  renderPopup,
  className,
}: ResearchMapCanvasProps) {
  const config = usePublicConfig();

  return (
    <MapContainer
      center={MAP_CENTER}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      worldCopyJump
      className={className}
      // The sea around the offline country outlines (seen when tiles fail).
      style={{ background: OCEAN_COLOUR }}
    >
      {/* Country outlines always, tiles over them once the config is known. */}
      <BaseLayers tileUrl={config.data?.tileUrl} tileAttribution={config.data?.tileAttribution} />
      <FitToItems points={points} />
      {points.map((point) => {
        const kind = markerKind(point.type);
        const selected = point.id === selectedId;
        return (
          <Marker
            key={point.id}
            position={[point.lat, point.lng]}
            icon={markerIcon(kind, selected)}
            title={`${KIND_LABELS[kind]}: ${point.title}`}
            zIndexOffset={selected ? 1000 : 0}
            eventHandlers={{ click: () => onSelect(point) }}
          >
            {renderPopup ? (
              <Popup
                // Pan an opened popup clear of the zoom buttons (top left) and
                // the offline notice (top right), which sit above popups.
                autoPanPaddingTopLeft={POPUP_PAN_PADDING_TOP_LEFT}
                autoPanPaddingBottomRight={POPUP_PAN_PADDING_BOTTOM_RIGHT}
              >
                {renderPopup(point)}
              </Popup>
            ) : null}
          </Marker>
        );
      })}
    </MapContainer>
  );
}
