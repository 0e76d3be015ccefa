// What other modules may use of the organizations module. Anything not
// exported here is the module's own business.
export { presentOrganization } from "./organizations.presenter";
export {
  countOrganizationOpenJobs,
  findMembership,
  findOrganizationBySlug,
  insertMember,
  insertOrganization,
  isUniqueViolation,
  lockOrganization,
  organizationOwners,
  type Membership,
} from "./organizations.repository";
export { organizationNotFound, requireMembership } from "./organizations.service";
