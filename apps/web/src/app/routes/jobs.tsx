import { JobsBoard } from "../../features/jobs/components/jobs-board";

/** /jobs: the jobs board; filters, sort, view and page live in the URL. */
function JobsRoute() {
  return <JobsBoard />;
}

export { JobsRoute as Component };
