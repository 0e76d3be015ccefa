import { useParams } from "react-router";
import { TripPage } from "../../features/trips/components/trip-page";

/** /trip/{id}: the id or the slug. */
function TripRoute() {
  const { id = "" } = useParams();
  return <TripPage key={id} idOrSlug={id} />;
}

export { TripRoute as Component };
