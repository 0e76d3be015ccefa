import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { makeUser, TEST_PASSWORD } from "../../test/factories";

/**
 * HSTS and the Secure cookie flag follow how the request arrived: over HTTPS
 * (here through a trusted proxy's X-Forwarded-Proto) they are on, over plain
 * HTTP off, whatever NODE_ENV says.
 */
describe("HTTPS: HSTS and Secure cookies", async () => {
  const proxied = await createTestApp({ TRUST_PROXY: "true", NODE_ENV: "production" });
  const direct = await createTestApp({ NODE_ENV: "production" });

  async function signIn(app: typeof proxied.app, headers: Record<string, string>) {
    const user = await makeUser(app.database.db);
    return app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers,
      payload: { email: user.email, password: TEST_PASSWORD },
    });
  }

  it("sends HSTS and Secure cookies when a trusted proxy says the request came over HTTPS", async () => {
    const response = await signIn(proxied.app, { "x-forwarded-proto": "https" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    const session = response.cookies.find((c) => c.name === "fc_session");
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
    const visitor = response.cookies.find((c) => c.name === "fc_vid");
    expect(visitor?.secure).toBe(true);
  });

  it("sends neither over plain HTTP, even in production", async () => {
    const response = await signIn(proxied.app, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(response.cookies.find((c) => c.name === "fc_session")?.secure).toBeFalsy();
  });

  it("ignores X-Forwarded-Proto without TRUST_PROXY", async () => {
    const response = await signIn(direct.app, { "x-forwarded-proto": "https" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(response.cookies.find((c) => c.name === "fc_session")?.secure).toBeFalsy();
  });

  it("sends HSTS on every kind of answer over HTTPS, errors included", async () => {
    const missing = await proxied.app.inject({
      method: "GET",
      url: "/api/no-such-route",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});
