import { describe, expect, it } from "vitest";
import { TranscriptSegment, TranscriptWord } from "./recordings";
import {
  alignWords,
  mergeSegments,
  realignSegment,
  realignTranscript,
  splitSegment,
  tokenize,
} from "./transcript-align";

/** A small seeded generator (mulberry32), so a failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Random = ReturnType<typeof random>;

/** Words as a recogniser gives them: in order, with gaps or none, inside [start, end]. */
function recognised(rng: Random, texts: string[], start: number, end: number): TranscriptWord[] {
  const cuts = texts
    .flatMap(() => [rng.next(), rng.next()])
    .map((x) => start + x * (end - start))
    .sort((a, b) => a - b);
  // Now and then two words touch (no silence between them).
  for (let i = 2; i < cuts.length; i += 2) if (rng.next() < 0.3) cuts[i] = cuts[i - 1]!;
  return texts.map((text, i) => ({
    text,
    start: Math.round(cuts[2 * i]! * 1000) / 1000,
    end: Math.round(cuts[2 * i + 1]! * 1000) / 1000,
    confidence: Math.round(rng.next() * 100) / 100,
  }));
}

interface Edited {
  text: string;
  /** For each token of the new text, the original word it is (unchanged), or null. */
  origin: (number | null)[];
}

/**
 * Random edits a person makes: replace a word, insert words, delete a word,
 * add punctuation to a word, or leave it. Replacements and insertions come
 * from words the line does not contain.
 */
function edit(rng: Random, words: readonly TranscriptWord[], fresh: () => string): Edited {
  const tokens: string[] = [];
  const origin: (number | null)[] = [];
  const insert = () => {
    for (let k = 1 + rng.int(3); k > 0; k--) {
      tokens.push(fresh());
      origin.push(null);
    }
  };
  words.forEach((word, i) => {
    if (rng.next() < 0.15) insert();
    const roll = rng.next();
    if (roll < 0.15) {
      tokens.push(fresh());
      origin.push(null);
    } else if (roll < 0.25) {
      // deleted
    } else if (roll < 0.32) {
      tokens.push(`${word.text}${rng.pick([",", ".", "?", "!", ";"])}`);
      origin.push(i);
    } else {
      tokens.push(word.text);
      origin.push(i);
    }
  });
  if (rng.next() < 0.2) insert();
  if (tokens.length === 0) {
    tokens.push(fresh());
    origin.push(null);
  }
  const spaces = [" ", " ", " ", "  ", "\n", "\t "];
  return { text: tokens.map((t, i) => (i === 0 ? t : rng.pick(spaces) + t)).join(""), origin };
}

function expectOrderedInside(words: readonly TranscriptWord[], start: number, end: number) {
  words.forEach((word, i) => {
    expect(word.start).toBeGreaterThanOrEqual(start);
    expect(word.end).toBeLessThanOrEqual(end);
    expect(word.end).toBeGreaterThanOrEqual(word.start);
    if (i > 0) {
      expect(word.start).toBeGreaterThanOrEqual(words[i - 1]!.start);
      expect(word.end).toBeGreaterThanOrEqual(words[i - 1]!.end);
    }
    // What the server stores must pass the shared schema.
    expect(TranscriptWord.safeParse(word).success).toBe(true);
  });
}

