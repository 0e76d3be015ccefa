import { z } from "zod";
import type { Db } from "../../db/client";
import { deliver, MAIL_TASK, type MailDeps } from "../mail";
import { organizationInvitationMail } from "../mail";
import { enqueue, taskType } from "../tasks";
import { handle, type TaskHandler } from "../tasks";
import { findUserByEmail } from "../users";
import { findInvitationById, issueInvitationToken } from "./invitations.repository";

// Like the account mails, the task carries no token: the worker makes it as it
// writes the message, so it exists only as a hash and in the message sent.

export const SendInvitationMail = taskType(
  "organizations.send-invitation",
  z.object({ invitationId: z.uuid() }),
  MAIL_TASK,
);

export function requestInvitationMail(db: Db, invitationId: string) {
  return enqueue(db, SendInvitationMail, { invitationId });
}

export function invitationMailHandlers(deps: MailDeps & { appUrl: string }): TaskHandler[] {
  return [
    handle(SendInvitationMail, async ({ invitationId }, { db }) => {
      const found = await findInvitationById(db, invitationId);
      // Revoked, replaced or answered since, or expired: nothing to send.
      if (!found) return;
      const { invitation } = found;
      if (invitation.status !== "pending" || invitation.expiresAt.getTime() <= Date.now()) return;
      const token = await issueInvitationToken(db, invitation.id);
      if (!token) return;
      const holder = await findUserByEmail(db, invitation.email);
      const mail = organizationInvitationMail({
        appUrl: deps.appUrl,
        organization: found.organizationName,
        invitedBy: found.invitedBy,
        hasAccount: !!holder && holder.status === "active",
        invitationId: invitation.id,
        token,
        expiresAt: invitation.expiresAt,
      });
      await deliver(deps, { to: invitation.email, ...mail, headers: {} });
    }),
  ];
}
