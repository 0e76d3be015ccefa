import { JOB_MESSAGES, type MyOrganization } from "@field-commons/shared/jobs";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { listMemberNames } from "./invitations.repository";
import { canReadOrganizationDashboard } from "./organizations.policy";
import { presentOrganization } from "./organizations.presenter";
import {
  countOrganizationOpenJobs,
  findMembership,
  type Membership,
} from "./organizations.repository";

export const organizationNotFound = () =>
  new AppError(404, "ORGANIZATION_NOT_FOUND", JOB_MESSAGES.organizationNotFound);

/** The user's organization; 404 ORGANIZATION_NOT_FOUND without one. */
export async function requireMembership(db: Db, user: PublicUser): Promise<Membership> {
  const membership = await findMembership(db, user.id);
  if (!membership || !canReadOrganizationDashboard(user, membership)) {
    throw organizationNotFound();
  }
  return membership;
}

/** GET /api/organizations/me: the organization, the caller's role, and its members' names. */
export async function presentMyOrganization(
  db: Db,
  membership: Membership,
): Promise<MyOrganization> {
  const [openJobs, members] = await Promise.all([
    countOrganizationOpenJobs(db, membership.organization.id),
    listMemberNames(db, membership.organization.id),
  ]);
  return {
    organization: presentOrganization(membership.organization, openJobs),
    role: membership.role,
    members: members.map((m) => ({ ...m, addedAt: m.addedAt.toISOString() })),
  };
}
