import type { TranscriptSegment } from "@field-commons/shared/recordings";
import { describe, expect, it } from "vitest";
import {
  checkTranscript,
  joinWithPrevious,
  segmentsOf,
  splitLine,
  toEditLines,
  withText,
} from "./transcript-lines";

const line: TranscriptSegment = {
  start: 3,
  end: 7,
  text: "the canel needs repair",
  speaker: "Speaker 1",
  words: [
    { text: "the", start: 3.1, end: 3.3, confidence: 0.9 },
    { text: "canel", start: 3.4, end: 4.0, confidence: 0.3 },
    { text: "needs", start: 4.2, end: 4.6, confidence: 0.8 },
    { text: "repair", start: 4.7, end: 5.5, confidence: 0.7 },
  ],
};

describe("editing transcript lines", () => {
  it("realigns the words of an edited line: unchanged words keep their times", () => {
    const [edited] = toEditLines([line]).map((l) => withText(l, "the canal needs a repair"));
    const words = edited!.segment.words!;
    expect(words.map((w) => w.text)).toEqual(["the", "canal", "needs", "a", "repair"]);
    expect(words[0]).toEqual(line.words![0]);
    expect(words[1]).toEqual({ text: "canal", start: 3.4, end: 4.0, confidence: 1 });
    expect(words[2]).toEqual(line.words![2]);
    expect(words[4]).toEqual(line.words![3]);
    expect(words[3]!.start).toBeGreaterThanOrEqual(4.6);
    expect(words[3]!.end).toBeLessThanOrEqual(4.7);
  });

  it("aligns each edit against the words the line was loaded with", () => {
    const [loaded] = toEditLines([line]);
    const typedOver = withText(withText(loaded!, "the needs repair"), "the canel needs repair");
    expect(typedOver.segment.words).toEqual(line.words);
  });

  it("invents no word times for a line that had none", () => {
    const [plain] = toEditLines([{ start: 0, end: 2, text: "typed by hand" }]);
    expect(withText(plain!, "typed by a hand").segment).toEqual({
      start: 0,
      end: 2,
      text: "typed by a hand",
    });
  });

  it("splits a line at the cursor and joins it back", () => {
    const lines = toEditLines([line, { start: 8, end: 9, text: "yes" }]);
    const split = splitLine(lines, 0, "the canel".length);
    expect(split).not.toBeNull();
    expect(segmentsOf(split!.lines).map((s) => s.text)).toEqual([
      "the canel",
      "needs repair",
      "yes",
    ]);
    expect(split!.lines[0]!.id).toBe(lines[0]!.id);
    expect(split!.caret).toEqual({ id: split!.lines[1]!.id, offset: 0 });
    expect(split!.lines[1]!.segment.words![0]).toEqual(line.words![2]);

    const joined = joinWithPrevious(split!.lines, 1);
    expect(joined!.lines[0]!.segment.text).toBe(line.text);
    expect(joined!.lines[0]!.segment.words).toEqual(line.words);
    expect(joined!.caret).toEqual({ id: lines[0]!.id, offset: "the canel ".length });
    expect(splitLine(lines, 0, 0)).toBeNull();
    expect(joinWithPrevious(lines, 0)).toBeNull();
  });

  it("drops an emptied line when it is joined", () => {
    const lines = toEditLines([line, { start: 8, end: 9, text: "yes" }]);
    const emptied = [lines[0]!, withText(lines[1]!, "")];
    const joined = joinWithPrevious(emptied, 1);
    expect(joined!.lines).toEqual([lines[0]]);
    expect(joined!.caret).toEqual({ id: lines[0]!.id, offset: line.text.length });
  });

  it("checks the transcript like the server and names the line", () => {
    const lines = toEditLines([line, { start: 8, end: 9, text: "yes" }]);
    expect(checkTranscript(segmentsOf(lines))).toMatchObject({ ok: true });
    const bad = checkTranscript(segmentsOf([lines[0]!, withText(lines[1]!, "  ")]));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect([...bad.lines]).toEqual([[1, "A transcript line cannot be empty"]]);
  });
});
