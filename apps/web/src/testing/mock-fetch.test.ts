import { describe, expect, it } from "vitest";
import { json, mockFetch, takeUnmatchedCalls } from "./mock-fetch";

describe("mockFetch", () => {
  it("answers a declared route", async () => {
    mockFetch({ "GET /api/things": () => json({ ok: true }) });
    const response = await fetch("/api/things?page=2");
    expect(await response.json()).toEqual({ ok: true });
    expect(takeUnmatchedCalls()).toEqual([]);
  });

  it("rejects a call without a route, naming the method and URL, and records it for afterEach", async () => {
    mockFetch();
    await expect(fetch("/api/missing?x=1", { method: "POST" })).rejects.toThrow(
      "mockFetch: no route for POST /api/missing?x=1",
    );
    // setup-tests.ts throws in afterEach when this list is not empty; read it here so this test passes.
    expect(takeUnmatchedCalls()).toEqual(["POST /api/missing?x=1"]);
  });
});
