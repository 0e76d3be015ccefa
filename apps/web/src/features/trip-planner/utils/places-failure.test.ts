import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "../../../lib/api-client";
import { PLACES_FAILURE_REASONS, placesFailureReason } from "./places-failure";

const api = (status: number) =>
  new ApiError({ status, code: "UPSTREAM_FAILED", serverMessage: "Failed to fetch places" });

describe("placesFailureReason", () => {
  it("names the reason from the actual error", () => {
    expect(placesFailureReason(api(502))).toBe(PLACES_FAILURE_REASONS.serviceDown);
    expect(placesFailureReason(api(504))).toBe(PLACES_FAILURE_REASONS.tooSlow);
    expect(placesFailureReason(api(429))).toBe(PLACES_FAILURE_REASONS.tooMany);
    expect(placesFailureReason(api(500))).toBe(PLACES_FAILURE_REASONS.server);
  });

  it("a fetch that never reached the server is no connection; one the planner stopped waiting for is too slow", () => {
    const unreached = new NetworkError("Could not reach Field Commons.", {
      cause: new TypeError("Failed to fetch"),
    });
    expect(placesFailureReason(unreached)).toBe(PLACES_FAILURE_REASONS.offline);
    const late = new NetworkError("Could not reach Field Commons.", {
      cause: new DOMException("The operation timed out.", "TimeoutError"),
    });
    expect(placesFailureReason(late)).toBe(PLACES_FAILURE_REASONS.tooSlow);
    const unreadable = new NetworkError("The server sent an answer this page could not read.", {
      cause: new Error("invalid"),
    });
    expect(placesFailureReason(unreadable)).toBe(PLACES_FAILURE_REASONS.unreadable);
    // The browser knows it is offline.
    expect(placesFailureReason(unreadable, false)).toBe(PLACES_FAILURE_REASONS.offline);
  });

  it("each reason is one plain sentence", () => {
    for (const reason of Object.values(PLACES_FAILURE_REASONS)) {
      expect(reason).toMatch(/^[A-Z][^.]*\.$/);
    }
  });
});
