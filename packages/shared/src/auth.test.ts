import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, isSuccessMessage, RegisterInput } from "./auth";

describe("isSuccessMessage", () => {
  it("follows the spec's rule: text containing 'success'", () => {
    expect(isSuccessMessage(AUTH_MESSAGES.loginSuccess)).toBe(true);
    expect(isSuccessMessage(AUTH_MESSAGES.freeCreated)).toBe(true);
    expect(isSuccessMessage(AUTH_MESSAGES.contributorCreated)).toBe(true);
    expect(isSuccessMessage(AUTH_MESSAGES.loginFailed)).toBe(false);
    expect(isSuccessMessage("Invalid email or password")).toBe(false);
  });

  it("treats the payment confirmation as a success", () => {
    expect(isSuccessMessage(AUTH_MESSAGES.contributorActivated)).toBe(true);
  });
});

describe("RegisterInput", () => {
  it("trims the name and e-mail, defaults the plan to free and the digest to off", () => {
    expect(
      RegisterInput.parse({ name: " Ana ", email: " ana@example.org ", password: "ribeira" }),
    ).toEqual({
      name: "Ana",
      email: "ana@example.org",
      password: "ribeira",
      plan: "free",
      weeklyDigest: false,
    });
  });

  it("enforces the 6-character minimum", () => {
    const result = RegisterInput.safeParse({
      name: "A",
      email: "a@example.org",
      password: "abcde",
    });
    expect(result.success).toBe(false);
  });
});
