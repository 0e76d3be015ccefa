import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema/users";
import type { AccountTokenPurpose } from "../../db/schema/account-tokens";
import type { Env } from "../../env";
import { AppError, accountBanned, badRequest, conflict, tooManyRequests } from "../../errors";
import { hit, type Limit } from "../../lib/rate-limit.repository";
import { sendMail } from "../mail";
import { emailChangedMail, passwordChangedMail } from "../mail";
import { PROFILE_MESSAGES } from "@field-commons/shared/profiles";
import { findUserWithProfile } from "../profiles";
import { findUserByEmail, findUserById, normaliseEmail, updateUser } from "../users";
import { requestPasswordResetMail, requestVerificationMail } from "./account-mail.tasks";
import { clearPendingEmail, resetPasswordHash, setVerifiedEmail } from "./account.repository";
import {
  consumeAccountToken,
  peekAccountToken,
  revokeAccountTokens,
  type TokenCheck,
} from "./account-tokens.repository";
import { hashPassword, passwordRefusal } from "../../lib/passwords";
import { deleteUserSessions } from "../../lib/sessions.repository";

/** Messages asked for per address (reset links, verification resends) per window. */
export const MAIL_REQUESTS_PER_ADDRESS = 5;

/** The configuration these requests read: the auth rate limits. */
type RecoveryLimits = Pick<Env, "AUTH_RATE_LIMIT_WINDOW_SECONDS" | "AUTH_RATE_LIMIT_PER_IP">;

