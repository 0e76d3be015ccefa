import { describe, expect, it } from "vitest";
import { joinSentences } from "./search.documents";

describe("joinSentences", () => {
  it("puts a full stop between parts only where none ends the first", () => {
    expect(
      joinSentences([
        "Rivers swell in the typhoon season",
        "The federation meets in March.",
        "“When the dam goes, everybody comes.”",
        "Who pays?",
        "  ",
        "Each member   gives a day",
      ]),
    ).toBe(
      "Rivers swell in the typhoon season. The federation meets in March. “When the dam goes, everybody comes.” Who pays? Each member gives a day",
    );
  });

  it("is empty for no parts", () => {
    expect(joinSentences(["", " "])).toBe("");
  });
});
