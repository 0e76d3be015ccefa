import { describe, expect, it } from "vitest";
import { isExternalHref, safeHref, safeHttpUrl, safeSitePath, safeWebUrl } from "./safe-url";

/** Payloads that must never become a link or an image source, by any function. */
const HOSTILE = [
  // script and other dangerous schemes, in any case and with leading space
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "JAVASCRIPT:alert(document.cookie)",
  "  javascript:alert(1)",
  "javascript://example.org/%0Aalert(1)",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "file:///etc/passwd",
  "blob:https://example.org/0b5b3b0e",
  "ftp://example.org/file",
  "xmpp:ada@example.org",
  // control and invisible characters inside or before the scheme
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\rscript:alert(1)",
  "java\u0000script:alert(1)",
  "javascript\u0000:alert(1)",
  "\u0000javascript:alert(1)",
  "\u0001javascript:alert(1)",
  "java\u007fscript:alert(1)",
  "java\u200bscript:alert(1)",
  "\ufeffjavascript:alert(1)",
  "https://example.org/\u0000",
  // HTML character references that decode into a scheme
  "javascript&#58;alert(1)",
  "javascript&#x3A;alert(1)",
  "javascript&#x3a alert(1)",
  "javascript&colon;alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "java&Tab;script:alert(1)",
  "java&NewLine;script:alert(1)",
  // percent-encoded scheme letters: not a valid scheme, still refused
  "%6Aavascript:alert(1)",
  // protocol-relative: leaves the site while looking relative
  "//evil.example",
  "//evil.example/path",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  // broken or empty
  "http://",
  "https://",
  "",
  "   ",
];

describe.each([
  ["safeHref", safeHref],
  ["safeHttpUrl", safeHttpUrl],
  ["safeWebUrl", safeWebUrl],
  ["safeSitePath", safeSitePath],
])("%s", (_name, filter) => {
  it.each(HOSTILE)("refuses %j", (payload) => {
    expect(filter(payload)).toBeNull();
  });

  it("refuses null and undefined", () => {
    expect(filter(null)).toBeNull();
    expect(filter(undefined)).toBeNull();
  });
});

describe("safeHref", () => {
  it.each([
    "https://example.org/a?b=c#d",
    "http://example.org",
    "HTTPS://EXAMPLE.ORG",
    "https://example.org/?q=a&#38;b",
    "mailto:ada@example.org",
    "MAILTO:ada@example.org?subject=Commons",
    "/about",
    "/path:with-colon",
    "#section",
    "?q=water",
    "relative/path",
    "./here",
    "../up",
    "javascript%3Aalert(1)",
  ])("keeps %j as written", (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it("trims surrounding space", () => {
    expect(safeHref("  https://example.org/a \n")).toBe("https://example.org/a");
  });
});

describe("safeHttpUrl", () => {
  it("keeps absolute http(s) URLs, normalised", () => {
    expect(safeHttpUrl("https://example.org/a?b=c#d")).toBe("https://example.org/a?b=c#d");
    expect(safeHttpUrl("HTTP://Example.ORG")).toBe("http://example.org/");
    expect(safeHttpUrl(" https://example.org/a b ")).toBe("https://example.org/a%20b");
    expect(safeHttpUrl("http://localhost:3000/x")).toBe("http://localhost:3000/x");
  });

  it.each(["/about", "relative/path", "#x", "mailto:ada@example.org", "example.org"])(
    "refuses %j (not an absolute http(s) URL)",
    (url) => {
      expect(safeHttpUrl(url)).toBeNull();
    },
  );
});

describe("safeWebUrl", () => {
  it("keeps http(s) URLs and reads a bare address as https", () => {
    expect(safeWebUrl("https://example.org/me")).toBe("https://example.org/me");
    expect(safeWebUrl("linkedin.com/in/elinor")).toBe("https://linkedin.com/in/elinor");
    expect(safeWebUrl("www.example.org?x=1")).toBe("https://www.example.org/?x=1");
  });

  it.each([
    "not a link",
    "@elinor",
    "ada@example.org",
    "google.com@evil.example",
    "localhost",
    "/trip-planner",
    ".example.org",
    "mailto:ada@example.org",
  ])("refuses %j (not a web address)", (text) => {
    expect(safeWebUrl(text)).toBeNull();
  });
});

describe("safeSitePath", () => {
  it.each(["/api/uploads/1", "/trip-planner?x=1#top", "/path:with-colon"])("keeps %j", (path) => {
    expect(safeSitePath(path)).toBe(path);
  });

  it.each(["https://tracker.example/p.gif", "x", "relative/path", "#top", "?q=1"])(
    "refuses %j (not a path of this site)",
    (url) => {
      expect(safeSitePath(url)).toBeNull();
    },
  );
});

describe("isExternalHref", () => {
  it("tells links that leave the site", () => {
    expect(isExternalHref("https://example.org")).toBe(true);
    expect(isExternalHref("HTTP://example.org")).toBe(true);
    expect(isExternalHref("/about")).toBe(false);
    expect(isExternalHref("mailto:a@b.c")).toBe(false);
  });
});
