import { DISPLAY_FALLBACKS, FEED_FETCH_ERRORS, contentPath } from "@field-commons/shared/content";
import type { ContentType } from "@field-commons/shared/content";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { useMapItems } from "../../../lib/content/get-content";
import type { MapItemInput } from "../../../lib/content/get-content";
import { ResearchMap } from "../../../components/map/research-map";

const TRIP_TYPES: readonly ContentType[] = ["trip"];

function TripPopup({ item }: { item: MapItemInput }) {
  return (
    <div className="min-w-40 space-y-1">
      <div className="text-base font-semibold">
        <Link to={contentPath(item)} className="text-accent underline hover:text-accent-hover">
          {item.title.trim() || DISPLAY_FALLBACKS.title}
        </Link>
      </div>
      {item.locationName ? <div className="text-sm text-slate-700">{item.locationName}</div> : null}
    </div>
  );
}

/** Every published trip on the research map (loaded with the planner's lazy chunk). */
export default function TripsMap() {
  const query = useMapItems(TRIP_TYPES);
  if (query.isLoadingError) {
    return (
      <div className="space-y-3">
        <Message tone="error">{FEED_FETCH_ERRORS.trip}</Message>
        <Button variant="secondary" isBusy={query.isFetching} onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <ResearchMap
      items={query.data ?? []}
      isLoading={query.isPending}
      renderPopup={(item) => <TripPopup item={item} />}
    />
  );
}
