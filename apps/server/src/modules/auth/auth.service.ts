import type { RegisterInput } from "@field-commons/shared/auth";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema/users";
import type { Env } from "../../env";
import {
  accountBanned,
  accountInactive,
  badRequest,
  conflict,
  invalidCredentials,
  tooManyRequests,
} from "../../errors";
import { hit, type Limit } from "../../lib/rate-limit.repository";
import { findUserByEmail, insertUser, normaliseEmail } from "../users";
import { insertWeeklyDigestProfile } from "./account.repository";
import { checkPassword } from "./password-attempts";
import { hashPassword, passwordRefusal } from "../../lib/passwords";

/** The configuration sign-in and sign-up read: their rate limits. */
type AuthSettings = Pick<
  Env,
  "AUTH_RATE_LIMIT_WINDOW_SECONDS" | "AUTH_RATE_LIMIT_PER_IP" | "AUTH_RATE_LIMIT_PER_ACCOUNT"
>;

function limits(settings: AuthSettings): { ip: Limit; account: Limit } {
  const windowSeconds = settings.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  return {
    ip: { max: settings.AUTH_RATE_LIMIT_PER_IP, windowSeconds },
    account: { max: settings.AUTH_RATE_LIMIT_PER_ACCOUNT, windowSeconds },
  };
}

async function countIp(db: Db, settings: AuthSettings, action: string, ip: string): Promise<void> {
  const result = await hit(db, `${action}:ip:${ip}`, limits(settings).ip);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/**
 * Checks a password and returns the user. The attempt limits are the
 * shared password gate's (password-attempts.ts): every attempt per IP,
 * wrong passwords per account (or per address when no account has it).
 * The error never tells whether the e-mail exists.
 */
export async function authenticate(
  db: Db,
  settings: AuthSettings,
  ip: string,
  email: string,
  password: string,
): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const ok = await checkPassword(db, settings, {
    account: user ? { userId: user.id } : { email },
    passwordHash: user?.passwordHash ?? null,
    password,
    ip,
  });
  if (!user || !ok) throw invalidCredentials();
  // Only after the password matched: nobody learns an account's status without it.
  if (user.status === "banned") throw accountBanned();
  if (user.status === "inactive") throw accountInactive();
  return user;
}

export async function register(
  db: Db,
  settings: AuthSettings,
  ip: string,
  input: Required<RegisterInput>,
): Promise<UserRow> {
  await countIp(db, settings, "register", ip);
  const accountAttempt = await hit(
    db,
    `register:account:${normaliseEmail(input.email)}`,
    limits(settings).account,
  );
  if (!accountAttempt.allowed) throw tooManyRequests(accountAttempt.retryAfterSeconds);

  const refusal = passwordRefusal(input.password, input.email, input.name);
  if (refusal) throw badRequest("Invalid body", { password: [refusal] });
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(db, {
    email: input.email,
    name: input.name,
    passwordHash,
    requestedPlan: input.plan,
  });
  if (!user) {
    throw conflict("EMAIL_TAKEN", "An account with this email already exists", {
      email: ["An account with this email already exists"],
    });
  }
  if (input.weeklyDigest) {
    await insertWeeklyDigestProfile(db, user.id);
  }
  return user;
}