describe("alignWords under random edits", () => {
  it("keeps every unchanged word's times exactly and gives the new text's words in order", () => {
    for (let seed = 1; seed <= 400; seed++) {
      const rng = random(seed);
      const count = 1 + rng.int(40);
      const texts = Array.from({ length: count }, (_, i) => `w${i}`);
      const start = rng.int(100);
      const end = start + 1 + rng.int(30);
      const words = recognised(rng, texts, start, end);
      let n = 0;
      const { text, origin } = edit(rng, words, () => `new${n++}`);

      const result = alignWords(words, text, start, end);
      expect(
        result.map((w) => w.text),
        `seed ${seed}`,
      ).toEqual(text.split(/\s+/));
      origin.forEach((index, j) => {
        if (index === null) {
          expect(result[j]!.confidence, `seed ${seed}`).toBe(1);
          return;
        }
        const original = words[index]!;
        expect(result[j]!.start, `seed ${seed} token ${j}`).toBe(original.start);
        expect(result[j]!.end, `seed ${seed} token ${j}`).toBe(original.end);
        expect(result[j]!.confidence, `seed ${seed} token ${j}`).toBe(original.confidence);
      });
      expectOrderedInside(result, start, end);
    }
  });

  it("keeps times ordered and inside the line with repeated words and any edit", () => {
    const vocabulary = ["the", "canal", "gate", "The", "water", "we", "need", "to", "repair"];
    for (let seed = 1000; seed <= 1400; seed++) {
      const rng = random(seed);
      const count = rng.int(30);
      const texts = Array.from({ length: count }, () => rng.pick(vocabulary));
      const start = rng.int(50);
      const end = start + rng.int(20);
      const words = recognised(rng, texts, start, end);
      const { text } = edit(rng, words, () => rng.pick(vocabulary));
      const result = alignWords(words, text, start, end);
      expect(result.map((w) => w.text)).toEqual(tokenize(text));
      expectOrderedInside(result, start, end);
      // Saving the result again changes nothing.
      expect(alignWords(result, text, start, end)).toEqual(result);
    }
  });
});

describe("alignWords", () => {
  const line = (texts: string[], from = 10): TranscriptWord[] =>
    texts.map((text, i) => ({
      text,
      start: from + i * 0.5,
      end: from + i * 0.5 + 0.4,
      confidence: 0.3 + (i % 5) / 10,
    }));

  it("fixes ten wrong words: each correction keeps the time of the word it replaces", () => {
    const heard =
      "the water committee meats on monday two discuss the canal gait witch is broken since the reigns " +
      "and farmers cant irrigate there fields so we need money four repairs buy next week";
    const fixed =
      "the water committee meets on Monday to discuss the canal gate which is broken since the rains " +
      "and farmers can't irrigate their fields so we need money for repairs by next week";
    const words = line(heard.split(" "));
    const result = alignWords(words, fixed, 10, 30);
    expect(result).toHaveLength(words.length);
    let corrected = 0;
    result.forEach((word, i) => {
      expect(word.text).toBe(fixed.split(" ")[i]);
      expect([word.start, word.end]).toEqual([words[i]!.start, words[i]!.end]);
      if (word.text === words[i]!.text) {
        expect(word.confidence).toBe(words[i]!.confidence);
      } else {
        expect(word.confidence).toBe(1);
        corrected++;
      }
    });
    expect(corrected).toBe(10);
  });

  it("lets deleted words vanish and keeps the others as they were", () => {
    const words = line(["we", "um", "need", "uh", "water"]);
    expect(alignWords(words, "we need water", 10, 13)).toEqual([words[0], words[2], words[4]]);
  });

  it("keeps punctuation on the word it was typed on, and the recogniser's confidence", () => {
    const words = line(["yes", "we", "agree"]);
    const result = alignWords(words, "Yes, we agree.", 10, 12);
    expect(result.map((w) => w.text)).toEqual(["Yes,", "we", "agree."]);
    expect(result[2]).toEqual({ ...words[2], text: "agree." });
    // Capitalising is a correction: the word is no longer shown as doubtful.
    expect(result[0]).toEqual({ ...words[0], text: "Yes,", confidence: 1 });
  });

  it("places inserted words in the silence between their neighbours", () => {
    const words: TranscriptWord[] = [
      { text: "before", start: 1, end: 1.5, confidence: 0.9 },
      { text: "after", start: 2.5, end: 3, confidence: 0.9 },
    ];
    const result = alignWords(words, "before one two after", 0, 4);
    expect(result.slice(1, 3)).toEqual([
      { text: "one", start: 1.5, end: 2, confidence: 1 },
      { text: "two", start: 2, end: 2.5, confidence: 1 },
    ]);
  });

  it("shares the neighbours' spans when they touch, so times never go backwards", () => {
    const words: TranscriptWord[] = [
      { text: "before", start: 1, end: 2, confidence: 0.9 },
      { text: "after", start: 2, end: 3, confidence: 0.9 },
    ];
    const result = alignWords(words, "before inserted after", 0, 4);
    expect(result[0]).toEqual(words[0]);
    expect(result[2]).toEqual(words[1]);
    expect(result[1]).toEqual({ text: "inserted", start: 1.5, end: 2.5, confidence: 1 });
  });

  it("puts words typed at either end between the line's edges and its first or last word", () => {
    const words: TranscriptWord[] = [{ text: "middle", start: 2, end: 3, confidence: 0.8 }];
    const result = alignWords(words, "first middle last", 1, 5);
    expect(result).toEqual([
      { text: "first", start: 1, end: 2, confidence: 1 },
      words[0],
      { text: "last", start: 3, end: 5, confidence: 1 },
    ]);
    // No room before the first word: it shares the first word's span, from the line's start.
    const tight = alignWords(
      [{ text: "middle", start: 1, end: 2, confidence: 0.8 }],
      "first middle",
      1,
      5,
    );
    expect(tight[0]).toEqual({ text: "first", start: 1, end: 1.5, confidence: 1 });
  });

  it("spreads a line's words evenly when it had none, and gives none for no text", () => {
    expect(alignWords([], "one two", 4, 6)).toEqual([
      { text: "one", start: 4, end: 5, confidence: 1 },
      { text: "two", start: 5, end: 6, confidence: 1 },
    ]);
    expect(alignWords(line(["gone"]), "   ", 10, 11)).toEqual([]);
  });

  it("pairs a correction with the old word it most resembles", () => {
    const words = line(["to", "repair", "the", "kanal", "gait"]);
    // Two words became one: the kept time is that of the word that looks like it.
    const result = alignWords(words, "to repair the canal", 10, 13);
    expect(result[3]).toMatchObject({ text: "canal", start: words[3]!.start });
  });

  it("carries a run of over 100 characters as several words", () => {
    const long = "x".repeat(250);
    expect(tokenize(`a ${long} b`)).toEqual([
      "a",
      "x".repeat(100),
      "x".repeat(100),
      "x".repeat(50),
      "b",
    ]);
    const result = alignWords([], `a ${long}`, 0, 4);
    expect(result).toHaveLength(4);
    expectOrderedInside(result, 0, 4);
  });
});

