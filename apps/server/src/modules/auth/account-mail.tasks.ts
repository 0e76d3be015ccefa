import { z } from "zod";
import {
  RESET_TOKEN_TTL_MINUTES,
  VERIFY_TOKEN_TTL_HOURS,
} from "@field-commons/shared/account-recovery";
import type { Db } from "../../db/client";
import { deliver, MAIL_TASK, type MailDeps } from "../mail";
import { emailChangeMail, emailInUseMail, passwordResetMail, verificationMail } from "../mail";
import { findUserWithProfile } from "../profiles";
import { enqueue, taskType } from "../tasks";
import { handle, type TaskHandler } from "../tasks";
import { findUserByEmail, findUserById } from "../users";
import { createAccountToken } from "./account-tokens.repository";

// The tasks carry no token: the worker creates it when it writes the message,
// so a token exists only as a hash in the database and in the message sent.

export const SendVerificationMail = taskType(
  "auth.send-verification",
  z.object({ userId: z.uuid() }),
  MAIL_TASK,
);

/** Carries the address as typed, so the request does the same work whether it is known or not. */
export const SendPasswordResetMail = taskType(
  "auth.send-password-reset",
  z.object({ email: z.string().min(1).max(254) }),
  MAIL_TASK,
);

/** Carries the new address, so a later request (which changes the pending address) makes this one a no-op. */
export const SendEmailChangeMail = taskType(
  "auth.send-email-change",
  z.object({ userId: z.uuid(), email: z.string().min(1).max(254) }),
  MAIL_TASK,
);

export function requestEmailChangeMail(db: Db, userId: string, email: string) {
  return enqueue(db, SendEmailChangeMail, { userId, email });
}

export function requestVerificationMail(db: Db, userId: string) {
  return enqueue(db, SendVerificationMail, { userId });
}

export function requestPasswordResetMail(db: Db, email: string) {
  return enqueue(db, SendPasswordResetMail, { email });
}

export function accountMailHandlers(deps: MailDeps & { appUrl: string }): TaskHandler[] {
  return [
    handle(SendVerificationMail, async ({ userId }, { db }) => {
      const user = await findUserById(db, userId);
      // Deleted, already verified or banned since: nothing to send.
      if (!user || user.isVerified || user.status === "banned") return;
      const token = await createAccountToken(db, {
        purpose: "verify-email",
        userId: user.id,
        email: user.email,
        ttlMs: VERIFY_TOKEN_TTL_HOURS * 3_600_000,
      });
      const mail = verificationMail({
        appUrl: deps.appUrl,
        name: user.name,
        token,
        validHours: VERIFY_TOKEN_TTL_HOURS,
      });
      await deliver(deps, { to: user.email, ...mail, headers: {} });
    }),
    handle(SendEmailChangeMail, async ({ userId, email }, { db }) => {
      const found = await findUserWithProfile(db, userId);
      // Deleted, banned, or asked for another address since: nothing to send.
      if (!found || found.user.status !== "active" || found.profile.pendingEmail !== email) return;
      const holder = await findUserByEmail(db, email);
      if (holder) {
        if (holder.id !== userId) {
          await deliver(deps, {
            to: email,
            ...emailInUseMail({ appUrl: deps.appUrl }),
            headers: {},
          });
        }
        return;
      }
      const token = await createAccountToken(db, {
        purpose: "change-email",
        userId,
        email,
        ttlMs: VERIFY_TOKEN_TTL_HOURS * 3_600_000,
      });
      const mail = emailChangeMail({
        appUrl: deps.appUrl,
        name: found.user.name,
        token,
        validHours: VERIFY_TOKEN_TTL_HOURS,
      });
      await deliver(deps, { to: email, ...mail, headers: {} });
    }),
    handle(SendPasswordResetMail, async ({ email }, { db }) => {
      const user = await findUserByEmail(db, email);
      // Unknown addresses get nothing, and the request that asked never learns it.
      if (!user || user.status !== "active") return;
      const token = await createAccountToken(db, {
        purpose: "reset-password",
        userId: user.id,
        email: user.email,
        ttlMs: RESET_TOKEN_TTL_MINUTES * 60_000,
      });
      const mail = passwordResetMail({
        appUrl: deps.appUrl,
        name: user.name,
        token,
        validMinutes: RESET_TOKEN_TTL_MINUTES,
      });
      await deliver(deps, { to: user.email, ...mail, headers: {} });
    }),
  ];
}
