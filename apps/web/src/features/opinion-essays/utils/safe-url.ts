/**
 * URL rules for anything an author writes that becomes a link or an image:
 * only http(s), mailto and relative URLs survive; everything else (javascript:,
 * data:, vbscript:, file:, odd spellings of them) becomes empty.
 */

const LINK_PROTOCOLS = new Set(["http", "https", "mailto"]);

/** The scheme of a URL, or null for a relative URL (no colon before the first '/', '?' or '#'). */
function schemeOf(url: string): string | null {
  const colon = url.indexOf(":");
  if (colon === -1) return null;
  for (const mark of ["/", "?", "#"]) {
    const at = url.indexOf(mark);
    if (at !== -1 && at < colon) return null;
  }
  return url.slice(0, colon);
}

/** A link target that is safe to render, or '' when it must not be a link. */
export function safeHref(url: string): string {
  const value = url.trim();
  if (!value) return "";
  const scheme = schemeOf(value);
  if (scheme === null) return value;
  return LINK_PROTOCOLS.has(scheme.toLowerCase()) ? value : "";
}

/** True for an absolute http(s) link, which opens in a new tab. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href) || href.startsWith("//");
}

/**
 * An image source that is safe to render: only this site's own paths (for
 * example an uploaded image, /api/uploads/{id}); anything else, including
 * other hosts, is '' and the image shows as its alt text. The page's
 * Content-Security-Policy would block other hosts anyway.
 */
export function safeImageSrc(url: string): string {
  const value = url.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "";
  return schemeOf(value) === null ? value : "";
}
