import { FEED_FETCH_ERRORS } from "@field-commons/shared/content";
import type { ContentType } from "@field-commons/shared/content";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { useMapItems } from "../../../lib/content/get-content";
import { MapItemPopup } from "../../../components/map/map-item-popup";
import { ResearchMap } from "../../../components/map/research-map";

const TRIP_TYPES: readonly ContentType[] = ["trip"];

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
      renderPopup={(item) => <MapItemPopup item={item} showType={false} />}
    />
  );
}
