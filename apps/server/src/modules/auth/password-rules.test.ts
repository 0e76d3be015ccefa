import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "@field-commons/shared/password-rules";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { as, login, makeUser, TEST_PASSWORD, uniqueEmail } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  // Many sign-ups from one address in this file.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: "1000" });
});

async function userCount(): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from users`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

function register(email: string, password: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { name: "Marina", email, password },
  });
}

describe("sign-up refuses weak passwords and says which rule failed", () => {
  it.each([
    ["six spaces", "      ", PASSWORD_MESSAGES.onlySpaces],
    ["one repeated character", "aaaaaa", PASSWORD_MESSAGES.repeated],
    ["a sequence of letters", "abcdef", PASSWORD_MESSAGES.sequence],
    ["a sequence of digits", "123456", PASSWORD_MESSAGES.sequence],
    ["a falling sequence", "fedcba", PASSWORD_MESSAGES.sequence],
    ["a common password", "iloveyou", PASSWORD_MESSAGES.common],
    ["a common password in capitals", "SUNSHINE", PASSWORD_MESSAGES.common],
    ["five characters", "x7#qe", PASSWORD_MESSAGES.tooShort],
  ])("%s", async (_label, password, message) => {
    const before = await userCount();
    const response = await register(uniqueEmail(), password);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toEqual([message]);
    expect(await userCount()).toBe(before);
  });

  it("the e-mail's local part, in any case, alone or inside the password", async () => {
    const email = `Marina.Lopes.${Date.now()}@example.org`;
    const local = email.split("@")[0]!;
    for (const password of [local, local.toUpperCase(), `my-${local.toLowerCase()}!`]) {
      const response = await register(email, password);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.password).toEqual([PASSWORD_MESSAGES.containsEmail]);
    }
  });

  it("the site's name or the person's own name, in any case or spacing, or mostly made of them", async () => {
    for (const password of [
      "fieldcommons",
      "FieldCommons",
      "Field Commons",
      "field-commons-2024",
      "MARINA marina!",
    ]) {
      const before = await userCount();
      const response = await register(uniqueEmail(), password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.fields.password).toEqual([PASSWORD_MESSAGES.contextWords]);
      expect(await userCount()).toBe(before);
    }
  });

  it("a password change refuses them too, with the account's own name", async () => {
    const user = await makeUser(t.database.db, { name: "Chidi Okafor" });
    const client = as(t.app, (await login(t.app, user.email)).cookie);
    for (const newPassword of ["Field Commons", "okafor-chidi-okafor"]) {
      const response = await client.post("/api/me/password", {
        currentPassword: TEST_PASSWORD,
        newPassword,
      });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json().error.fields).toEqual({
        newPassword: [PASSWORD_MESSAGES.contextWords],
      });
    }
  });

  it("accepts a password that breaks no rule", async () => {
    expect((await register(uniqueEmail(), "tide-pools-of-Kerala")).statusCode).toBe(201);
  });
});
