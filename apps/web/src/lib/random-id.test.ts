import { afterEach, describe, expect, it, vi } from "vitest";
import { randomId } from "./random-id";

afterEach(() => vi.unstubAllGlobals());

describe("randomId", () => {
  it("is a UUID where the browser makes them", () => {
    expect(randomId()).toMatch(/^[0-9a-f-]{36}$/);
    expect(randomId()).not.toBe(randomId());
  });

  it("falls back to 32 hex digits from getRandomValues outside a secure context", () => {
    // As in a page served over plain http: getRandomValues only.
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: real.getRandomValues.bind(real) });
    const id = randomId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(randomId()).not.toBe(id);
  });
});
