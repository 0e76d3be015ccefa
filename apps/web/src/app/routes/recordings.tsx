import { RecordingsHub } from "../../features/recordings/components/recordings-hub";

/** /recordings: the recordings hub; filters, sort and page live in the URL. */
function RecordingsRoute() {
  return <RecordingsHub />;
}

export { RecordingsRoute as Component };
