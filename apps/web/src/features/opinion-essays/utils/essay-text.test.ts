import { describe, expect, it } from "vitest";
import {
  WORD_TARGET_TEXT,
  countWords,
  readingMinutes,
  readingTimeLabel,
  wordCountTone,
} from "./essay-text";

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");

describe("essay text rules", () => {
  it("counts words by whitespace splitting", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   \n\t ")).toBe(0);
    expect(countWords("one")).toBe(1);
    expect(countWords("  one\ttwo\n\nthree  ")).toBe(3);
    expect(countWords("## Heading - item")).toBe(4);
    expect(countWords(words(800))).toBe(800);
  });

  it.each([
    [0, "red"],
    [499, "red"],
    [500, "amber"],
    [799, "amber"],
    [800, "green"],
    [2000, "green"],
    [2001, "red"],
  ] as const)("%i words are %s", (count, tone) => {
    expect(wordCountTone(count)).toBe(tone);
  });

  it("says the target as the spec does", () => {
    expect(WORD_TARGET_TEXT).toBe("800-2000 words");
  });

  it("reading time is the word count over 200 words a minute, rounded up", () => {
    expect(readingMinutes("")).toBe(0);
    expect(readingMinutes("   ")).toBe(0);
    expect(readingMinutes("a")).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    // Long words do not make it longer: 1,000 characters in one word is a minute.
    expect(readingMinutes("a".repeat(1000))).toBe(1);
    expect(readingTimeLabel(words(1000))).toBe("5 min read");
    // An 878-word essay (about 5,400 characters) is a 5-minute read, not 27.
    const essay = Array.from({ length: 878 }, (_, i) => `word${i % 10}`).join(" ");
    expect(essay.length).toBeGreaterThan(5000);
    expect(readingTimeLabel(essay)).toBe("5 min read");
  });
});
