import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { PublicUser, UserRole } from "@field-commons/shared/users";
import type { Db } from "../src/db/client";
import { hashPassword } from "../src/modules/auth/passwords";
import { insertUser } from "../src/modules/users/users.repository";
import { sessionCookie } from "./test-app";

export const TEST_PASSWORD = "field-notes-2026";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.org`;
}

/** Inserts exactly one user row. */
export async function makeUser(
  db: Db,
  overrides: { role?: UserRole; email?: string; name?: string; password?: string } = {},
) {
  const user = await insertUser(db, {
    email: overrides.email ?? uniqueEmail(overrides.role ?? "user"),
    name: overrides.name ?? "Test Researcher",
    passwordHash: await hashPassword(overrides.password ?? TEST_PASSWORD),
    role: overrides.role ?? "user",
    isContributor: overrides.role !== undefined && overrides.role !== "user",
  });
  if (!user) throw new Error("factory: user not inserted");
  return user;
}

/** Signs a user in through the real login route; returns the Cookie header. */
export async function login(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<{ cookie: string; user: PublicUser }> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookie(response), user: response.json().user as PublicUser };
}