async function limit(db: Db, settings: RecoveryLimits, key: string, max: number): Promise<void> {
  const rule: Limit = { max, windowSeconds: settings.AUTH_RATE_LIMIT_WINDOW_SECONDS };
  const result = await hit(db, key, rule);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

function limitIp(db: Db, settings: RecoveryLimits, action: string, ip: string) {
  return limit(db, settings, `${action}:ip:${ip}`, settings.AUTH_RATE_LIMIT_PER_IP);
}

const TOKEN_ERRORS = {
  invalid: {
    code: "TOKEN_INVALID",
    message: "This link is not valid. Check that you opened the whole link, or ask for a new one.",
  },
  expired: { code: "TOKEN_EXPIRED", message: "This link has expired. Ask for a new one." },
  used: { code: "TOKEN_USED", message: "This link has already been used." },
} as const;

function tokenError(result: Exclude<TokenCheck, { ok: true }>): AppError {
  const { code, message } = TOKEN_ERRORS[result.reason];
  return new AppError(400, code, message);
}

const INVALID: Exclude<TokenCheck, { ok: true }> = { ok: false, reason: "invalid" };

/**
 * Asks for a reset link. The request does the same work whatever the
 * address (count, then enqueue); the worker decides whether there is anyone
 * to write to.
 */
export async function forgotPassword(
  db: Db,
  settings: RecoveryLimits,
  ip: string,
  email: string,
): Promise<void> {
  await limitIp(db, settings, "forgot-password", ip);
  const address = normaliseEmail(email);
  await limit(db, settings, `forgot-password:account:${address}`, MAIL_REQUESTS_PER_ADDRESS);
  await requestPasswordResetMail(db, address);
}

/** Sends a new verification link to a signed-in, unverified user. */
export async function resendVerification(
  db: Db,
  settings: RecoveryLimits,
  ip: string,
  user: { id: string; isVerified: boolean },
): Promise<"sent" | "already-verified"> {
  await limitIp(db, settings, "resend-verification", ip);
  await limit(db, settings, `resend-verification:account:${user.id}`, MAIL_REQUESTS_PER_ADDRESS);
  if (user.isVerified) return "already-verified";
  await requestVerificationMail(db, user.id);
  return "sent";
}

/** A token bound to an account is only good for that account's current address. */
function boundUser(
  user: UserRow | undefined,
  token: { email: string; purpose: AccountTokenPurpose },
): UserRow | undefined {
  if (!user) return undefined;
  if (token.purpose === "verify-email" && normaliseEmail(user.email) !== token.email) {
    return undefined;
  }
  return user;
}

/**
 * Verifies the address a link was sent to. A link followed again, once the
 * address it names is verified, is not a failure: it says so
 * (`alreadyVerified`).
 */
export async function verifyEmail(
  db: Db,
  settings: RecoveryLimits & Pick<Env, "appUrl">,
  ip: string,
  token: string,
): Promise<{ user: UserRow; alreadyVerified: boolean }> {
  await limitIp(db, settings, "verify-email", ip);
  return db.transaction(async (tx) => {
    const result = await consumeAccountToken(tx, "verify-email", token);
    if (!result.ok && result.reason === "invalid") {
      // The same page opens the links that confirm a new address.
      const change = await consumeAccountToken(tx, "change-email", token);
      if (change.ok || change.reason !== "invalid") {
        return { user: await finishEmailChange(tx, settings, change), alreadyVerified: false };
      }
    }
    if (!result.ok && result.reason === "used") {
      const user = boundUser(await findUserById(tx, result.row.userId), result.row);
      if (user?.isVerified) return { user, alreadyVerified: true };
    }
    if (!result.ok) throw tokenError(result);
    const user = boundUser(await findUserById(tx, result.row.userId), result.row);
    if (!user) throw tokenError(INVALID);
    if (user.isVerified) return { user, alreadyVerified: true };
    const updated = await updateUser(tx, user.id, { isVerified: true });
    return { user: updated ?? user, alreadyVerified: false };
  });
}

/**
 * Moves the account to the address the link was sent to, which that link
 * proves; links sent to the old address stop working and the old address is
 * told. Another account that took the address meanwhile wins.
 */
async function finishEmailChange(
  tx: Db,
  settings: Pick<Env, "appUrl">,
  result: TokenCheck,
): Promise<UserRow> {
  if (!result.ok) throw tokenError(result);
  const { userId, email } = result.row;
  const found = await findUserWithProfile(tx, userId);
  if (!found || found.user.status !== "active" || found.profile.pendingEmail !== email) {
    throw tokenError(INVALID);
  }
  const holder = await findUserByEmail(tx, email);
  if (holder && holder.id !== userId) throw conflict("EMAIL_TAKEN", PROFILE_MESSAGES.emailTaken);
  const oldEmail = found.user.email;
  const updated = await setVerifiedEmail(tx, userId, email);
  await clearPendingEmail(tx, userId);
  for (const purpose of ["verify-email", "change-email", "reset-password"] as const) {
    await revokeAccountTokens(tx, userId, purpose);
  }
  await sendMail(tx, {
    to: oldEmail,
    ...emailChangedMail({ appUrl: settings.appUrl, name: found.user.name, newEmail: email }),
  });
  return updated ?? found.user;
}

/**
 * Sets a new password with a reset token: in one transaction the token is
 * used, the password replaced, every other reset link and every session of
 * the account revoked, and a notice e-mailed. The caller signs the user in.
 */
export async function resetPassword(
  db: Db,
  settings: RecoveryLimits & Pick<Env, "appUrl">,
  ip: string,
  input: { token: string; password: string },
): Promise<UserRow> {
  await limitIp(db, settings, "reset-password", ip);
  // Cheap checks first, so a dead link does not cost a password hash.
  const peeked = await peekAccountToken(db, "reset-password", input.token);
  if (!peeked.ok) throw tokenError(peeked);
  // The same rules as sign-up (passwords.ts), the address and name being the account's.
  const owner = await findUserById(db, peeked.row.userId);
  const refusal = passwordRefusal(input.password, peeked.row.email, owner?.name);
  if (refusal) throw badRequest("Invalid body", { password: [refusal] });
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const result = await consumeAccountToken(tx, "reset-password", input.token);
    if (!result.ok) throw tokenError(result);
    const user = boundUser(await findUserById(tx, result.row.userId), result.row);
    if (!user) throw tokenError(INVALID);
    if (user.status === "banned") throw accountBanned();
    // The link reached this address, so the address is proven too.
    const proven = normaliseEmail(user.email) === result.row.email;
    const updated = await resetPasswordHash(tx, user.id, {
      passwordHash,
      isVerified: proven ? true : user.isVerified,
    });
    await revokeAccountTokens(tx, user.id, "reset-password");
    await deleteUserSessions(tx, user.id);
    await sendMail(tx, {
      to: user.email,
      ...passwordChangedMail({ appUrl: settings.appUrl, name: user.name }),
    });
    return updated ?? user;
  });
}
