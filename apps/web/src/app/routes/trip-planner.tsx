import { TripPlanner } from "../../features/trip-planner/components/trip-planner";
import { useDocumentTitle } from "../../hooks/use-document-title";

/** /trip-planner (with ?trip={id}) and /publish/field-work: the same screen. */
function TripPlannerRoute() {
  useDocumentTitle("Trip Planner");
  return <TripPlanner />;
}

export { TripPlannerRoute as Component };
