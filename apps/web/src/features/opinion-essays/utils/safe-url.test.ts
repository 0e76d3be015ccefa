import { describe, expect, it } from "vitest";
import { isExternalHref, safeHref, safeImageSrc } from "./safe-url";

describe("safe URLs", () => {
  it.each([
    "https://example.org/a?b=c#d",
    "http://example.org",
    "HTTPS://EXAMPLE.ORG",
    "mailto:ada@example.org",
    "/about",
    "#section",
    "?q=water",
    "relative/path",
    "./here",
    "../up",
    "/path:with-colon",
  ])("keeps %s", (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.org",
    "xmpp:ada@example.org",
  ])("drops %s", (url) => {
    expect(safeHref(url)).toBe("");
  });

  it("images load only from this site's own paths", () => {
    expect(safeImageSrc("/api/uploads/1")).toBe("/api/uploads/1");
    expect(safeImageSrc("https://tracker.example/p.gif")).toBe("");
    expect(safeImageSrc("//tracker.example/p.gif")).toBe("");
    expect(safeImageSrc("/\\tracker.example/p.gif")).toBe("");
    expect(safeImageSrc("javascript:alert(1)")).toBe("");
    expect(safeImageSrc("x")).toBe("");
  });

  it("tells external links", () => {
    expect(isExternalHref("https://example.org")).toBe(true);
    expect(isExternalHref("/about")).toBe(false);
    expect(isExternalHref("mailto:a@b.c")).toBe(false);
  });
});
