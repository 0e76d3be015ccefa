import { describe, expect, it } from "vitest";
import { newVisitorId } from "./session";

describe("visitor ids", () => {
  it("are 128 random bits in base64url, never the same across blocks of bytes", () => {
    const ids = Array.from({ length: 1000 }, () => newVisitorId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(1000);
  });
});
