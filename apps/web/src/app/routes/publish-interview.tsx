import { useParams } from "react-router";
import { EditInterview, NewInterview } from "../../features/interviews/components/interview-editor";

/** /publish/interview (create) and /publish/interview/{id} (edit). */
function PublishInterviewRoute() {
  const { id } = useParams();
  return id ? <EditInterview key={id} id={id} /> : <NewInterview />;
}

export { PublishInterviewRoute as Component };
