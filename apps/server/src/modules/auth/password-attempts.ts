import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { tooManyRequests } from "../../errors";
import { hit, peek, type Limit } from "../../lib/rate-limit.repository";
import { normaliseEmail } from "../users";
import { burnVerifyTime, verifyPassword } from "../../lib/passwords";

/**
 * The one attempt limit in front of every password check: sign-in, the
 * password and e-mail changes, account deletion, and anything that asks
 * for a password later. Nothing else calls `verifyPassword`.
 *
 * - Wrong passwords are counted per account, in one count whichever route
 *   they were typed on (`AUTH_RATE_LIMIT_PER_ACCOUNT` per
 *   `AUTH_RATE_LIMIT_WINDOW_SECONDS`), so a stolen session cannot guess the
 *   password on one route after another.
 * - Once the count is reached, every attempt gets 429 (the shared
 *   rate-limit answer, with `Retry-After`) before the password is looked
 *   at: the right password does not get through either, and no hashing
 *   time is spent.
 * - Where the account is not known yet (sign-in), the address typed keys
 *   the count when no account has it, and every attempt also counts
 *   against the caller's IP (`AUTH_RATE_LIMIT_PER_IP`).
 */
export type PasswordAttemptSettings = Pick<
  Env,
  "AUTH_RATE_LIMIT_WINDOW_SECONDS" | "AUTH_RATE_LIMIT_PER_ACCOUNT" | "AUTH_RATE_LIMIT_PER_IP"
>;

export interface PasswordAttempt {
  /** The account: its id once known, else the address typed (sign-in with an unknown address). */
  account: { userId: string } | { email: string };
  /** The account's stored hash; null when there is none (the same time is spent on a dummy). */
  passwordHash: string | null;
  password: string;
  /** The caller's IP, where every attempt counts too (routes open to anyone). */
  ip?: string;
}

function limitOf(settings: PasswordAttemptSettings, max: number): Limit {
  return { max, windowSeconds: settings.AUTH_RATE_LIMIT_WINDOW_SECONDS };
}

/** The key wrong passwords for this account are counted under. */
export function passwordAttemptKey(account: PasswordAttempt["account"]): string {
  return "userId" in account
    ? `password:account:${account.userId}`
    : `password:email:${normaliseEmail(account.email)}`;
}

/**
 * Whether the password matches, after the limits: throws 429 when the
 * caller's IP or the account is over its limit, checked before the
 * password is verified. A wrong password counts against the account.
 */
export async function checkPassword(
  db: Db,
  settings: PasswordAttemptSettings,
  attempt: PasswordAttempt,
): Promise<boolean> {
  if (attempt.ip !== undefined) {
    const fromIp = await hit(
      db,
      `password:ip:${attempt.ip}`,
      limitOf(settings, settings.AUTH_RATE_LIMIT_PER_IP),
    );
    if (!fromIp.allowed) throw tooManyRequests(fromIp.retryAfterSeconds);
  }
  const key = passwordAttemptKey(attempt.account);
  const limit = limitOf(settings, settings.AUTH_RATE_LIMIT_PER_ACCOUNT);
  const before = await peek(db, key, limit);
  if (!before.allowed) throw tooManyRequests(before.retryAfterSeconds);

  const ok =
    attempt.passwordHash === null
      ? (await burnVerifyTime(attempt.password), false)
      : await verifyPassword(attempt.passwordHash, attempt.password);
  if (!ok) {
    const counted = await hit(db, key, limit);
    // Two wrong attempts at once may both pass the check above; the later one is refused here.
    if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds);
  }
  return ok;
}
