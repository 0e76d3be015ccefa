import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "@field-commons/shared/auth";
import { createTestApp, type TestApp } from "../../../test/test-app";
import {
  as,
  caseStudyInput,
  login,
  makeUser,
  sessionFor,
  setUserStatus,
  signedIn,
  TEST_PASSWORD,
} from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("an inactive account", () => {
  it("loses its sessions, cannot sign in until reactivated, and keeps its published content", async () => {
    const member = await signedIn(t.app, t.database.db, "contributor");
    const created = await member.client.post("/api/content", caseStudyInput());
    const published = await member.client.post(`/api/content/${created.json().id}/publish`);
    expect(published.json().status).toBe("published");
    const admin = await signedIn(t.app, t.database.db, "admin");

    const set = await admin.client.patch(`/api/admin/users/${member.user.id}/status`, {
      status: "inactive",
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().user.status).toBe("inactive");

    // Its sessions are revoked.
    expect((await member.client.get("/api/auth/me")).json().user).toBeNull();
    expect((await member.client.post("/api/content", caseStudyInput())).statusCode).toBe(401);

    // Sign-in is refused with a clear message, even with the right password.
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: member.user.email, password: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "ACCOUNT_INACTIVE",
      message: ACCOUNT_MESSAGES.inactive,
    });
    expect(refused.cookies.find((c) => c.name === "fc_session")).toBeUndefined();

    // A wrong password still gets the usual answer: nothing is told about the account.
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: member.user.email, password: "not-the-password" },
    });
    expect(wrong.statusCode).toBe(401);

    // Its published content stays.
    const item = published.json() as { slug: string };
    expect((await as(t.app, null).get(`/api/content/case-study/${item.slug}`)).statusCode).toBe(
      200,
    );

    // Reactivated, it signs in again.
    await admin.client.patch(`/api/admin/users/${member.user.id}/status`, { status: "active" });
    const again = await login(t.app, member.user.email);
    expect(again.user.status).toBe("active");
  });

  it("resolves a session it still has to nobody", async () => {
    const user = await makeUser(t.database.db);
    const cookie = await sessionFor(t.database.db, user.id);
    expect((await as(t.app, cookie).get("/api/auth/me")).json().user).toMatchObject({
      id: user.id,
    });
    await setUserStatus(t.database.db, user.id, "inactive");
    expect((await as(t.app, cookie).get("/api/auth/me")).json().user).toBeNull();
  });
});
