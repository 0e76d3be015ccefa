import { OPEN_JOBS_LIMIT, type JobStatus } from "@field-commons/shared/jobs";
import {
  hasContributorRights,
  isAdminRole,
  type PublicUser,
  type UserRole,
} from "@field-commons/shared/users";

/**
 * Who may do what on the jobs board. Every policy takes the user first and
 * the user's membership (their one organization, looked up from the
 * database, or none) last: rights come from membership, never from the
 * request.
 */
export interface MembershipLike {
  userId: string;
  organization: { id: string };
  role: "owner" | "member";
}

type UserLike = Pick<PublicUser, "id">;
type Membership = MembershipLike | null | undefined;

interface JobLike {
  organizationId: string;
  status: JobStatus;
}

interface ApplicationLike {
  applicantId: string;
  /** The organization of the job applied to. */
  organizationId: string;
}

function memberOf(user: UserLike | null, membership: Membership, organizationId: string): boolean {
  return (
    !!user &&
    !!membership &&
    membership.userId === user.id &&
    membership.organization.id === organizationId
  );
}

/** Members of the posting organization edit and delete a job and review its applicants. */
export function canManageJob(
  user: UserLike | null,
  job: Pick<JobLike, "organizationId">,
  membership: Membership,
): boolean {
  return memberOf(user, membership, job.organizationId);
}

/** Active and closed jobs are public; drafts only for the organization. */
export function canViewJob(user: UserLike | null, job: JobLike, membership: Membership): boolean {
  return job.status !== "draft" || canManageJob(user, job, membership);
}

/** Posting needs an organization. */
export function canPostJobs(user: UserLike | null, membership: Membership): boolean {
  return !!user && membership?.userId === user.id;
}

/**
 * How many open jobs the organization may have at once (OPEN_JOBS_LIMIT), by
 * the plan of its owners: none for an admin's organization (null), the
 * contributor plan's when an owner has contributor rights, else the free
 * plan's. Drafts and closed jobs take no slot.
 */
export function openJobsLimit(
  owners: readonly { role: UserRole; isContributor: boolean }[],
): number | null {
  if (owners.some((owner) => isAdminRole(owner))) return null;
  return owners.some((owner) => hasContributorRights(owner))
    ? OPEN_JOBS_LIMIT.contributor
    : OPEN_JOBS_LIMIT.free;
}

/** The applicant and the members of the job's organization. */
export function canReadApplication(
  user: UserLike | null,
  application: ApplicationLike,
  membership: Membership,
): boolean {
  if (!user) return false;
  return (
    user.id === application.applicantId || memberOf(user, membership, application.organizationId)
  );
}

/** Only the job's organization sets an application's status (any to any). */
export function canReviewApplication(
  user: UserLike | null,
  application: ApplicationLike,
  membership: Membership,
): boolean {
  return memberOf(user, membership, application.organizationId);
}

/** The résumé goes to the applicant and the job's organization only. */
export function canDownloadResume(
  user: UserLike | null,
  application: ApplicationLike,
  membership: Membership,
): boolean {
  return canReadApplication(user, application, membership);
}

/** Applications are taken while the job is open (its effective status). */
export function canApply(job: { status: JobStatus }): boolean {
  return job.status === "active";
}

/** A job alert is its owner's alone. */
export function canManageJobAlert(user: UserLike | null, alert: { userId: string }): boolean {
  return !!user && user.id === alert.userId;
}
