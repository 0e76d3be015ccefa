import { isExternalHref, safeHref } from "@field-commons/shared/safe-url";
import type { Heading, Nodes, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";

/** A heading of the essay as the page shows it: Markdown '#' and '##' are both level 2. */
export interface MarkdownHeading {
  id: string;
  text: string;
  level: 2 | 3 | 4 | 5 | 6;
}

/** A link the essay cites. */
export interface MarkdownLink {
  href: string;
  text: string;
}

/** Heading ids carry a prefix so that an author's heading can never take an id the app uses. */
export const HEADING_ID_PREFIX = "essay-";

/** The page level of a Markdown heading: the page title is the only h1. */
export function pageLevel(depth: number): MarkdownHeading["level"] {
  return Math.min(6, Math.max(2, depth)) as MarkdownHeading["level"];
}

function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "section";
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ("children" in node) for (const child of node.children) walk(child, visit);
}

/**
 * Gives every heading of the tree a unique id (stored where remark-rehype puts
 * it on the element) and returns the headings in document order. The rendered
 * page and its contents list both come from this function, so their ids match.
 */
export function assignHeadingIds(tree: Root): MarkdownHeading[] {
  const used = new Map<string, number>();
  const headings: MarkdownHeading[] = [];
  walk(tree, (node) => {
    if (node.type !== "heading") return;
    const heading: Heading = node;
    const text = toString(heading, { includeHtml: false }).trim();
    const base = `${HEADING_ID_PREFIX}${slugify(text)}`;
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    if (text) headings.push({ id, text, level: pageLevel(heading.depth) });
  });
  return headings;
}

/** The remark plugin that gives the rendered headings their ids. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    assignHeadingIds(tree);
  };
}

/** The headings of a Markdown text, with the ids the rendered page gives them. */
export function markdownHeadings(markdown: string): MarkdownHeading[] {
  return assignHeadingIds(fromMarkdown(markdown));
}

/**
 * The web links the text cites (inline links and link definitions), once each,
 * in order of first appearance. Only absolute http(s) links count.
 */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const links = new Map<string, MarkdownLink>();
  walk(fromMarkdown(markdown), (node) => {
    if (node.type !== "link" && node.type !== "definition") return;
    const href = safeHref(node.url);
    if (!href || !isExternalHref(href) || links.has(href)) return;
    const label =
      node.type === "link"
        ? toString(node, { includeHtml: false }).trim()
        : (node.title ?? "").trim();
    links.set(href, { href, text: label || href });
  });
  return [...links.values()];
}
