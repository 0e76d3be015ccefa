import { describe, expect, it } from "vitest";
import { RegisterInput } from "./auth";
import { PASSWORD_MESSAGES, passwordProblem } from "./password-rules";

describe("passwordProblem", () => {
  it.each([
    ["abcde", "tooShort"],
    ["      ", "onlySpaces"],
    ["\t \n   ", "onlySpaces"],
    ["aaaaaa", "repeated"],
    ["AAAAaaaa", "repeated"],
    ["abcdef", "sequence"],
    ["ABCDEFG", "sequence"],
    ["123456", "sequence"],
    ["fedcba", "sequence"],
    ["987654321", "sequence"],
  ] as const)("refuses %j (%s)", (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it("refuses the e-mail's local part, in any case, alone or inside the password", () => {
    expect(passwordProblem("marina.ostrom", "Marina.Ostrom@example.org")).toBe("containsEmail");
    expect(passwordProblem("MARINA.OSTROM", "marina.ostrom@example.org")).toBe("containsEmail");
    expect(passwordProblem("x-marina.ostrom-2026", "marina.ostrom@example.org")).toBe(
      "containsEmail",
    );
  });

  it("does not look for a local part too short to matter", () => {
    expect(passwordProblem("field-notes-2026", "fi@example.org")).toBeNull();
  });

  it("accepts passwords that break no rule", () => {
    expect(passwordProblem("field-notes-2026", "marina@example.org")).toBeNull();
    expect(passwordProblem("abcdeg")).toBeNull();
    expect(passwordProblem("aaaaab")).toBeNull();
  });
});

describe("RegisterInput", () => {
  it("names the broken rule on the password field", () => {
    const result = RegisterInput.safeParse({
      name: "Ana",
      email: "ana.lima@example.org",
      password: "ana.lima!",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["password"], message: PASSWORD_MESSAGES.containsEmail }),
    ]);
    const spaces = RegisterInput.safeParse({
      name: "Ana",
      email: "ana@example.org",
      password: "      ",
    });
    expect(spaces.error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.onlySpaces);
  });
});
