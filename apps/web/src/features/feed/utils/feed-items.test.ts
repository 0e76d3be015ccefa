import { describe, expect, it } from "vitest";
import { makeContentSummary } from "../../../testing/content-fixtures";
import { checkFeedItem, feedEmptyState, feedErrorMessage } from "./feed-items";

describe("checkFeedItem", () => {
  it("accepts a valid summary", () => {
    const item = makeContentSummary();
    expect(checkFeedItem(item)).toEqual({ kind: "card", item });
  });

  it("reports an unknown type before checking anything else", () => {
    expect(checkFeedItem({ type: "podcast" })).toEqual({ kind: "unknown-type" });
    expect(checkFeedItem({ ...makeContentSummary(), type: undefined })).toEqual({
      kind: "unknown-type",
    });
  });

  it("skips items without slug or id", () => {
    expect(checkFeedItem({ ...makeContentSummary(), slug: "" })).toEqual({ kind: "skip" });
    expect(checkFeedItem({ ...makeContentSummary(), slug: undefined })).toEqual({ kind: "skip" });
    expect(checkFeedItem({ ...makeContentSummary(), id: "" })).toEqual({ kind: "skip" });
  });

  it("reports data that does not match the schema as invalid", () => {
    expect(checkFeedItem(null)).toEqual({ kind: "invalid" });
    expect(checkFeedItem("text")).toEqual({ kind: "invalid" });
    expect(checkFeedItem({ ...makeContentSummary(), counts: null })).toEqual({ kind: "invalid" });
  });
});

describe("feed messages", () => {
  it("picks the empty state from the filters", () => {
    expect(feedEmptyState({ domain: "Culture & Heritage", type: "trip" }).title).toBe(
      'No content found for "Culture & Heritage"',
    );
    expect(feedEmptyState({ type: "trip" }).title).toBe("No content found");
    expect(feedEmptyState({ q: "x" }).title).toBe("No content found");
    expect(feedEmptyState({})).toEqual({
      title: "No content has been published yet",
      action: "publish",
    });
  });

  it("names the type in fetch errors", () => {
    expect(feedErrorMessage("trip")).toBe("Failed to fetch trips");
    expect(feedErrorMessage(undefined)).toBe("Failed to fetch content");
  });
});
