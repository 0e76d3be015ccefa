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

  it("refuses passwords made mostly of the site's name or the account's own name or e-mail", () => {
    for (const password of [
      "fieldcommons",
      "Field Commons",
      "FIELD_COMMONS!",
      "fieldcommons2024",
    ]) {
      expect(passwordProblem(password), password).toBe("contextWords");
    }
    expect(passwordProblem("lima-ana-lima", "ana.lima@example.org", "Ana Lima")).toBe(
      "contextWords",
    );
    expect(passwordProblem("Okafor Chidi 77", "c.o@example.org", "Chidi Okafor")).toBe(
      "contextWords",
    );
    expect(passwordProblem("al9x1k", "al@example.org", "Al")).toBeNull(); // too short to look for
  });

  it("accepts a password where those words are only a small part", () => {
    expect(passwordProblem("notes from fieldcommons in the dry season")).toBeNull();
    expect(passwordProblem("field-notes-2026", "ana@example.org", "Ana Field")).toBeNull();
    expect(passwordProblem("commons-contributor-demo")).toBeNull();
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
    const ownName = RegisterInput.safeParse({
      name: "Chidi Okafor",
      email: "c.o@example.org",
      password: "chidi okafor",
    });
    expect(ownName.error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.contextWords);
  });
});
