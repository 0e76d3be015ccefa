import type { RecordingAnalysis, TranscriptSegment } from "@field-commons/shared/recordings";
import { describe, expect, it } from "vitest";
import {
  TOO_SHORT_TO_SUMMARISE,
  TOO_UNCERTAIN_TO_SUMMARISE,
  honestAnalysis,
  isAbstractNoun,
  isTooShort,
  phraseSupport,
  segmentWordConfidences,
  transcriptFacts,
} from "./honesty";

const empty: RecordingAnalysis = {
  summary: "",
  keyQuotes: [],
  actionItems: [],
  topics: [],
  entities: [],
};

const words = (n: number, prefix = "word") => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe("isTooShort", () => {
  it("needs 40 words and 4 sentences", () => {
    const sentences = (count: number, each: number) =>
      Array.from({ length: count }, (_, i) => `${words(each, `s${i}w`).join(" ")}.`).join(" ");
    const facts = (text: string) => transcriptFacts([{ start: 0, end: 9, text }]);
    expect(isTooShort(facts(sentences(4, 10)))).toBe(false);
    expect(isTooShort(facts(sentences(4, 9)))).toBe(true); // 36 words
    expect(isTooShort(facts(sentences(3, 20)))).toBe(true); // 3 sentences
    // A last sentence without a full stop still counts.
    expect(
      transcriptFacts([{ start: 0, end: 9, text: "One. Two. Three. four five" }]).sentences,
    ).toBe(4);
  });

  it("counts unpunctuated recogniser output by lines, or 25 words of a long line", () => {
    const line = (n: number): TranscriptSegment => ({ start: 0, end: 5, text: words(n).join(" ") });
    expect(transcriptFacts([line(15), line(15), line(15)]).sentences).toBe(3);
    expect(transcriptFacts([line(900)]).sentences).toBe(36);
  });
});

describe("segmentWordConfidences", () => {
  const segment = (text: string, recognised: Array<[string, number]>): TranscriptSegment => ({
    start: 0,
    end: 5,
    text,
    words: recognised.map(([word, confidence], i) => ({
      text: word,
      start: i,
      end: i + 0.5,
      confidence,
    })),
  });

  it("takes each word's confidence by position, and 1 for typed text", () => {
    expect(
      segmentWordConfidences(
        segment("the terrorism money", [
          ["the", 0.9],
          ["terrorism", 0.2],
          ["money", 0.8],
        ]),
      ).map((w) => w.confidence),
    ).toEqual([0.9, 0.2, 0.8]);
    expect(
      segmentWordConfidences({ start: 0, end: 1, text: "typed  by hand" }).map((w) => [
        w.word,
        w.offset,
        w.confidence,
      ]),
    ).toEqual([
      ["typed", 0, 1],
      ["by", 6, 1],
      ["hand", 9, 1],
    ]);
  });

  it("matches words in order when a correction changed how many there are; an inserted word is certain", () => {
    const corrected = segment("the tourism office money", [
      ["the", 0.9],
      ["tourism", 1],
      ["money", 0.8],
    ]);
    expect(segmentWordConfidences(corrected).map((w) => w.confidence)).toEqual([0.9, 1, 1, 0.8]);
  });
});

describe("phraseSupport and isAbstractNoun", () => {
  it("averages the confidence of every occurrence of a phrase's words, plurals folded", () => {
    const facts = transcriptFacts([
      {
        start: 0,
        end: 5,
        text: "gate keepers and the gate",
        words: [
          { text: "gate", start: 0, end: 1, confidence: 0.9 },
          { text: "keepers", start: 1, end: 2, confidence: 0.3 },
          { text: "and", start: 2, end: 3, confidence: 0.9 },
          { text: "the", start: 3, end: 4, confidence: 0.9 },
          { text: "gate", start: 4, end: 5, confidence: 0.7 },
        ],
      },
    ]);
    const support = phraseSupport(facts, "gate keeper");
    expect(support.confidence).toBeCloseTo((0.9 + 0.7 + 0.3) / 3, 5);
    expect(support.occurrences).toBe(1);
    expect(phraseSupport(facts, "water governance")).toEqual({ confidence: 1, occurrences: 0 });
  });

  it("knows abstract nouns by their ending", () => {
    for (const word of ["Terrorism", "Independence", "Liberalisation", "Community"]) {
      expect(isAbstractNoun(word), word).toBe(true);
    }
    for (const word of ["Mandera", "Karatina", "Oaxaca City"]) {
      expect(isAbstractNoun(word), word).toBe(false);
    }
  });
});

