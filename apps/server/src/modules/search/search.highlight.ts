// Highlights: fragments of a node's title and text with the query's words
// wrapped in <mark>…</mark>. Everything else is HTML-escaped, so the only
// markup a fragment can carry is <mark>.

const FRAGMENT = 180;
const FRAGMENTS = 2;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * The start of a query word a text word must begin with: its stem, roughly
 * (irrigation → irrigat). A short word loses only a plural "s" (fees → fee).
 */
export function stemOf(word: string): string {
  const stem = word.replace(/(ations?|ings?|ies|es|s|ed|ly)$/u, "");
  if (stem.length >= 3) return stem;
  const singular = word.replace(/s$/u, "");
  return singular.length >= 3 ? singular : word;
}

/** Matches any text word that starts with one of the query words' stems. */
export function matcher(words: string[]): RegExp | null {
  const stems = [...new Set(words.map(stemOf))].filter(Boolean);
  if (stems.length === 0) return null;
  const escaped = stems.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join("|")})[\\p{L}\\p{N}]*`, "giu");
}

/** The text, HTML-escaped, with every match of the pattern wrapped in <mark>…</mark>. */
export function mark(text: string, pattern: RegExp): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += escapeHtml(text.slice(last, match.index)) + `<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** A window of about `size` characters of the text around one match, cut at word boundaries. */
export function window(text: string, at: number, size = FRAGMENT): string {
  let start = Math.max(0, at - size / 3);
  let end = Math.min(text.length, start + size);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  if (end < text.length)
    end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

export function highlight(
  words: string[],
  node: { title: string; description: string; body: string },
): { title: string[]; content: string[] } {
  const pattern = matcher(words);
  if (!pattern) return { title: [], content: [] };
  const title = node.title.search(pattern) >= 0 ? [mark(node.title, pattern)] : [];
  const content: string[] = [];
  const text = [node.description, node.body].filter(Boolean).join(" ");
  let from = 0;
  while (content.length < FRAGMENTS) {
    pattern.lastIndex = 0;
    const rest = text.slice(from);
    const at = rest.search(pattern);
    if (at < 0) break;
    const fragment = window(text, from + at);
    content.push(mark(fragment, pattern));
    from = from + at + FRAGMENT;
  }
  return { title, content };
}
