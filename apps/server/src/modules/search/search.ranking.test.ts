import { describe, expect, it } from "vitest";
import { calibratedCosine, fuse } from "./search.engine";
import type { Candidate } from "./search.query";
import { bm25, editDistance, idf, operand, queryTokens, saturate, typoBudget } from "./search.text";
import type { TextCandidate } from "./search.text";

const AVERAGE = [6, 30, 300];

describe("BM25F", () => {
  it("weighs a rare word above a common one", () => {
    const n = 1_000;
    expect(idf(n, 3)).toBeGreaterThan(idf(n, 300));
    expect(idf(n, 900)).toBeGreaterThan(0);
    // The same item holding one of two words: the rare one scores more.
    const rare = bm25([{ idf: idf(n, 3) }, { idf: idf(n, 300) }], [4, 0], [6, 30, 300], AVERAGE);
    const common = bm25([{ idf: idf(n, 3) }, { idf: idf(n, 300) }], [0, 4], [6, 30, 300], AVERAGE);
    expect(rare).toBeGreaterThan(common * 3);
  });

  it("normalises by length: a word in a short body counts more than in a long one", () => {
    const term = [{ idf: 2 }];
    const short = bm25(term, [4], [6, 30, 100], AVERAGE);
    const long = bm25(term, [4], [6, 30, 3_000], AVERAGE);
    expect(short).toBeGreaterThan(long);
  });

  it("weighs fields title > description and tags > body, and saturates", () => {
    const term = [{ idf: 1 }];
    const title = bm25(term, [1], [6, 30, 300], AVERAGE);
    const tags = bm25(term, [2], [6, 30, 300], AVERAGE);
    const body = bm25(term, [4], [6, 30, 300], AVERAGE);
    expect(title).toBeGreaterThan(tags);
    expect(tags).toBeGreaterThan(body);
    const everywhere = bm25(term, [7], [6, 30, 300], AVERAGE);
    expect(everywhere).toBeGreaterThan(title);
    // Never more than idf * (k1 + 1), however many fields hold the word.
    expect(everywhere).toBeLessThan(saturate(1_000));
    expect(saturate(0)).toBe(0);
  });
});

describe("typo tolerance", () => {
  it("counts edits, a swap of neighbours as one", () => {
    expect(editDistance("irigation", "irrigation")).toBe(1);
    expect(editDistance("comittee", "committee")).toBe(1);
    expect(editDistance("budegt", "budget")).toBe(1);
    expect(editDistance("water", "waters")).toBe(1);
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
    expect(editDistance("abc", "xyzxyz", 2)).toBe(3);
  });

  it("allows one typo from five letters and two from nine", () => {
    expect(typoBudget("seed")).toBe(0);
    expect(typoBudget("seeds")).toBe(1);
    expect(typoBudget("irrigatio")).toBe(2);
  });

  it("quotes lexemes so nothing in them is read as query syntax", () => {
    expect(operand("o'neil")).toBe("'o''neil'");
    expect(operand("water", true, "A")).toBe("'water':*A");
    expect(operand("a\\b")).toBe("'a\\\\b'");
    expect(queryTokens("Guifi.net: a community-network!")).toEqual([
      "guifi.net",
      "a",
      "community-network",
    ]);
  });
});

describe("hybrid fusion", () => {
  const text = (id: string, relative: number, titleMatch = false): TextCandidate => ({
    id,
    score: relative,
    relative,
    titleMatch,
    nodeType: "publication",
  });
  const meaning = (
    id: string,
    cosine: number,
    nodeType: Candidate["nodeType"] = "publication",
  ) => ({
    id,
    score: calibratedCosine(cosine),
    nodeType,
  });

  it("is not buried by weak text matches on common words when the meaning is clear", () => {
    // A paraphrase: the text side matched only incidental words of the query
    // in ten items; the semantic side found the relevant one clearly.
    const weak = Array.from({ length: 10 }, (_, i) => text(`noise-${i}`, 0.08 - i * 0.002));
    const semantic = [meaning("relevant", 0.8), meaning("noise-0", 0.4), meaning("other", 0.45)];
    const fused = fuse(weak, semantic, 0.3);
    expect(fused[0]!.id).toBe("relevant");
  });

  it("keeps a strong text match above loose neighbours in meaning", () => {
    const strong = [text("exact", 0.8), text("partial", 0.3)];
    const semantic = [meaning("near", 0.7), meaning("nearer", 0.72), meaning("exact", 0.5)];
    const fused = fuse(strong, semantic, 0.3);
    expect(fused[0]!.id).toBe("exact");
    expect(fused[0]!.matchType).toBe("hybrid");
  });

  it("is not worse than its better side on a constructed case, for every ratio", () => {
    // The relevant items are first on one side and absent or late on the other.
    const textSide = [text("a", 0.7), text("b", 0.65), text("x", 0.1), text("y", 0.09)];
    const semanticSide = [
      meaning("c", 0.85),
      meaning("d", 0.8),
      meaning("a", 0.5),
      meaning("z", 0.4),
    ];
    const relevant = new Set(["a", "b", "c", "d"]);
    const hits = (ids: string[]) => ids.slice(0, 4).filter((id) => relevant.has(id)).length;
    for (const ratio of [0.2, 0.3, 0.5, 0.7]) {
      const fused = fuse(textSide, semanticSide, ratio).map((f) => f.id);
      expect(hits(fused)).toBeGreaterThanOrEqual(
        Math.max(hits(textSide.map((c) => c.id)), hits(semanticSide.map((c) => c.id))),
      );
    }
  });

  it("puts an item whose title is the query first, and items above topics", () => {
    const fused = fuse(
      [text("titled", 0.5, true), text("body", 0.9)],
      [meaning("topic", 0.9, "topic"), meaning("item", 0.85)],
      0.5,
    );
    expect(fused[0]!.id).toBe("titled");
    expect(fused.findIndex((f) => f.id === "item")).toBeLessThan(
      fused.findIndex((f) => f.id === "topic"),
    );
    expect(fused.find((f) => f.id === "topic")!.item).toBe(false);
  });

  it("calibrates cosines to 0..1 from the floor", () => {
    expect(calibratedCosine(0.1)).toBe(0);
    expect(calibratedCosine(0.95)).toBe(1);
    expect(calibratedCosine(0.6)).toBeGreaterThan(0);
  });
});