describe("honestAnalysis", () => {
  const long: TranscriptSegment[] = Array.from({ length: 10 }, (_, i) => ({
    start: i * 5,
    end: i * 5 + 5,
    text: `Sentence ${i} tells what the committee did about ${words(6, `thing${i}-`).join(" ")}.`,
  }));

  it("keeps an honest answer as it is", () => {
    const answer: RecordingAnalysis = {
      ...empty,
      summary: long[0]!.text,
      keyQuotes: [{ text: long[3]!.text, timestamp: 15, importance: 1 }],
    };
    expect(honestAnalysis(long, answer)).toEqual(answer);
  });

  it("gives nothing for an empty transcript", () => {
    expect(honestAnalysis([], { ...empty, summary: "Something." })).toEqual(empty);
  });

  it("cuts a summary to the whole sentences that fit in 40 % of the words, or says it is too short", () => {
    const whole = long.map((s) => s.text).join(" ");
    expect(honestAnalysis(long, { ...empty, summary: whole }).summary).toBe(
      long
        .slice(0, 4)
        .map((s) => s.text)
        .join(" "),
    );
    const oneLongSentence = `${words(90).join(" ")}.`;
    expect(honestAnalysis(long, { ...empty, summary: oneLongSentence }).summary).toBe(
      TOO_SHORT_TO_SUMMARISE,
    );
  });
});

describe("summaries of misheard speech", () => {
  /** Five lines of ten words each, heard with the given confidence per line. */
  const heardLines = (confidences: number[]): TranscriptSegment[] =>
    confidences.map((confidence, line) => {
      const text = words(10, `l${line}w`).join(" ");
      return {
        start: line * 5,
        end: line * 5 + 4,
        text,
        words: text.split(" ").map((word, i) => ({
          text: word,
          start: line * 5 + i * 0.4,
          end: line * 5 + i * 0.4 + 0.3,
          confidence,
        })),
      };
    });
  const summaryOf = (segments: TranscriptSegment[], lines: number[]) =>
    lines.map((l) => `${segments[l]!.text}.`).join(" ");

  it("leaves out summary sentences made of words the recogniser was unsure of", () => {
    const segments = heardLines([0.9, 0.2, 0.9, 0.2, 0.9]);
    const result = honestAnalysis(segments, { ...empty, summary: summaryOf(segments, [0, 1]) });
    expect(result.summary).toBe(`${segments[0]!.text}.`);
  });

  it("says the transcript is too uncertain when no summary sentence was heard with confidence", () => {
    const segments = heardLines([0.2, 0.3, 0.1, 0.2, 0.9]);
    const result = honestAnalysis(segments, { ...empty, summary: summaryOf(segments, [0, 1]) });
    expect(result.summary).toBe(TOO_UNCERTAIN_TO_SUMMARISE);
    expect(TOO_UNCERTAIN_TO_SUMMARISE).toBe(
      "Too uncertain to summarise: most words were hard to recognise. Correct the transcript, then summarise it again.",
    );
  });

  it("summarises corrected lines: typed words count as heard", () => {
    const segments = heardLines([0.2, 0.3, 0.1, 0.2, 0.9]).map(({ words: _, ...line }) => line);
    const summary = summaryOf(segments, [0, 1]);
    expect(honestAnalysis(segments, { ...empty, summary }).summary).toBe(summary);
  });
});
