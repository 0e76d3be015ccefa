import { describe, expect, it } from "vitest";
import { calendarFileName, escapeText, foldLine, nextDay } from "./calendar";

describe("calendar text rules", () => {
  it("escapes backslash, semicolon, comma and every kind of newline", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("folds at 75 octets with a leading space, never splitting a character", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    const folded = foldLine(`DESCRIPTION:${"é".repeat(100)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join("")).toBe(
      `DESCRIPTION:${"é".repeat(100)}`,
    );
    const emoji = foldLine(`SUMMARY:${"🌊".repeat(40)}`);
    expect(emoji).not.toContain("\uFFFD");
    expect(emoji.replace(/\r\n /g, "")).toBe(`SUMMARY:${"🌊".repeat(40)}`);
  });

  it("counts all-day ends across months and years", () => {
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });

  it("makes safe file names", () => {
    expect(calendarFileName("water-turns")).toBe("water-turns.ics");
    expect(calendarFileName('../"evil"\r\nname')).toBe("evil-name.ics");
    expect(calendarFileName("")).toBe("trip.ics");
  });
});
