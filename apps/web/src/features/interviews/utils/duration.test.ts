import { describe, expect, it } from "vitest";
import {
  DURATION_MESSAGES,
  durationFromFields,
  durationToFields,
  formatDuration,
  formatTimestamp,
  parseTimestamp,
} from "./duration";
import { languageName, safeExternalUrl } from "./interview-body";

describe("formatDuration", () => {
  it("shows whole minutes, floored, under an hour", () => {
    expect(formatDuration(0)).toBe("0 min");
    expect(formatDuration(59)).toBe("0 min");
    expect(formatDuration(60)).toBe("1 min");
    expect(formatDuration(119)).toBe("1 min");
    expect(formatDuration(45 * 60 + 30)).toBe("45 min");
    expect(formatDuration(3599)).toBe("59 min");
  });

  it("shows hours and minutes from an hour on", () => {
    expect(formatDuration(3600)).toBe("1 h 0 min");
    expect(formatDuration(3600 + 59)).toBe("1 h 0 min");
    expect(formatDuration(5400)).toBe("1 h 30 min");
    expect(formatDuration(2 * 3600 + 5 * 60 + 59)).toBe("2 h 5 min");
  });
});

describe("formatTimestamp", () => {
  it("is mm:ss under an hour and h:mm:ss from an hour on", () => {
    expect(formatTimestamp(0)).toBe("00:00");
    expect(formatTimestamp(65)).toBe("01:05");
    expect(formatTimestamp(3599)).toBe("59:59");
    expect(formatTimestamp(3600)).toBe("1:00:00");
    expect(formatTimestamp(3723)).toBe("1:02:03");
  });
});

describe("parseTimestamp", () => {
  it("reads blank, seconds, m:ss and h:mm:ss", () => {
    expect(parseTimestamp("  ")).toEqual({ ok: true, seconds: undefined });
    expect(parseTimestamp("95")).toEqual({ ok: true, seconds: 95 });
    expect(parseTimestamp("1:05")).toEqual({ ok: true, seconds: 65 });
    expect(parseTimestamp("01:05")).toEqual({ ok: true, seconds: 65 });
    expect(parseTimestamp("75:00")).toEqual({ ok: true, seconds: 4500 });
    expect(parseTimestamp("1:02:03")).toEqual({ ok: true, seconds: 3723 });
  });

  it("refuses anything else", () => {
    for (const text of ["1:60", "1:5", "1:60:00", "-5", "abc", "1.5", "1::00", "12:30pm"]) {
      expect(parseTimestamp(text)).toEqual({ ok: false });
    }
  });

  it("round-trips what formatTimestamp shows", () => {
    for (const seconds of [0, 59, 61, 3599, 3600, 7384]) {
      expect(parseTimestamp(formatTimestamp(seconds))).toEqual({ ok: true, seconds });
    }
  });
});

describe("durationFromFields", () => {
  it("takes minutes alone, or hours and minutes, as whole seconds", () => {
    expect(durationFromFields("", "")).toEqual({ ok: true, seconds: undefined });
    expect(durationFromFields("", "45")).toEqual({ ok: true, seconds: 2700 });
    expect(durationFromFields("", "90")).toEqual({ ok: true, seconds: 5400 });
    expect(durationFromFields("1", "30")).toEqual({ ok: true, seconds: 5400 });
    expect(durationFromFields("2", "")).toEqual({ ok: true, seconds: 7200 });
  });

  it("refuses fractions, negatives and more than 7 days", () => {
    expect(durationFromFields("1.5", "")).toEqual({
      ok: false,
      message: DURATION_MESSAGES.notWhole,
    });
    expect(durationFromFields("", "-3")).toEqual({
      ok: false,
      message: DURATION_MESSAGES.notWhole,
    });
    expect(durationFromFields("168", "0")).toEqual({ ok: true, seconds: 168 * 3600 });
    expect(durationFromFields("168", "1")).toEqual({
      ok: false,
      message: DURATION_MESSAGES.tooLong,
    });
  });

  it("turns stored seconds back into the fields", () => {
    expect(durationToFields(undefined)).toEqual({ hours: "", minutes: "" });
    expect(durationToFields(2700)).toEqual({ hours: "", minutes: "45" });
    expect(durationToFields(5459)).toEqual({ hours: "1", minutes: "30" });
  });
});

describe("safeExternalUrl", () => {
  it("keeps http(s) addresses and completes bare hosts and handles", () => {
    expect(safeExternalUrl("https://example.org/me")).toBe("https://example.org/me");
    expect(safeExternalUrl("linkedin.com/in/elinor", "linkedin")).toBe(
      "https://linkedin.com/in/elinor",
    );
    expect(safeExternalUrl("@elinor_o", "twitter")).toBe("https://twitter.com/elinor_o");
  });

  it("never makes a link of other schemes or junk", () => {
    for (const text of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "not a link",
      "",
      "@elinor",
    ]) {
      expect(safeExternalUrl(text, "website")).toBeNull();
    }
  });
});

describe("languageName", () => {
  it("names known codes and keeps anything else as typed", () => {
    expect(languageName("en")).toBe("English (en)");
    expect(languageName("qq-not-a-tag!")).toBe("qq-not-a-tag!");
  });
});
