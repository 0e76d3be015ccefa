import { useParams } from "react-router";
import {
  EditPolicyBrief,
  NewPolicyBrief,
} from "../../features/policy-briefs/components/policy-brief-editor";

/** /publish/policy-brief (create) and /publish/policy-brief/{id} (edit). */
function PublishPolicyBriefRoute() {
  const { id } = useParams();
  return id ? <EditPolicyBrief key={id} id={id} /> : <NewPolicyBrief />;
}

export { PublishPolicyBriefRoute as Component };
