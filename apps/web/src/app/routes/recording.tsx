import { useParams } from "react-router";
import { RecordingPage } from "../../features/recordings/components/recording-page";

/** /recordings/{id}: one recording with its transcript and analysis. */
function RecordingRoute() {
  const { id = "" } = useParams();
  return <RecordingPage key={id} id={id} />;
}

export { RecordingRoute as Component };
