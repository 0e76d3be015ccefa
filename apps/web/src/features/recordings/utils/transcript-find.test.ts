import type { TranscriptSegment } from "@field-commons/shared/recordings";
import { describe, expect, it } from "vitest";
import { findInTranscript, stepMatch } from "./transcript-find";

const transcript: TranscriptSegment[] = [
  {
    start: 0,
    end: 4,
    text: "The Canal needs repair",
    words: [
      { text: "The", start: 0.1, end: 0.3, confidence: 1 },
      { text: "Canal", start: 0.4, end: 1.0, confidence: 1 },
      { text: "needs", start: 1.2, end: 1.6, confidence: 1 },
      { text: "repair", start: 1.7, end: 2.3, confidence: 1 },
    ],
  },
  { start: 10, end: 14, text: "canals and more canals" },
];

describe("find in transcript", () => {
  it("finds every occurrence, ignoring case, with its line, place and time", () => {
    expect(findInTranscript(transcript, "canal")).toEqual([
      { line: 0, from: 4, to: 9, time: 0.4 },
      { line: 1, from: 0, to: 5, time: 10 },
      { line: 1, from: 16, to: 21, time: 10 },
    ]);
  });

  it("times a match inside a word by that word", () => {
    expect(findInTranscript(transcript, "pai")).toEqual([{ line: 0, from: 18, to: 21, time: 1.7 }]);
  });

  it("finds phrases across words, timed by the first", () => {
    expect(findInTranscript(transcript, "needs REPAIR")).toEqual([
      { line: 0, from: 10, to: 22, time: 1.2 },
    ]);
  });

  it("finds nothing for a blank query or a missing word", () => {
    expect(findInTranscript(transcript, "   ")).toEqual([]);
    expect(findInTranscript(transcript, "bridge")).toEqual([]);
  });

  it("keeps offsets right when lower-casing would change a character's length", () => {
    const text = "İstanbul canal";
    const found = findInTranscript([{ start: 0, end: 1, text }], "canal");
    expect(found).toHaveLength(1);
    expect(text.slice(found[0]!.from, found[0]!.to)).toBe("canal");
  });

  it("steps to the next and previous match, wrapping around", () => {
    expect(stepMatch(-1, 3)).toBe(0);
    expect(stepMatch(-1, 3, true)).toBe(2);
    expect(stepMatch(0, 3)).toBe(1);
    expect(stepMatch(2, 3)).toBe(0);
    expect(stepMatch(0, 3, true)).toBe(2);
    expect(stepMatch(0, 0)).toBe(-1);
  });
});
