import { describe, expect, it } from "vitest";
import { countLabel, formatCount, formatUtcDay, formatUtcMonth } from "./us-format";

describe("date shapes", () => {
  // Every day of a leap year and a few far ones, against the browser's own wording.
  const days: Date[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000)
    days.push(new Date(t));
  days.push(new Date("1999-12-31T23:59:59Z"), new Date("2100-02-28T00:00:00Z"), new Date(0));

  it("words a day as toLocaleDateString does in US English, in UTC", () => {
    for (const date of days) {
      expect(formatUtcDay(date)).toBe(
        date.toLocaleDateString("en-US", {
          month: "short",
          day: "numeric",
          year: "numeric",
          timeZone: "UTC",
        }),
      );
    }
  });

  it("words a month as toLocaleDateString does in US English, in UTC", () => {
    for (const date of days) {
      expect(formatUtcMonth(date)).toBe(
        date.toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" }),
      );
    }
  });

  it("reads the day in UTC, not in the reader's zone", () => {
    expect(formatUtcDay(new Date("2026-03-04T23:30:00-05:00"))).toBe("Mar 5, 2026");
  });

  it("writes counts as toLocaleString does in US English", () => {
    for (const value of [
      0,
      1,
      12,
      999,
      1000,
      1234,
      99_999,
      100_000,
      1_234_567,
      -1234,
      1.5,
      2 ** 60,
    ]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }
    expect(countLabel(1, "like", "likes")).toBe("1 like");
    expect(countLabel(1234, "like", "likes")).toBe("1,234 likes");
  });
});
