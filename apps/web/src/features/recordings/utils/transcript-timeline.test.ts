import type { TranscriptSegment } from "@field-commons/shared/recordings";
import { describe, expect, it } from "vitest";
import { buildTimeline, lastStartedAt, positionAt, startOf } from "./transcript-timeline";

const word = (text: string, start: number, end: number, confidence = 0.9) => ({
  text,
  start,
  end,
  confidence,
});

const transcript: TranscriptSegment[] = [
  {
    start: 0,
    end: 3,
    text: "the water committee",
    words: [word("the", 0.2, 0.5), word("water", 0.6, 1.1), word("committee", 1.3, 2.4)],
  },
  // Typed by hand: timed by the line only.
  { start: 4, end: 6, text: "meets on mondays" },
  {
    start: 7,
    end: 9,
    text: "at the canal",
    words: [word("at", 7.1, 7.3), word("the", 7.3, 7.5), word("canal", 7.9, 8.6)],
  },
];

describe("the word being played", () => {
  const timeline = buildTimeline(transcript);

  it("is found by binary search over the words' starts", () => {
    expect(lastStartedAt(timeline.starts, -1)).toBe(-1);
    expect(lastStartedAt(timeline.starts, 0.2)).toBe(0);
    expect(lastStartedAt(timeline.starts, 7.3)).toBe(5);
    expect(lastStartedAt(timeline.starts, 1000)).toBe(timeline.starts.length - 1);
  });

  it("is the word whose span holds the time, in its line", () => {
    expect(positionAt(timeline, 0.3)).toEqual({ line: 0, word: 0 });
    expect(positionAt(timeline, 0.6)).toEqual({ line: 0, word: 1 });
    expect(positionAt(timeline, 2)).toEqual({ line: 0, word: 2 });
    expect(positionAt(timeline, 7.3)).toEqual({ line: 2, word: 1 });
    expect(positionAt(timeline, 8.59)).toEqual({ line: 2, word: 2 });
  });

  it("leaves the line current without a word between two of its words", () => {
    expect(positionAt(timeline, 1.2)).toEqual({ line: 0, word: -1 });
    expect(positionAt(timeline, 7.6)).toEqual({ line: 2, word: -1 });
  });

  it("marks a line without words from its start to its end", () => {
    expect(positionAt(timeline, 4)).toEqual({ line: 1, word: -1 });
    expect(positionAt(timeline, 5.9)).toEqual({ line: 1, word: -1 });
  });

  it("makes a line current from its start, before its first word is said", () => {
    expect(positionAt(timeline, 0.1)).toEqual({ line: 0, word: -1 });
    expect(positionAt(timeline, 7)).toEqual({ line: 2, word: -1 });
  });

  it("is nowhere before the transcript, in pauses between lines and after the end", () => {
    expect(positionAt(timeline, -1)).toEqual({ line: -1, word: -1 });
    expect(positionAt(timeline, 3.5)).toEqual({ line: -1, word: -1 });
    expect(positionAt(timeline, 6.5)).toEqual({ line: -1, word: -1 });
    expect(positionAt(timeline, 20)).toEqual({ line: -1, word: -1 });
    expect(positionAt(timeline, Number.NaN)).toEqual({ line: -1, word: -1 });
  });

  it("agrees with a linear scan on a long transcript", () => {
    const lines: TranscriptSegment[] = Array.from({ length: 400 }, (_, i) => ({
      start: i * 4,
      end: i * 4 + 3,
      text: "one two three",
      words: [
        word("one", i * 4 + 0.2, i * 4 + 0.8),
        word("two", i * 4 + 1, i * 4 + 1.7),
        word("three", i * 4 + 2, i * 4 + 2.5),
      ],
    }));
    const long = buildTimeline(lines);
    for (let t = -1; t < 1610; t += 0.37) {
      const expected = (() => {
        for (let l = lines.length - 1; l >= 0; l--) {
          const words = lines[l]!.words!;
          for (let w = words.length - 1; w >= 0; w--) {
            if (words[w]!.start <= t && t < words[w]!.end) return { line: l, word: w };
          }
          if (lines[l]!.start <= t)
            return t < lines[l]!.end ? { line: l, word: -1 } : { line: -1, word: -1 };
        }
        return { line: -1, word: -1 };
      })();
      expect(positionAt(long, t)).toEqual(expected);
    }
  });

  it("gives a word's start, or its line's for a line without words", () => {
    expect(startOf(transcript[0]!, 1)).toBe(0.6);
    expect(startOf(transcript[0]!, -1)).toBe(0);
    expect(startOf(transcript[1]!, 2)).toBe(4);
  });
});
