import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "./auth";
import { OrganizationSummary } from "./jobs";

/**
 * Organization membership by invitation: the owner invites an address, the
 * person with that address accepts (or declines). Nothing changes for them
 * until they accept.
 */

/** An invitation can be answered for this long. */
export const INVITATION_TTL_DAYS = 14;
/** Invitations one person may send per window (a 429 after that). */
export const INVITATION_RATE_LIMIT = { max: 20, windowSeconds: 60 * 60 } as const;
/** Invitations an organization may have waiting for an answer at once. */
export const PENDING_INVITATIONS_MAX = 50;

/** A pending invitation past its expiry is expired; the others were answered or withdrawn. */
export const INVITATION_STATUSES = ["pending", "accepted", "declined", "revoked"] as const;

export const INVITATION_MESSAGES = {
  sent: (email: string) => `Invitation sent to ${email}. They become a member once they accept it.`,
  notFound: "This invitation does not exist, was withdrawn, or was sent to another address.",
  expired: "This invitation has expired. Ask the organization's owner for a new one.",
  used: "This invitation has already been answered.",
  notVerified:
    "Confirm your e-mail address first: open the link in the invitation e-mail, or the one we sent when you signed up.",
  alreadyInOrganization:
    "You already belong to an organization, and an account can belong to only one. Leave it before you accept.",
  tooManyPending: `Your organization has ${PENDING_INVITATIONS_MAX} invitations waiting for an answer. Revoke some before you invite more.`,
  ownerCannotLeave:
    "The owner cannot leave the organization. It stays yours while it has jobs and members.",
  ownerCannotBeRemoved: "The owner cannot be removed from the organization.",
  memberNotFound: "That person is not a member of your organization.",
  invitationNotFound: "That invitation is no longer waiting for an answer.",
} as const;

/** POST /api/organizations/me/invitations: the address to invite. */
export const InviteMemberInput = z.object({
  email: z
    .string({ error: "Enter the e-mail address to invite" })
    .trim()
    .min(1, "Enter the e-mail address to invite")
    .max(EMAIL_MAX_LENGTH, "That e-mail address is too long")
    .toLowerCase()
    .pipe(z.email("Enter a valid e-mail address")),
});
export type InviteMemberInput = z.input<typeof InviteMemberInput>;

/** An invitation as its organization's owner sees it: the address they typed, nothing about any account. */
export const SentInvitation = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type SentInvitation = z.infer<typeof SentInvitation>;

/** 201 from POST /api/organizations/me/invitations: the same whether or not the address has an account. */
export const InvitationCreated = z.object({ invitation: SentInvitation });
export type InvitationCreated = z.infer<typeof InvitationCreated>;

/** GET /api/organizations/me/invitations: invitations still waiting for an answer, newest first. */
export const SentInvitations = z.object({ invitations: z.array(SentInvitation) });
export type SentInvitations = z.infer<typeof SentInvitations>;

/** An invitation addressed to the signed-in account's e-mail address. */
export const ReceivedInvitation = z.object({
  id: z.string(),
  organization: OrganizationSummary,
  /** The name of the owner who invited, or null when that account is gone. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ReceivedInvitation = z.infer<typeof ReceivedInvitation>;

/** GET /api/organizations/invitations: open invitations to the signed-in account, newest first. */
export const ReceivedInvitations = z.object({ invitations: z.array(ReceivedInvitation) });
export type ReceivedInvitations = z.infer<typeof ReceivedInvitations>;

export const InvitationParams = z.object({ id: z.uuid() });
export const MemberParams = z.object({ userId: z.uuid() });

/** The token of the invitation e-mail's link: 256 random bits, base64url. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST /api/organizations/invitations/:id/accept. The token from the e-mail
 * proves the address for an account that has not confirmed it yet.
 */
export const AcceptInvitationInput = z.object({
  token: z.string().regex(INVITATION_TOKEN_PATTERN, "Invalid token").optional(),
});
export type AcceptInvitationInput = z.input<typeof AcceptInvitationInput>;
