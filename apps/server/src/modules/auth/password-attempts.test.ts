import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "@field-commons/shared/profiles";
import { tasks } from "../../db/schema/tasks";
import { profiles } from "../../db/schema/profiles";
import { sessions } from "../../db/schema/sessions";
import { users } from "../../db/schema/users";
import { as, login, makeUser, TEST_PASSWORD, uniqueEmail } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";

// The defaults: 10 wrong passwords per account per window, 50 attempts per IP.
const t = await createTestApp();
const db = t.database.db;
const LIMIT = t.app.config.AUTH_RATE_LIMIT_PER_ACCOUNT;

let ipCounter = 0;
/** Each test signs in from its own address, so only the account limit is in play. */
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: ip,
  });

async function member() {
  const user = await makeUser(db);
  const { cookie } = await login(t.app, user.email);
  return { user, cookie, client: as(t.app, cookie) };
}

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    success: false,
    error: {
      code: "RATE_LIMITED",
      message: expect.stringMatching(
        /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
      ),
    },
  });
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
}

const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];
const sessionCount = async (userId: string) =>
  (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe(`every password check stops after ${LIMIT} wrong passwords`, () => {
  it("sign-in: the next attempt is refused before the password is checked, even the right one", async () => {
    const user = await makeUser(db);
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) {
      expect((await signIn(user.email, `wrong guess ${i}`, ip)).statusCode).toBe(401);
    }
    const limited = await signIn(user.email, TEST_PASSWORD, ip);
    expectLimited(limited);
    expect(limited.cookies.find((c) => c.name === "fc_session")).toBeUndefined();
    expect(await sessionCount(user.id)).toBe(0);
  });

  it("sign-in with an address no account has: limited the same way", async () => {
    const email = uniqueEmail("nobody");
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) {
      expect((await signIn(email, `wrong guess ${i}`, ip)).statusCode).toBe(401);
    }
    expectLimited(await signIn(email, "wrong guess", ip));
  });

  it("account deletion: the next attempt is refused and the account stays", async () => {
    const { user, cookie, client } = await member();
    for (let i = 0; i < LIMIT; i++) {
      const wrong = await client.delete("/api/me", { password: `wrong ${i}`, published: "remove" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({ password: [PROFILE_MESSAGES.wrongPassword] });
    }
    expectLimited(await client.delete("/api/me", { password: TEST_PASSWORD, published: "remove" }));
    expect(await userRow(user.id)).toBeDefined();
    expect((await as(t.app, cookie).get("/api/auth/me")).json().user?.id).toBe(user.id);
  });

  it("password change: the next attempt is refused and the password stays", async () => {
    const { user, client } = await member();
    const before = (await userRow(user.id))!.passwordHash;
    for (let i = 0; i < LIMIT; i++) {
      const wrong = await client.post("/api/me/password", {
        currentPassword: `wrong ${i}`,
        newPassword: "a brand new notebook",
      });
      expect(wrong.statusCode).toBe(400);
    }
    expectLimited(
      await client.post("/api/me/password", {
        currentPassword: TEST_PASSWORD,
        newPassword: "a brand new notebook",
      }),
    );
    expect((await userRow(user.id))!.passwordHash).toBe(before);
    expect((await signIn(user.email, "a brand new notebook", freshIp())).statusCode).not.toBe(200);
  });

  it("e-mail change: the next attempt is refused, nothing is pending and no mail is queued", async () => {
    const { user, client } = await member();
    const newEmail = uniqueEmail("moved");
    for (let i = 0; i < LIMIT; i++) {
      const wrong = await client.post("/api/me/email", { newEmail, currentPassword: `wrong ${i}` });
      expect(wrong.statusCode).toBe(400);
    }
    expectLimited(await client.post("/api/me/email", { newEmail, currentPassword: TEST_PASSWORD }));
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.pendingEmail ?? null).toBeNull();
    const queued = await db.select().from(tasks).where(eq(tasks.name, "auth.send-email-change"));
    expect(queued.filter((job) => JSON.stringify(job.payload).includes(user.id))).toEqual([]);
  });

  it("counts one budget per account across routes: guesses through a session lock sign-in too", async () => {
    const { user, client } = await member();
    const half = Math.ceil(LIMIT / 2);
    for (let i = 0; i < half; i++) {
      await client.delete("/api/me", { password: `wrong ${i}`, published: "remove" });
    }
    for (let i = half; i < LIMIT; i++) {
      await client.post("/api/me/password", {
        currentPassword: `wrong ${i}`,
        newPassword: "a brand new notebook",
      });
    }
    expectLimited(await signIn(user.email, TEST_PASSWORD, freshIp()));
    expectLimited(
      await client.post("/api/me/email", {
        newEmail: uniqueEmail(),
        currentPassword: TEST_PASSWORD,
      }),
    );
  });

  it("right passwords do not count: a member who types theirs is never limited by it", async () => {
    const { user, client } = await member();
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await signIn(user.email, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
    }
    const deleted = await client.delete("/api/me", {
      password: TEST_PASSWORD,
      published: "remove",
    });
    expect(deleted.statusCode).toBe(200);
    expect(await userRow(user.id)).toBeUndefined();
  });
});
