import { DISPLAY_FALLBACKS, contentPath } from "@field-commons/shared/content";
import type { ContentType } from "@field-commons/shared/content";
import { Link } from "react-router";
import { CONTENT_TYPE_INFO } from "../../lib/content-types";

export interface MapPopupItem {
  type: ContentType;
  id: string;
  slug: string;
  title: string;
  locationName?: string;
  /** A trip's notes, already cut for the popup by the server. */
  notes?: string;
}

/**
 * A research map marker's popup: the type label ('Field Work', 'Case Study'),
 * the title linking to the item, its place and, for a trip, its notes cut to
 * 100 characters.
 */
export function MapItemPopup({
  item,
  showType = true,
}: {
  item: MapPopupItem;
  /** Off where every pin has the same type (the planner's map of trips). */
  showType?: boolean;
}) {
  const notes = item.notes?.trim();
  return (
    <div className="max-w-64 min-w-40 space-y-1">
      {showType ? (
        <div className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
          {CONTENT_TYPE_INFO[item.type].label}
        </div>
      ) : null}
      <div className="text-base font-semibold">
        <Link to={contentPath(item)} className="text-accent underline hover:text-accent-hover">
          {item.title.trim() || DISPLAY_FALLBACKS.title}
        </Link>
      </div>
      {item.locationName ? <div className="text-sm text-slate-700">{item.locationName}</div> : null}
      {notes ? (
        // A div: Leaflet's stylesheet gives paragraphs in popups wide margins.
        <div className="text-sm break-words whitespace-pre-line text-slate-600">
          <span className="sr-only">Notes: </span>
          {notes}
        </div>
      ) : null}
    </div>
  );
}
