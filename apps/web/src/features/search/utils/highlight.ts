export interface HighlightPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Undoes the server's HTML escaping: named entities above and numeric ones. */
export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const value =
        code[1] === "x" || code[1] === "X"
          ? parseInt(code.slice(2), 16)
          : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff
        ? String.fromCodePoint(value)
        : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a highlight fragment into plain and marked runs. Only `<mark>` and
 * `</mark>` are markup; everything else is text (entities decoded), so the
 * runs can be rendered as text nodes: a stray tag shows as its characters.
 */
export function parseHighlight(fragment: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let marked = false;
  for (const piece of fragment.split(/(<\/?mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === "<mark>") {
      marked = true;
      continue;
    }
    if (tag === "</mark>") {
      marked = false;
      continue;
    }
    if (piece === "") continue;
    const text = unescapeHtml(piece);
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  }
  return parts;
}
