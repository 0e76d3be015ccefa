// What other modules may use of the jobs module. Anything not exported
// here is the module's own business.
export { clearJobCaches } from "./jobs.cache";
export {
  canApply,
  canDownloadResume,
  canManageJobAlert,
  canManageOrganization,
  canReadApplication,
  canReadOrganizationDashboard,
  canReviewApplication,
  canViewJob,
} from "./jobs.policy";
export {
  presentJobSummary,
  presentOrganization,
  presentOrganizationSummary,
} from "./jobs.presenter";
export {
  countOpenJobs,
  countOrganizationOpenJobs,
  effectiveStatus,
  findJob,
  findMembership,
  findOrganizationBySlug,
  insertMember,
  insertOrganization,
  isUniqueViolation,
  jobColumnValues,
  listOpenJobs,
  listOrganizationJobs,
  openCondition,
  updateOrganization,
  type Membership,
} from "./jobs.repository";
