import { describe, expect, it } from "vitest";
import { highlight } from "./search.highlight";

describe("highlight", () => {
  it("marks the words that start with a query word's stem, and escapes the rest", () => {
    const result = highlight(["irrigation"], {
      title: "Irrigation <courts> of Valencia",
      description: "Farmers who irrigate from one canal",
      body: "",
    });
    expect(result.title).toEqual(["<mark>Irrigation</mark> &lt;courts&gt; of Valencia"]);
    expect(result.content).toEqual(["Farmers who <mark>irrigate</mark> from one canal"]);
  });

  it("marks a cut with one ellipsis, at the edge where the text goes on", () => {
    const body = `${"word ".repeat(60)}irrigation courts meet each Thursday ${"and settle disputes ".repeat(20).trim()}`;
    const [middle] = highlight(["irrigation"], { title: "Courts", description: "", body }).content;
    expect(middle).toMatch(/^…word /u);
    expect(middle).toMatch(/ and…$/u);
    const [start] = highlight(["irrigation"], {
      title: "Courts",
      description: "Irrigation courts",
      body: "",
    }).content;
    expect(start).toBe("<mark>Irrigation</mark> courts");
  });

  it("matches a short plural's singular", () => {
    const result = highlight(["fees"], {
      title: "Canal fees",
      description: "A fee per hectare",
      body: "",
    });
    expect(result.title).toEqual(["Canal <mark>fees</mark>"]);
    expect(result.content).toEqual(["A <mark>fee</mark> per hectare"]);
  });
});
