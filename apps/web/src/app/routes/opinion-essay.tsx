import { useParams } from "react-router";
import { EssayPage } from "../../features/opinion-essays/components/essay-page";

/** /opinion-essay/{id}: the slug or the id. */
function OpinionEssayRoute() {
  const { id = "" } = useParams();
  return <EssayPage key={id} idOrSlug={id} />;
}

export { OpinionEssayRoute as Component };
