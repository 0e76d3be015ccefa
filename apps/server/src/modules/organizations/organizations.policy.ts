import type { PublicUser } from "@field-commons/shared/users";

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
