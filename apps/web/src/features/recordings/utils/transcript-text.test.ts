import { tokenize } from "@field-commons/shared/transcript-align";
import { describe, expect, it } from "vitest";
import { oneLine, textPieces, tokenSpans, wordIndexAt } from "./transcript-text";

const w = (text: string, confidence = 0.9) => ({ text, start: 0, end: 1, confidence });

describe("a line's text and its words", () => {
  it("splits words exactly as the shared tokenizer does", () => {
    const texts = [
      "the water  committee, meets!",
      "  leading and trailing  ",
      "",
      `${"a".repeat(250)} short`,
      "tabs\tand\nbreaks",
      "émigré naïve 🙂 smiles",
    ];
    for (const text of texts) {
      expect(tokenSpans(text).map((span) => text.slice(span.from, span.to))).toEqual(
        tokenize(text),
      );
    }
  });

  it("finds the word at a cursor offset", () => {
    const spans = tokenSpans("the canal is dry");
    expect(wordIndexAt(spans, 0)).toBe(0);
    expect(wordIndexAt(spans, 3)).toBe(0);
    expect(wordIndexAt(spans, 4)).toBe(1);
    expect(wordIndexAt(spans, 16)).toBe(3);
    expect(wordIndexAt([], 0)).toBe(-1);
  });

  it("cuts a line into word pieces and found ranges that join back to the text", () => {
    const text = "the canal, canal";
    const pieces = textPieces(
      text,
      [w("the"), w("canal,"), w("canal")],
      [
        { from: 4, to: 9, current: true },
        { from: 11, to: 16, current: false },
      ],
    );
    expect(pieces.map((p) => p.text).join("")).toBe(text);
    expect(pieces).toEqual([
      { text: "the", word: 0, mark: "none" },
      { text: " ", word: -1, mark: "none" },
      { text: "canal", word: 1, mark: "current" },
      { text: ",", word: 1, mark: "none" },
      { text: " ", word: -1, mark: "none" },
      { text: "canal", word: 2, mark: "match" },
    ]);
  });

  it("keeps a line whose words do not line up with its text as plain text", () => {
    expect(textPieces("three words here", [w("two"), w("words")], [])).toEqual([
      { text: "three words here", word: -1, mark: "none" },
    ]);
    expect(textPieces("no words", undefined, [{ from: 3, to: 8, current: false }])).toEqual([
      { text: "no ", word: -1, mark: "none" },
      { text: "words", word: -1, mark: "match" },
    ]);
  });

  it("keeps lines on one line", () => {
    expect(oneLine("a\nb\r\nc")).toBe("a b c");
  });
});
