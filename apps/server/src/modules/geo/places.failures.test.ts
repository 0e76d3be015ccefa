import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRIP_MESSAGES } from "@field-commons/shared/trips";
import { createTestApp } from "../../../test/test-app";
import { startFakeServer, type FakeServer } from "../../../test/fakes/fake-http-server";
import { AppError } from "../../errors";
import { Geocoder } from "./geocoder";
import { GooglePlacesProvider } from "./google-places-provider";
import { OverpassProvider } from "./overpass-provider";
import { UpstreamError } from "./places";
import { PlacesService } from "./places.service";

/**
 * Why a places search failed reaches the planner: the service could not be
 * reached or failed (502), or did not answer in time (504). The planner words
 * each for the person; the message stays 'Failed to fetch places'.
 */

const t = await createTestApp();
const USER_AGENT = "FieldCommonsTests/1.0 (tests@example.org)";
const PERU = { lat: -9.19, lng: -75.0152 };
/** A local port nothing listens on. */
const CLOSED = "http://127.0.0.1:9";

let slow: FakeServer;
let broken: FakeServer;
beforeAll(async () => {
  // Answers long after the provider stops waiting (the provider's timeout is what fires).
  slow = await startFakeServer(() => ({ json: { elements: [] }, delayMs: 5_000 }));
  broken = await startFakeServer(() => ({ status: 500, text: "internal error" }));
});
afterAll(async () => {
  await slow.close();
  await broken.close();
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error,
  );
}

describe("places providers say why they failed", () => {
  it("Overpass: unreachable, timed out, or answered with an error", async () => {
    const unreachable = await failure(
      new OverpassProvider({ url: CLOSED, userAgent: USER_AGENT }).search(PERU, 1000, ["hotels"]),
    );
    expect(unreachable).toBeInstanceOf(UpstreamError);
    expect((unreachable as UpstreamError).reason).toBe("unreachable");

    const late = await failure(
      new OverpassProvider({ url: slow.url, userAgent: USER_AGENT, timeoutMs: 100 }).search(
        PERU,
        1000,
        ["hotels"],
      ),
    );
    expect((late as UpstreamError).reason).toBe("timeout");

    const failed = await failure(
      new OverpassProvider({ url: broken.url, userAgent: USER_AGENT }).search(PERU, 1000, [
        "hotels",
      ]),
    );
    expect((failed as UpstreamError).reason).toBe("failed");
  });

  it("Google Places: unreachable or timed out", async () => {
    const unreachable = await failure(
      new GooglePlacesProvider({ url: CLOSED, apiKey: "k" }).search(PERU, 1000, ["hotels"]),
    );
    expect((unreachable as UpstreamError).reason).toBe("unreachable");
    const late = await failure(
      new GooglePlacesProvider({ url: slow.url, apiKey: "k", timeoutMs: 100 }).search(PERU, 1000, [
        "hotels",
      ]),
    );
    expect((late as UpstreamError).reason).toBe("timeout");
  });
});

describe("PlacesService answers 504 for a timeout and 502 otherwise", () => {
  const geocoder = new Geocoder(t.database.db, { url: CLOSED, userAgent: USER_AGENT });
  const query = { location: "Peru", section: "all" as const, radius: 50_000 };

  it.each([
    ["did not answer in time", () => ({ url: slow.url, timeoutMs: 100 }), 504],
    ["could not be reached", () => ({ url: CLOSED }), 502],
    ["answered with an error", () => ({ url: broken.url }), 502],
  ])("the service %s", async (_case, options, status) => {
    const service = new PlacesService(
      geocoder,
      new OverpassProvider({ ...options(), userAgent: USER_AGENT }),
    );
    const error = await failure(service.search(query));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(status);
    expect((error as AppError).code).toBe("UPSTREAM_FAILED");
    expect((error as AppError).message).toBe(TRIP_MESSAGES.placesFailed);
  });
});
