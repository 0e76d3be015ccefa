import { describe, expect, it } from "vitest";
import { ESSAY_TEMPLATE } from "./essay-template";
import { essayMarkdownParts, headingKey, takeSections } from "./structured-sections";

describe("takeSections", () => {
  it("takes a named section with its sub-headings, up to the next heading of its level", () => {
    const text = [
      "## Intro",
      "Hello.",
      "## Conclusion",
      "It ends.",
      "### Detail",
      "More.",
      "## After",
      "Bye.",
    ].join("\n");
    const { rest, taken } = takeSections(text, ["Conclusion"]);
    expect(rest).toBe(["## Intro", "Hello.", "## After", "Bye."].join("\n"));
    expect(taken.get("Conclusion")).toBe("It ends.\n### Detail\nMore.");
  });

  it("compares headings loosely and ignores '#' lines in fenced code", () => {
    const text = "```\n## Conclusion\n```\n\n# **counter-arguments:** #\nNo.\n";
    const { rest, taken } = takeSections(text, ["Counterarguments", "Conclusion"]);
    expect(rest).toBe("```\n## Conclusion\n```\n");
    expect(taken.get("Counterarguments")).toBe("No.");
    expect(taken.has("Conclusion")).toBe(false);
  });

  it("headingKey ignores case, marks and spacing", () => {
    expect(headingKey(" Call to *Action* ")).toBe(headingKey("call-to-action"));
  });
});

describe("essayMarkdownParts", () => {
  it("leaves the text alone when no field repeats a heading", () => {
    expect(essayMarkdownParts({ content: ESSAY_TEMPLATE, conclusion: "Done." })).toEqual({
      markdown: ESSAY_TEMPLATE,
      extra: {},
    });
  });

  it("takes sections headed like filled fields; keeps their text only when it says more", () => {
    const content = "## Thesis\n\nSame claim.\n\n## Conclusion\n\nA longer ending.\n";
    const { markdown, extra } = essayMarkdownParts({
      content,
      thesis: "Same claim.",
      conclusion: "Short.",
    });
    expect(markdown.trim()).toBe("");
    expect(extra).toEqual({ conclusion: "A longer ending." });
  });

  it("keeps a section whose field is blank", () => {
    const content = "## Conclusion\n\nOnly here.\n";
    expect(essayMarkdownParts({ content, conclusion: "  " }).markdown).toBe(content);
  });
});
