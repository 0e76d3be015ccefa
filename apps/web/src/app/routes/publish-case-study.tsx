import { useParams } from "react-router";
import {
  EditCaseStudy,
  NewCaseStudy,
} from "../../features/case-studies/components/case-study-editor";

/** /publish/case-study (create) and /publish/case-study/{id} (edit). */
function PublishCaseStudyRoute() {
  const { id } = useParams();
  return id ? <EditCaseStudy key={id} id={id} /> : <NewCaseStudy />;
}

export { PublishCaseStudyRoute as Component };
