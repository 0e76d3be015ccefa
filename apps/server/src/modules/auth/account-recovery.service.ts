import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema/users";
import type { AccountTokenPurpose } from "../../db/schema/account-tokens";
import type { Env } from "../../env";
import { AppError, accountBanned, badRequest, tooManyRequests } from "../../errors";
import { hit, type Limit } from "../../lib/rate-limit.repository";
import { sendMail } from "../mail/mail.jobs";
import { passwordChangedMail } from "../mail/mail.templates";
import { findUserById, normaliseEmail, updateUser } from "../users/users.repository";
import { requestPasswordResetMail, requestVerificationMail } from "./account-mail.jobs";
import {
  consumeAccountToken,
  peekAccountToken,
  revokeAccountTokens,
  type TokenCheck,
} from "./account-tokens.repository";
import { hashPassword, passwordRefusal } from "./passwords";
import { deleteUserSessions } from "./sessions.repository";

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

export async function verifyEmail(
  db: Db,
  settings: RecoveryLimits,
  ip: string,
  token: string,
): Promise<UserRow> {
  await limitIp(db, settings, "verify-email", ip);
  return db.transaction(async (tx) => {
    const result = await consumeAccountToken(tx, "verify-email", token);
    if (!result.ok) throw tokenError(result);
    const user = boundUser(await findUserById(tx, result.row.userId), result.row);
    if (!user) throw tokenError(INVALID);
    if (user.isVerified) return user;
    const updated = await updateUser(tx, user.id, { isVerified: true });
    return updated ?? user;
  });
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
  // The same rules as sign-up (passwords.ts), the address being the account's.
  const refusal = passwordRefusal(input.password, peeked.row.email);
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
    const rows = await tx
      .update(users)
      .set({
        passwordHash,
        isVerified: proven ? true : user.isVerified,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id))
      .returning();
    await revokeAccountTokens(tx, user.id, "reset-password");
    await deleteUserSessions(tx, user.id);
    await sendMail(tx, {
      to: user.email,
      ...passwordChangedMail({ appUrl: settings.appUrl, name: user.name }),
    });
    return rows[0] ?? user;
  });
}
