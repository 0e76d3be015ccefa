import { z } from "zod";
import { CONTENT_TYPES, type ContentType } from "./content";

/**
 * "Cite this": GET /api/content/{type}/{idOrSlug}/cite?format=...
 * Published items only; the texts are made by citation-js on the server.
 */
export const CITATION_FORMATS = ["bibtex", "ris", "csl-json", "apa", "chicago"] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

export const CitationParams = z.object({
  type: z.enum(CONTENT_TYPES),
  idOrSlug: z.string().min(1).max(200),
});

export const CitationQuery = z.strictObject({
  format: z.enum(CITATION_FORMATS, {
    error: `Choose a format: ${CITATION_FORMATS.join(", ")}`,
  }),
});

/** The media type each format is answered with. */
export const CITATION_MEDIA_TYPES: Record<CitationFormat, string> = {
  bibtex: "application/x-bibtex; charset=utf-8",
  ris: "application/x-research-info-systems; charset=utf-8",
  "csl-json": "application/vnd.citationstyles.csl+json; charset=utf-8",
  apa: "text/plain; charset=utf-8",
  chicago: "text/plain; charset=utf-8",
};

const FILE_SUFFIXES: Record<CitationFormat, string> = {
  bibtex: ".bib",
  ris: ".ris",
  "csl-json": ".json",
  apa: "-apa.txt",
  chicago: "-chicago.txt",
};

/** The download's file name, from the slug: `{slug}.bib`, `{slug}.ris`, `{slug}.json`, `{slug}-apa.txt`. */
export function citationFileName(slug: string, format: CitationFormat): string {
  const base =
    slug
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^[.-]+|-+$/g, "")
      .slice(0, 80) || "citation";
  return `${base}${FILE_SUFFIXES[format]}`;
}

/** The API address of an item's citation in a format. */
export function citationUrl(
  item: { type: ContentType; slug: string },
  format: CitationFormat,
): string {
  return `/api/content/${item.type}/${encodeURIComponent(item.slug)}/cite?format=${format}`;
}

/** The formatted styles the "Cite this" panel offers, with their labels. */
export const CITATION_STYLES = ["apa", "chicago"] as const satisfies readonly CitationFormat[];
export type CitationStyle = (typeof CITATION_STYLES)[number];
export const CITATION_STYLE_LABELS: Record<CitationStyle, string> = {
  apa: "APA",
  chicago: "Chicago author-date",
};

/** The files the panel offers for download, with their labels. */
export const CITATION_DOWNLOADS = [
  { format: "bibtex", label: "BibTeX" },
  { format: "ris", label: "RIS" },
  { format: "csl-json", label: "CSL-JSON" },
] as const satisfies readonly { format: CitationFormat; label: string }[];

export const CITE_TEXT = {
  button: "Cite",
  title: "Cite this",
  style: "Citation style",
  copy: "Copy citation",
  copied: "Copied",
  copyFailed: "Could not copy the citation",
  loading: "Loading the citation",
  failed: "The citation could not be loaded.",
  downloads: "Download",
} as const;
