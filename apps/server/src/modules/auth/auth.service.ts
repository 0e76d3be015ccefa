import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RegisterInput } from "@field-commons/shared/auth";
import type { UserRow } from "../../db/schema/users";
import {
  accountBanned,
  accountInactive,
  badRequest,
  conflict,
  invalidCredentials,
  tooManyRequests,
} from "../../errors";
import { hit, peek, type Limit } from "../../lib/rate-limit.repository";
import { findUserByEmail, insertUser, normaliseEmail } from "../users/users.repository";
import { burnVerifyTime, hashPassword, passwordRefusal, verifyPassword } from "./passwords";

function limits(app: FastifyInstance): { ip: Limit; account: Limit } {
  const windowSeconds = app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  return {
    ip: { max: app.config.AUTH_RATE_LIMIT_PER_IP, windowSeconds },
    account: { max: app.config.AUTH_RATE_LIMIT_PER_ACCOUNT, windowSeconds },
  };
}

async function countIp(
  app: FastifyInstance,
  action: string,
  request: FastifyRequest,
): Promise<void> {
  const result = await hit(app.database.db, `${action}:ip:${request.ip}`, limits(app).ip);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/**
 * Checks a password and returns the user. Failed attempts are counted per
 * account and every attempt per IP. The error never tells whether the e-mail
 * exists.
 */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  password: string,
): Promise<UserRow> {
  const db = app.database.db;
  await countIp(app, "login", request);
  const accountKey = `login:account:${normaliseEmail(email)}`;
  const accountLimit = limits(app).account;
  const previous = await peek(db, accountKey, accountLimit);
  if (!previous.allowed) throw tooManyRequests(previous.retryAfterSeconds);

  const user = await findUserByEmail(db, email);
  const ok = user
    ? await verifyPassword(user.passwordHash, password)
    : (await burnVerifyTime(password), false);
  if (!user || !ok) {
    const counted = await hit(db, accountKey, accountLimit);
    if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds);
    throw invalidCredentials();
  }
  // Only after the password matched: nobody learns an account's status without it.
  if (user.status === "banned") throw accountBanned();
  if (user.status === "inactive") throw accountInactive();
  return user;
}

export async function register(
  app: FastifyInstance,
  request: FastifyRequest,
  input: Required<RegisterInput>,
): Promise<UserRow> {
  const db = app.database.db;
  await countIp(app, "register", request);
  const accountAttempt = await hit(
    db,
    `register:account:${normaliseEmail(input.email)}`,
    limits(app).account,
  );
  if (!accountAttempt.allowed) throw tooManyRequests(accountAttempt.retryAfterSeconds);

  const refusal = passwordRefusal(input.password, input.email);
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
  return user;
}
