import { describe, expect, it } from "vitest";
import { ESSAY_CONTENT } from "../testing/essay-fixture";
import { ESSAY_TEMPLATE } from "../utils/essay-template";
import { markdownHeadings, markdownLinks } from "./markdown-tree";

describe("Markdown headings and links", () => {
  it("lists headings in order with unique, prefixed ids at page levels", () => {
    expect(markdownHeadings(ESSAY_CONTENT)).toEqual([
      { id: "essay-why-it-matters", text: "Why it matters", level: 2 },
      { id: "essay-the-argument", text: "The argument", level: 2 },
      { id: "essay-open-meetings-build-trust", text: "Open meetings build trust", level: 3 },
      { id: "essay-open-records-settle-disputes", text: "Open records settle disputes", level: 3 },
      { id: "essay-why-it-matters-2", text: "Why it matters", level: 2 },
    ]);
  });

  it("'#' is a level 2 heading (the page title is the only h1); no HTML in heading text", () => {
    expect(markdownHeadings("# Top\n\n## Über <b>uns</b>\n\n#### Deep")).toEqual([
      { id: "essay-top", text: "Top", level: 2 },
      { id: "essay-uber-uns", text: "Über uns", level: 2 },
      { id: "essay-deep", text: "Deep", level: 4 },
    ]);
  });

  it("the outline template has the sections without a field of their own, and three arguments", () => {
    const headings = markdownHeadings(ESSAY_TEMPLATE);
    // Thesis, Counterarguments and Conclusion are fields of Essay Structure, not outline headings.
    expect(headings.filter((h) => h.level === 2).map((h) => h.text)).toEqual([
      "Introduction",
      "Arguments",
    ]);
    expect(headings.filter((h) => h.level === 3)).toHaveLength(3);
  });

  it("collects the web links cited, once each, and never unsafe ones", () => {
    const text = `${ESSAY_CONTENT}
Again [the study](https://example.org/torbel), [bad](javascript:alert(1)), [mail](mailto:a@b.c).

[ref]: https://example.org/ref "The reference"
`;
    expect(markdownLinks(text)).toEqual([
      { href: "https://example.org/torbel", text: "Törbel study" },
      { href: "https://example.org/ref", text: "The reference" },
    ]);
  });
});
