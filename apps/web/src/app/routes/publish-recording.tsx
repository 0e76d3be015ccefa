import { useParams } from "react-router";
import { RecordingForm } from "../../features/recordings/components/recording-form";

/** /publish/recording (create) and /publish/recording/{id} (edit). */
function PublishRecordingRoute() {
  const { id } = useParams();
  return <RecordingForm key={id ?? "new"} id={id} />;
}

export { PublishRecordingRoute as Component };