describe("realignSegment and realignTranscript", () => {
  it("recomputes words from the text, and leaves lines without words without", () => {
    const segments: TranscriptSegment[] = [
      {
        start: 0,
        end: 2,
        text: "Hello there",
        speaker: "Ana",
        words: [
          { text: "hello", start: 0.1, end: 0.5, confidence: 0.4 },
          { text: "their", start: 0.6, end: 1.1, confidence: 0.2 },
        ],
      },
      { start: 2, end: 4, text: "No words here" },
      { start: 4, end: 5, text: "Empty list", words: [] },
    ];
    const result = realignTranscript(segments);
    expect(result[0]).toEqual({
      start: 0,
      end: 2,
      text: "Hello there",
      speaker: "Ana",
      words: [
        { text: "Hello", start: 0.1, end: 0.5, confidence: 1 },
        { text: "there", start: 0.6, end: 1.1, confidence: 1 },
      ],
    });
    expect(result[1]).toEqual(segments[1]);
    expect(result[2]).toEqual({ start: 4, end: 5, text: "Empty list" });
    expect("words" in realignSegment(segments[1]!)).toBe(false);
  });
});

describe("splitSegment and mergeSegments", () => {
  const segment: TranscriptSegment = {
    start: 3,
    end: 9,
    speaker: "Speaker 1",
    text: "We meet on Monday. The gate is broken.",
    words: [
      { text: "we", start: 3.1, end: 3.3, confidence: 0.9 },
      { text: "meet", start: 3.3, end: 3.7, confidence: 0.5 },
      { text: "on", start: 3.8, end: 4, confidence: 0.9 },
      { text: "monday", start: 4, end: 4.6, confidence: 0.7 },
      { text: "the", start: 5.2, end: 5.4, confidence: 0.9 },
      { text: "gate", start: 5.4, end: 5.9, confidence: 0.6 },
      { text: "is", start: 6, end: 6.2, confidence: 0.9 },
      { text: "broken", start: 6.2, end: 6.8, confidence: 0.8 },
    ],
  };

  it("splits at the caret: each side keeps its words' times, the boundary is a whole second", () => {
    const offset = segment.text.indexOf("The");
    const [first, second] = splitSegment(segment, offset)!;
    expect(first).toMatchObject({
      start: 3,
      end: 5,
      text: "We meet on Monday.",
      speaker: "Speaker 1",
    });
    expect(second).toMatchObject({
      start: 5,
      end: 9,
      text: "The gate is broken.",
      speaker: "Speaker 1",
    });
    expect(first.words!.map((w) => [w.start, w.end])).toEqual(
      segment.words!.slice(0, 4).map((w) => [w.start, w.end]),
    );
    expect(second.words!.map((w) => [w.start, w.end])).toEqual(
      segment.words!.slice(4).map((w) => [w.start, w.end]),
    );
    expect(TranscriptSegment.safeParse(first).success).toBe(true);
    expect(TranscriptSegment.safeParse(second).success).toBe(true);
    // Merging them back gives the line's words again.
    const merged = mergeSegments(first, second);
    expect(merged).toMatchObject({ start: 3, end: 9, speaker: "Speaker 1", text: segment.text });
    expect(merged.words).toEqual(alignWords(segment.words!, segment.text, 3, 9));
  });

  it("splits inside a word into two corrected words with its time", () => {
    const offset = segment.text.indexOf("nday");
    const [first, second] = splitSegment(segment, offset)!;
    expect(first.words!.at(-1)).toEqual({ text: "Mo", start: 4, end: 4.6, confidence: 1 });
    expect(second.words![0]).toEqual({ text: "nday.", start: 4, end: 4.6, confidence: 1 });
    expect(second.start).toBe(4);
  });

  it("splits a line without words in proportion to the text, and refuses an empty side", () => {
    const plain = { start: 0, end: 10, text: "aaaa bbbb" };
    expect(splitSegment(plain, 5)).toEqual([
      { start: 0, end: 5, text: "aaaa" },
      { start: 5, end: 10, text: "bbbb" },
    ]);
    expect(splitSegment(plain, 0)).toBeNull();
    expect(splitSegment(plain, 9)).toBeNull();
  });

  it("merges a line without words into one with words by giving its words the time left", () => {
    const timed: TranscriptSegment = {
      start: 0,
      end: 2,
      text: "the river",
      words: [
        { text: "the", start: 0, end: 0.4, confidence: 0.9 },
        { text: "river", start: 0.4, end: 1, confidence: 0.9 },
      ],
    };
    const typed: TranscriptSegment = { start: 2, end: 4, text: "the end", speaker: "Ana" };
    const after = mergeSegments(timed, typed);
    expect(after).toMatchObject({ start: 0, end: 4, text: "the river the end", speaker: "Ana" });
    expect(after.words!.slice(0, 2)).toEqual(timed.words);
    expect(after.words!.slice(2)).toEqual([
      { text: "the", start: 1, end: 2.5, confidence: 1 },
      { text: "end", start: 2.5, end: 4, confidence: 1 },
    ]);
    const before = mergeSegments(typed, {
      ...timed,
      start: 4,
      end: 6,
      words: timed.words!.map((w) => ({ ...w, start: w.start + 4, end: w.end + 4 })),
    });
    expect(before.words!.slice(2).map((w) => w.start)).toEqual([4, 4.4]);
    expectOrderedInside(before.words!, 2, 6);
    expect(mergeSegments({ start: 0, end: 1, text: "a" }, { start: 1, end: 2, text: "b" })).toEqual(
      {
        start: 0,
        end: 2,
        text: "a b",
      },
    );
  });
});
