import { useParams } from "react-router";
import { EditEssay, NewEssay } from "../../features/opinion-essays/components/essay-editor";

/** /publish/opinion-essay (create) and /publish/opinion-essay/{id} (edit). */
function PublishOpinionEssayRoute() {
  const { id } = useParams();
  return id ? <EditEssay key={id} id={id} /> : <NewEssay />;
}

export { PublishOpinionEssayRoute as Component };
