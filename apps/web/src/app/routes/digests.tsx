import { DigestArchive } from "../../features/digests/components/digest-archive";

/** /digest: the weekly digest archive. */
function DigestsRoute() {
  return <DigestArchive />;
}

export { DigestsRoute as Component };
