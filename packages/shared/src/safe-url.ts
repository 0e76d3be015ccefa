import { z } from "zod";

/*
 * The one filter for URLs that people type (links in essays, briefs, trip
 * cards and interview profiles; Markdown links and images). Nothing a user
 * wrote becomes an href or a src without going through one of these. They are
 * allow-lists: a URL is kept only when it is one of the kinds named below, and
 * every function answers null for anything else.
 *
 * Refused by every function, whatever the scheme looks like:
 * - control and invisible characters anywhere (tab, newline, NUL, zero-width
 *   spaces): browsers drop some of them inside a scheme, so `java\tscript:`
 *   would run;
 * - HTML character references before the first "/" or "?"
 *   (`javascript&#58;...`, `&#106;avascript:`): a later HTML or Markdown step
 *   may decode them into a scheme;
 * - protocol-relative references (`//host`, `/\host`, `\\host`), which leave
 *   the site while looking relative;
 * - any scheme outside the function's list (javascript:, data:, vbscript:,
 *   file:, blob: ...), in any letter case.
 */

const HTTP_URL = z.url({ protocol: /^https?$/, normalize: true });
const PUBLIC_HTTP_URL = z.url({ protocol: /^https?$/, hostname: /\./, normalize: true });

/** Zero-width and direction marks that hide inside a scheme but are not controls. */
const INVISIBLE = new Set([0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2028, 0x2029, 0x2060, 0xfeff]);

function hasHiddenCharacters(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || INVISIBLE.has(code)) return true;
  }
  return false;
}

/** A character reference (`&#58;`, `&#x3a;`, `&colon;`, `&Tab;`...) where a scheme could be. */
function hasReferenceInScheme(text: string): boolean {
  // '#' is part of a reference ('&#58;'), so the head ends only at '/', '?' or '\'.
  const head = /^[^/?\\]*/.exec(text)?.[0] ?? "";
  return /&(#|colon|tab|newline)/i.test(head);
}

/** The trimmed text, or null when it is empty or hides something. */
function clean(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text || hasHiddenCharacters(text) || hasReferenceInScheme(text)) return null;
  return text;
}

/**
 * The scheme in lower case, or null for a relative reference (no ':' before
 * the first '/', '?', '#' or '\'). What stands before such a ':' counts as a
 * scheme even when it is not a valid one ('%6Aavascript'), so it is refused.
 */
function schemeOf(text: string): string | null {
  const colon = text.indexOf(":");
  if (colon === -1) return null;
  const head = text.slice(0, colon);
  return /[/?#\\]/.test(head) ? null : head.toLowerCase();
}

/** '//host', '/\host', '\\host': relative in looks only. */
function isNetworkPath(text: string): boolean {
  return /^[/\\]{2}/.test(text);
}

/**
 * A link target that is safe to render: an http(s) or mailto URL, or a
 * relative reference on this site ('/about', '#section', '?q=x', 'page').
 * The text is returned trimmed, otherwise as written.
 */
export function safeHref(raw: string | null | undefined): string | null {
  const text = clean(raw);
  if (!text) return null;
  const scheme = schemeOf(text);
  if (scheme === null) return isNetworkPath(text) ? null : text;
  if (scheme === "mailto") return text;
  if (scheme === "http" || scheme === "https")
    return HTTP_URL.safeParse(text).success ? text : null;
  return null;
}

/** An absolute http(s) URL, normalised ('HTTPS://Example.org' → 'https://example.org/'); null for anything else. */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  const text = clean(raw);
  if (!text) return null;
  const scheme = schemeOf(text);
  if (scheme !== "http" && scheme !== "https") return null;
  const parsed = HTTP_URL.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * A web link as people type it: an http(s) URL, or a bare address
 * ('example.org/page', read as https) whose host has a dot. An e-mail address
 * or a handle is not a web address. Normalised like safeHttpUrl.
 */
export function safeWebUrl(raw: string | null | undefined): string | null {
  const text = clean(raw);
  if (!text) return null;
  if (schemeOf(text) !== null) return safeHttpUrl(text);
  if (/^[/\\.]/.test(text) || text.includes("@")) return null;
  const parsed = PUBLIC_HTTP_URL.safeParse(`https://${text}`);
  return parsed.success ? parsed.data : null;
}

/**
 * A path on this site ('/api/uploads/1', '/trip-planner?x=1'), for images and
 * internal links; null for anything else, including other hosts.
 */
export function safeSitePath(raw: string | null | undefined): string | null {
  const text = clean(raw);
  if (!text || !text.startsWith("/") || isNetworkPath(text)) return null;
  return schemeOf(text) === null ? text : null;
}

/** True for an absolute http(s) link (one that leaves the site and opens in a new tab). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
