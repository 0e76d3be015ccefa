// What other modules may use of the jobs module. Anything not exported
// here is the module's own business.
export { effectiveStatus, openCondition } from "../../lib/jobs-board";
export { clearJobCaches } from "./jobs.cache";
export {
  canApply,
  canDownloadResume,
  canManageJobAlert,
  canReadApplication,
  canReviewApplication,
  canViewJob,
} from "./jobs.policy";
export { presentJobSummary } from "./jobs.presenter";
export { countOpenJobs, findJob, jobColumnValues, listOpenJobs } from "./jobs.repository";
