import { useParams } from "react-router";
import { ContributorWriteGate } from "../../components/upgrade/contributor-write-gate";
import { RecordingForm } from "../../features/recordings/components/recording-form";

/**
 * /publish/recording (create) and /publish/recording/{id} (edit). Publishing
 * a recording needs the Contributor plan, so a new one first meets the
 * upgrade offer (ContributorWriteGate).
 */
function PublishRecordingRoute() {
  const { id } = useParams();
  if (id) return <RecordingForm key={id} id={id} />;
  return (
    <ContributorWriteGate label="Recording" nounPlural="recordings">
      <RecordingForm key="new" />
    </ContributorWriteGate>
  );
}

export { PublishRecordingRoute as Component };
