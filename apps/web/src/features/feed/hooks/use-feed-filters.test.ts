import { describe, expect, it } from "vitest";
import { parseFeedFilters, writeFeedFilters } from "./use-feed-filters";

describe("feed filters in the URL", () => {
  it("reads valid values", () => {
    expect(
      parseFeedFilters(new URLSearchParams("type=trip&domain=Water+%26+Oceans&q=reef&view=map")),
    ).toEqual({ type: "trip", domain: "Water & Oceans", q: "reef", view: "map" });
  });

  it("drops each malformed value on its own", () => {
    expect(
      parseFeedFilters(new URLSearchParams(`type=x&domain=Moon&q=${"a".repeat(201)}&view=3d`)),
    ).toEqual({ type: undefined, domain: undefined, q: undefined, view: "list" });
    expect(parseFeedFilters(new URLSearchParams("q=%20%20"))).toMatchObject({ q: undefined });
  });

  it("writes only what differs from the defaults and keeps other params", () => {
    const written = writeFeedFilters(
      { type: "interview", domain: undefined, q: " water ", view: "list" },
      new URLSearchParams("ref=mail&type=trip&view=map"),
    );
    expect(Object.fromEntries(written)).toEqual({ ref: "mail", type: "interview", q: "water" });
  });
});
