import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newVisitorId, signVisitorId, verifyVisitorId } from "./session";

describe("visitor ids", () => {
  it("are 128 random bits in base64url, never the same across blocks of bytes", () => {
    const ids = Array.from({ length: 1000 }, () => newVisitorId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(1000);
  });

  it("are signed: only the exact value signed with the key verifies", () => {
    const key = randomBytes(32);
    const id = newVisitorId();
    const signed = signVisitorId(key, id);
    expect(signed).toMatch(/^[A-Za-z0-9_-]{44}$/);
    expect(signed.startsWith(id)).toBe(true);
    expect(verifyVisitorId(key, signed)).toBe(id);
    const other = (value: string, i: number) =>
      value.slice(0, i) + (value[i] === "A" ? "B" : "A") + value.slice(i + 1);
    for (const bad of [
      undefined,
      "",
      id,
      newVisitorId() + newVisitorId(),
      signVisitorId(randomBytes(32), id),
      other(signed, 0),
      other(signed, 21),
      other(signed, 22),
      other(signed, 43),
      `${signed}x`,
      `${signed}=`,
      signed.slice(0, 43),
      `${id}.${signed.slice(22)}`,
      `${signed.slice(0, 43)}!`,
    ]) {
      expect(verifyVisitorId(key, bad), String(bad)).toBeNull();
    }
  });
});
