import { useParams } from "react-router";
import { JobPage } from "../../features/jobs/components/job-page";

/** /jobs/{id}: one job, with save, like, apply and related jobs. */
function JobRoute() {
  const { id = "" } = useParams();
  return <JobPage key={id} id={id} />;
}

export { JobRoute as Component };
