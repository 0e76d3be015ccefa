import { useParams } from "react-router";
import { DigestDetailPage } from "../../features/digests/components/digest-detail";

/** /digest/{id}: one week's digest. */
function DigestRoute() {
  const { id = "" } = useParams();
  return <DigestDetailPage key={id} id={id} />;
}

export { DigestRoute as Component };
