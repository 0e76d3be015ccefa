import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ORIGIN, sessionCookie, type TestApp } from "../../../test/test-app";
import { login, makeUser, TEST_PASSWORD, uniqueEmail } from "../../../test/factories";
import { findUserByEmail } from "../users/users.repository";
import { countUserSessions } from "../../lib/sessions.repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function register(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: payload as object,
    headers,
  });
}

async function userCount(): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from users`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe("POST /api/auth/register", () => {
  it("creates a free account, signs it in, and stores an Argon2id hash", async () => {
    const email = uniqueEmail("free");
    const response = await register({
      name: "Ana Lima",
      email,
      password: TEST_PASSWORD,
      plan: "free",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      user: {
        email,
        name: "Ana Lima",
        role: "user",
        status: "active",
        plan: "free",
        isContributor: false,
      },
    });
    expect(body.user).not.toHaveProperty("passwordHash");
    const cookie = response.cookies.find((c) => c.name === "fc_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    const row = await findUserByEmail(t.database.db, email);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    // The token itself is never stored, only its hash.
    const stored = await t.database.db.execute(
      sql`select id from sessions where user_id = ${row!.id}`,
    );
    const ids = (stored as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    expect(ids).toHaveLength(1);
    expect(ids[0]).not.toBe(cookie!.value);
  });

  it("treats e-mail case-insensitively: a duplicate is a 409 and nothing is stored", async () => {
    const email = uniqueEmail("dup");
    expect((await register({ name: "A", email, password: TEST_PASSWORD })).statusCode).toBe(201);
    const before = await userCount();
    const again = await register({
      name: "B",
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: {
        code: "EMAIL_TAKEN",
        message: "An account with this email already exists",
        fields: { email: ["An account with this email already exists"] },
      },
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ["missing fields", {}, ["name", "email", "password"]],
    ["a bad e-mail", { name: "A", email: "not-an-email", password: TEST_PASSWORD }, ["email"]],
    [
      "a short password",
      { name: "A", email: "short@example.org", password: "abc12" },
      ["password"],
    ],
    [
      "a blank name",
      { name: "   ", email: "blank@example.org", password: TEST_PASSWORD },
      ["name"],
    ],
    ["wrong types", { name: 42, email: ["x"], password: true }, ["name", "email", "password"]],
    [
      "an unknown plan",
      { name: "A", email: "plan@example.org", password: TEST_PASSWORD, plan: "gold" },
      ["plan"],
    ],
    [
      "an unknown field",
      { name: "A", email: "x@example.org", password: TEST_PASSWORD, role: "admin" },
      ["_"],
    ],
    [
      "an over-long password",
      { name: "A", email: "long@example.org", password: "x".repeat(257) },
      ["password"],
    ],
  ])("refuses %s with 400 and field errors, storing nothing", async (_label, payload, fields) => {
    const before = await userCount();
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(body.error.fields).sort()).toEqual([...fields].sort());
    expect(await userCount()).toBe(before);
  });

  it("says what is wrong with a short password in the spec's terms", async () => {
    const response = await register({ name: "A", email: uniqueEmail(), password: "12345" });
    expect(response.json().error.fields.password).toEqual([
      "Password must be at least 6 characters",
    ]);
  });

  it("refuses a common password", async () => {
    const before = await userCount();
    const response = await register({ name: "A", email: uniqueEmail(), password: "password123" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password[0]).toMatch(/too common/);
    expect(await userCount()).toBe(before);
  });

  it("words a refused sign-up for a person, not as the framework's 'Invalid body'", async () => {
    const common = await register({ name: "A", email: uniqueEmail(), password: "password123" });
    const short = await register({ name: "A", email: uniqueEmail(), password: "12345" });
    for (const response of [common, short]) {
      expect(response.json().error).toMatchObject({
        code: "VALIDATION_FAILED",
        message: "Please correct the highlighted fields.",
      });
      expect(response.body).not.toMatch(/Invalid (body|request)/);
    }
  });

  it("refuses an oversize body with 413 and a non-JSON body with 415", async () => {
    const big = await register({ name: "A", email: uniqueEmail(), password: "p".repeat(20_000) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe("PAYLOAD_TOO_LARGE");
    const text = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "text/plain" },
      payload: "name=A",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("never lets the client choose a contributor role: the plan is only a request", async () => {
    const response = await register({
      name: "C",
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      plan: "contributor",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      role: "user",
      plan: "free",
      isContributor: false,
    });
  });
});

describe("contributor upgrade (simulated payment)", () => {
  it("records the payment and grants contributor status on the server", async () => {
    const response = await register({
      name: "P",
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      plan: "contributor",
    });
    const cookie = sessionCookie(response);
    const paid = await t.app.inject({
      method: "POST",
      url: "/api/payments/simulate",
      headers: { cookie },
      payload: { plan: "contributor" },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      success: true,
      payment: { plan: "contributor", amountCents: 12000, currency: "USD" },
      user: { role: "contributor", plan: "contributor", isContributor: true },
    });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.json().user).toMatchObject({ role: "contributor", isContributor: true });
    const rows = await t.database.db.execute(
      sql`select amount_cents from payments where user_id = ${paid.json().user.id}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ amount_cents: 12000 }]);
  });

  it("requires a session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/payments/simulate",
      payload: { plan: "contributor" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
  });
});

