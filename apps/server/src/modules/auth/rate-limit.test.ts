import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { makeUser, TEST_PASSWORD, uniqueEmail } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: "6", AUTH_RATE_LIMIT_PER_ACCOUNT: "3" });
});

const attempt = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: ip,
  });

describe("rate limiting", () => {
  it("locks an account after repeated failures, even with the right password", async () => {
    const user = await makeUser(t.database.db);
    for (let i = 0; i < 3; i++)
      expect((await attempt(user.email, "wrong-guess", `10.0.1.${i}`)).statusCode).toBe(401);
    const locked = await attempt(user.email, TEST_PASSWORD, "10.0.1.9");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe("RATE_LIMITED");
    expect(locked.json().error.message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits attempts per IP across accounts", async () => {
    const ip = "10.0.2.1";
    for (let i = 0; i < 6; i++) {
      expect((await attempt(uniqueEmail(), "whatever-pass", ip)).statusCode).toBe(401);
    }
    expect((await attempt(uniqueEmail(), "whatever-pass", ip)).statusCode).toBe(429);
    // Another address is unaffected.
    expect((await attempt(uniqueEmail(), "whatever-pass", "10.0.2.2")).statusCode).toBe(401);
  });

  it("limits sign-ups per IP and stores nothing once limited", async () => {
    const ip = "10.0.3.1";
    for (let i = 0; i < 6; i++) {
      const r = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: ip,
        payload: { name: "R", email: uniqueEmail("reg"), password: TEST_PASSWORD },
      });
      expect(r.statusCode).toBe(201);
    }
    const email = uniqueEmail("blocked");
    const limited = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: ip,
      payload: { name: "R", email, password: TEST_PASSWORD },
    });
    expect(limited.statusCode).toBe(429);
    const login = await attempt(email, TEST_PASSWORD, "10.0.3.2");
    expect(login.statusCode).toBe(401);
  });
});
