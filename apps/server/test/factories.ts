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

/** A request builder bound to a session cookie. */
export function as(app: FastifyInstance, cookie: string | null) {
  const headers = cookie ? { cookie } : {};
  return {
    get: (url: string) => app.inject({ method: "GET", url, headers }),
    post: (url: string, payload?: object) => app.inject({ method: "POST", url, headers, payload }),
    put: (url: string, payload: object) => app.inject({ method: "PUT", url, headers, payload }),
    patch: (url: string, payload: object) => app.inject({ method: "PATCH", url, headers, payload }),
    delete: (url: string, payload?: object) =>
      app.inject({ method: "DELETE", url, headers, payload }),
  };
}

/** Signs up a user of the role and returns a bound client and the user. */
export async function signedIn(app: FastifyInstance, db: Db, role: UserRole = "user") {
  const user = await makeUser(db, { role });
  const { cookie } = await login(app, user.email);
  return { user, cookie, client: as(app, cookie) };
}

/** A complete case study input that satisfies the publish rules. */
export function caseStudyInput(overrides: Record<string, unknown> = {}) {
  return {
    type: "case-study",
    title: "Community water boards in the Andes",
    summary: "How irrigators share scarce water through rotating turns.",
    domain: "Water & Oceans",
    location: { name: "Cusco", country: "Peru", lat: -13.53, lng: -71.97 },
    body: {
      dates: "2019-2023",
      problem: "Upstream users took more than their share in dry years.",
      intervention: "A rotating schedule enforced by elected water judges.",
      outcomes: "Conflicts fell and downstream plots were irrigated again.",
    },
    ...overrides,
  };
}
