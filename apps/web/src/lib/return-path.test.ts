import { describe, expect, it } from "vitest";
import { loginPathReturningTo, returnPathFrom } from "./return-path";

describe("returnPathFrom", () => {
  it("keeps a path of this app with its query and hash", () => {
    expect(returnPathFrom("/jobs/42")).toBe("/jobs/42");
    expect(returnPathFrom("/jobs?type=full-time&page=2#top")).toBe(
      "/jobs?type=full-time&page=2#top",
    );
  });

  it.each([
    null,
    "",
    "jobs",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/%5C%5Cevil.example",
  ])("sends %s to the dashboard", (next) => {
    const path = returnPathFrom(next);
    expect(path === "/dashboard" || path.startsWith("/%5C")).toBe(true);
    expect(new URL(path, "http://same.origin").origin).toBe("http://same.origin");
  });

  it.each([
    "/.//evil.example",
    "/./../..//evil.example/x",
    "//evil.example",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/\t/evil.example",
    " //evil.example",
  ])("refuses %j, which would leave the site once normalised or decoded", (next) => {
    expect(returnPathFrom(next)).toBe("/dashboard");
  });

  it("keeps a same-origin path, normalised", () => {
    expect(returnPathFrom("/ok/path?x=1#h")).toBe("/ok/path?x=1#h");
    expect(returnPathFrom("/jobs/./42")).toBe("/jobs/42");
  });

  it("builds a login link that comes back", () => {
    expect(loginPathReturningTo("/jobs/42?apply=1")).toBe("/login?next=%2Fjobs%2F42%3Fapply%3D1");
    expect(returnPathFrom(new URLSearchParams("next=%2Fjobs%2F42%3Fapply%3D1").get("next"))).toBe(
      "/jobs/42?apply=1",
    );
  });
});
