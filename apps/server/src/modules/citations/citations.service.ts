import type * as CitationJs from "@citation-js/core";
import { DISPLAY_FALLBACKS, contentPath, type ContentType } from "@field-commons/shared/content";
import { CONTENT_TYPE_TABLES } from "@field-commons/shared/content-types";
import type { CitationFormat } from "@field-commons/shared/citations";
import { DEFAULT_LICENSE, LICENSE_INFO, type License } from "@field-commons/shared/licenses";

/*
 * Citations of published items, made by citation-js: one CSL-JSON item per
 * content item, turned into BibTeX, RIS, CSL-JSON, APA 7th edition (bundled
 * with @citation-js/plugin-csl) and Chicago author-date (the Citation Style
 * Language project's style, shipped by the style-chicago package). Nothing is
 * fetched at run time. See docs/decisions/023-citations.md.
 */

const PUBLISHER = "Field Commons";
const CHICAGO = "chicago-author-date";

/**
 * citation-js with its plugins and the Chicago style, loaded on the first
 * citation asked for: it takes a few hundred milliseconds to load, which the
 * server would otherwise pay at every start.
 */
let citationJs: Promise<typeof CitationJs> | null = null;
function loadCitationJs() {
  citationJs ??= (async () => {
    const core = await import("@citation-js/core");
    await Promise.all([
      import("@citation-js/plugin-bibtex"),
      import("@citation-js/plugin-csl"),
      import("@citation-js/plugin-ris"),
    ]);
    const { default: chicagoAuthorDate } = await import("style-chicago");
    const csl = core.plugins.config.get("@csl");
    if (!csl.styles.has(CHICAGO)) csl.styles.add(CHICAGO, JSON.stringify(chicagoAuthorDate));
    return core;
  })();
  return citationJs;
}

/** The CSL type of each content type, and the genre shown with it (see decision 023). */
const CSL_TYPES: Record<ContentType, { type: string; genre?: string; container?: boolean }> =
  CONTENT_TYPE_TABLES.cslTypes;

type CslName =
  | { literal: string }
  | { family: string; given: string; "non-dropping-particle"?: string; suffix?: string };

const SUFFIXES = new Set(["jr", "jr.", "sr", "sr.", "ii", "iii", "iv"]);

/**
 * An account's name (one free string) as a CSL name. "Family, Given" is taken
 * as written. Otherwise the last word is the family name and the words before
 * it the given names, except: a single word stays whole (a literal name, never
 * abbreviated), a closing Jr., Sr., II, III or IV is the suffix, and
 * lowercase words just before the family name ("van", "de la", "dos") are its
 * particle. Names that follow other orders are cited as their owners' last
 * word, a limit documented in decision 023.
 */
export function cslName(name: string): CslName | null {
  const clean = name.replace(/\s+/g, " ").trim();
  if (!clean) return null;
  const comma = clean.indexOf(",");
  if (comma > 0) {
    const family = clean.slice(0, comma).trim();
    const given = clean.slice(comma + 1).trim();
    if (family && given && !SUFFIXES.has(given.toLowerCase())) return { family, given };
  }
  const words = clean.split(" ");
  if (words.length === 1) return { literal: clean };
  let suffix: string | undefined;
  if (words.length > 2 && SUFFIXES.has(words.at(-1)!.replace(/,$/, "").toLowerCase())) {
    suffix = words.pop();
    words[words.length - 1] = words.at(-1)!.replace(/,$/, "");
  }
  const family = words.pop()!;
  const particle: string[] = [];
  while (words.length > 1 && /^\p{Ll}/u.test(words.at(-1)!)) particle.unshift(words.pop()!);
  return {
    family,
    given: words.join(" "),
    ...(particle.length > 0 ? { "non-dropping-particle": particle.join(" ") } : {}),
    ...(suffix ? { suffix } : {}),
  };
}

/** What a citation needs of an item (a published row of `content` with its author's name). */
export interface CitableItem {
  type: ContentType;
  slug: string;
  title: string;
  summary: string;
  description: string;
  domain: string | null;
  license: string;
  authorName: string;
  publishedAt: Date | null;
  createdAt: Date;
  body?: Record<string, unknown>;
}

function dateParts(date: Date): { "date-parts": [[number, number, number]] } {
  return {
    "date-parts": [[date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]],
  };
}

function tagsOf(body: Record<string, unknown> | undefined): string[] {
  const tags = body?.tags;
  return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === "string") : [];
}

/**
 * The item as CSL-JSON. `origin` is the app's public address (APP_URL);
 * `today` the access date.
 */
export function cslItem(
  item: CitableItem,
  origin: string,
  today: Date = new Date(),
): Record<string, unknown> {
  const kind = CSL_TYPES[item.type];
  const author = cslName(item.authorName);
  const license = LICENSE_INFO[item.license as License] ?? LICENSE_INFO[DEFAULT_LICENSE];
  // CSL keeps keywords in one comma-separated string: a comma inside a tag would split it.
  const keywords = [...(item.domain ? [item.domain] : []), ...tagsOf(item.body)]
    .map((k) => k.replace(/,/g, " ").replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const abstract = item.summary.trim() || item.description.trim();
  return {
    id: item.slug,
    type: kind.type,
    ...(kind.genre ? { genre: kind.genre } : {}),
    title: item.title.trim() || DISPLAY_FALLBACKS.title,
    ...(author ? { author: [author] } : {}),
    issued: dateParts(item.publishedAt ?? item.createdAt),
    accessed: dateParts(today),
    URL: `${origin}${contentPath(item)}`,
    publisher: PUBLISHER,
    ...(kind.container ? { "container-title": PUBLISHER } : {}),
    license: license.url ?? license.label,
    ...(abstract ? { abstract } : {}),
    ...(keywords.length > 0 ? { keyword: keywords.join(",") } : {}),
    language: "en",
  };
}

/** The citation of a CSL item in the format, as text. */
export async function formatCitation(
  item: Record<string, unknown>,
  format: CitationFormat,
): Promise<string> {
  const { Cite, plugins } = await loadCitationJs();
  switch (format) {
    case "bibtex":
      return new Cite(item).format("bibtex", { format: "text" });
    case "ris":
      return `${new Cite(item).format("ris", { format: "text" })}\n`;
    case "csl-json":
      // The output plugin writes the item as given: Cite's own cleaning predates
      // CSL 1.0.2 and would drop `license`.
      return `${plugins.output.format("data", [item], { format: "text" })}\n`;
    case "apa":
    case "chicago":
      return `${new Cite(item)
        .format("bibliography", {
          template: format === "apa" ? "apa" : CHICAGO,
          format: "text",
          lang: "en-US",
        })
        .trim()}\n`;
  }
}
