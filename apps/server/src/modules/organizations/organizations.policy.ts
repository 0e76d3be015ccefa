import type { PublicUser } from "@field-commons/shared/users";

/**
 * Rights on an organization come from membership (the user's one
 * organization, looked up from the database, or none), never from the request.
 */
type UserLike = Pick<PublicUser, "id">;
type Membership = { userId: string; role: "owner" | "member" } | null | undefined;

/** The owner edits the organization's profile and its members. */
export function canManageOrganization(user: UserLike | null, membership: Membership): boolean {
  return !!user && membership?.userId === user.id && membership.role === "owner";
}

/** Members read their organization's dashboard: jobs, applications, analytics. */
export function canReadOrganizationDashboard(
  user: UserLike | null,
  membership: Membership,
): boolean {
  return !!user && membership?.userId === user.id;
}

/**
 * An invitation is answered only by the account that has the address it was
 * sent to: not by the owner who sent it, and not by an admin (membership is
 * the invited person's own choice).
 */
export function canAnswerInvitation(
  user: Pick<PublicUser, "email"> | null,
  invitation: { email: string },
): boolean {
  return !!user && user.email.toLowerCase() === invitation.email.toLowerCase();
}