describe("login, me, logout", () => {
  it("signs in, restores the user from the session, and revokes it at logout", async () => {
    const user = await makeUser(t.database.db, { name: "Wanjiru" });
    const { cookie } = await login(t.app, user.email.toUpperCase());
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ id: user.id, name: "Wanjiru" });

    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(out.cookies.find((c) => c.name === "fc_session")?.value).toBe("");
    expect(await countUserSessions(t.database.db, user.id)).toBe(0);

    // The old cookie no longer works.
    const after = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(after.json()).toEqual({ user: null });
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const user = await makeUser(t.database.db);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "not-the-password" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: uniqueEmail("nobody"), password: "not-the-password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      success: false,
      error: { code: "INVALID_CREDENTIALS", message: "Invalid email or password" },
    });
  });

  it("refuses login with missing fields", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(["email", "password"]);
  });

  it("answers me with null when signed out, and ignores a forged cookie", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(anonymous.json()).toEqual({ user: null });
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: "fc_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    });
    expect(forged.json()).toEqual({ user: null });
  });
});

describe("identity comes only from the session", () => {
  it("treats a request carrying only x-user-id as anonymous", async () => {
    const admin = await makeUser(t.database.db, { role: "admin" });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { "x-user-id": admin.id },
    });
    expect(me.json()).toEqual({ user: null });
    const pay = await t.app.inject({
      method: "POST",
      url: "/api/payments/simulate",
      headers: { "x-user-id": admin.id },
      payload: { plan: "contributor" },
    });
    expect(pay.statusCode).toBe(401);
    const ban = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${admin.id}/status`,
      headers: { "x-user-id": admin.id },
      payload: { status: "banned" },
    });
    expect(ban.statusCode).toBe(401);
  });

  it("refuses state-changing requests from another origin, and accepts its own", async () => {
    const user = await makeUser(t.database.db);
    const evil = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "https://evil.example" },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error.code).toBe("CROSS_ORIGIN_REFUSED");
    expect(evil.cookies).toHaveLength(0);

    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);

    const own = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: ORIGIN, host: "localhost:80" },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe("banned users", () => {
  it("revokes every session of a banned user and refuses their login", async () => {
    const admin = await makeUser(t.database.db, { role: "admin" });
    const target = await makeUser(t.database.db);
    const adminSession = await login(t.app, admin.email);
    const first = await login(t.app, target.email);
    const second = await login(t.app, target.email);
    expect(await countUserSessions(t.database.db, target.id)).toBe(2);

    const ban = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${target.id}/status`,
      headers: { cookie: adminSession.cookie },
      payload: { status: "banned" },
    });
    expect(ban.statusCode).toBe(200);
    expect(ban.json().user.status).toBe("banned");
    expect(await countUserSessions(t.database.db, target.id)).toBe(0);

    for (const { cookie } of [first, second]) {
      const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
      expect(me.json()).toEqual({ user: null });
    }
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: target.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe("ACCOUNT_BANNED");
  });

  it("refuses a session whose user was banned directly in the database", async () => {
    const target = await makeUser(t.database.db);
    const { cookie } = await login(t.app, target.email);
    await t.database.db.execute(sql`update users set status = 'banned' where id = ${target.id}`);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.json()).toEqual({ user: null });
    expect(await countUserSessions(t.database.db, target.id)).toBe(0);
  });

  it("lets only admins change a status", async () => {
    const user = await makeUser(t.database.db);
    const other = await makeUser(t.database.db);
    const { cookie } = await login(t.app, user.email);
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${other.id}/status`,
      headers: { cookie },
      payload: { status: "banned" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("demo admin login", () => {
  it("is refused when demo mode is off", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/demo-admin" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("DEMO_DISABLED");
    const config = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(config.json().demo).toBe(false);
  });
});

describe("bad input and anonymous callers on the account routes", () => {
  it("refuses a payment for an unknown plan or with extra fields, recording nothing", async () => {
    const user = await makeUser(t.database.db);
    const { cookie } = await login(t.app, user.email);
    for (const payload of [{ plan: "gold" }, {}, { plan: "contributor", amountCents: 1 }]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/payments/simulate",
        headers: { cookie },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    }
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from payments where user_id = ${user.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.json().user).toMatchObject({ role: "user", isContributor: false });
  });

  it("refuses a bad status, a bad id and an unknown user on the admin status route, changing nothing", async () => {
    const admin = await makeUser(t.database.db, { role: "admin" });
    const target = await makeUser(t.database.db);
    const { cookie } = await login(t.app, admin.email);
    const patch = (url: string, payload: object) =>
      t.app.inject({ method: "PATCH", url, headers: { cookie }, payload });
    expect(
      (await patch(`/api/admin/users/${target.id}/status`, { status: "deleted" })).statusCode,
    ).toBe(400);
    expect(
      (await patch("/api/admin/users/not-a-uuid/status", { status: "banned" })).statusCode,
    ).toBe(400);
    expect(
      (
        await patch("/api/admin/users/00000000-0000-4000-8000-000000000000/status", {
          status: "banned",
        })
      ).statusCode,
    ).toBe(404);
    // An admin cannot change their own status.
    expect(
      (await patch(`/api/admin/users/${admin.id}/status`, { status: "inactive" })).statusCode,
    ).toBe(403);
    expect((await findUserByEmail(t.database.db, target.email))!.status).toBe("active");
  });

  it("refuses the dashboard figures to anonymous callers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/me/stats" });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
  });
});
