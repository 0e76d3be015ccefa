import { isExternalHref, safeHref, safeSitePath } from "@field-commons/shared/safe-url";
import { useId, useMemo } from "react";
import type { ComponentProps } from "react";
import Markdown from "react-markdown";
import type { Components, ExtraProps, UrlTransform } from "react-markdown";
import { cn } from "../../../lib/cn";
import { markdownHeadings, markdownLinks, remarkHeadingIds } from "./markdown-tree";

/*
 * The one Markdown renderer of the essays (the page, the form's preview).
 * Safe by construction:
 * - raw HTML in the text is dropped (skipHtml; no rehype-raw), so '<script>'
 *   or '<img onerror>' never become elements;
 * - only the elements listed below are rendered;
 * - links keep http(s), mailto and relative targets only, and carry
 *   rel="noopener noreferrer"; images only load from this site's own paths
 *   (both filters are packages/shared/src/safe-url.ts).
 * This module is loaded lazily (see markdown-view.tsx).
 */

const ALLOWED_ELEMENTS = [
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "em",
  "strong",
  "del",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "hr",
  "br",
  "img",
] as const;

export const urlTransform: UrlTransform = (url, key) =>
  key === "src" ? safeSitePath(url) : safeHref(url);

type HeadingProps = ComponentProps<"h2"> & ExtraProps;

const headingStyles = {
  h2: "mt-10 scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900",
  h3: "mt-8 scroll-mt-24 text-xl font-semibold text-slate-900",
  h4: "mt-6 scroll-mt-24 text-lg font-semibold text-slate-900",
  h5: "mt-6 scroll-mt-24 text-base font-semibold text-slate-900",
  h6: "mt-6 scroll-mt-24 text-base font-semibold text-slate-700",
} as const;

/** A heading at its page level: the page title is the only h1, so Markdown '#' becomes h2. */
function heading(Tag: keyof typeof headingStyles) {
  return function MarkdownHeading({ node: _node, id, children }: HeadingProps) {
    return (
      <Tag id={id} className={headingStyles[Tag]}>
        {children}
      </Tag>
    );
  };
}

const components: Components = {
  h1: heading("h2"),
  h2: heading("h2"),
  h3: heading("h3"),
  h4: heading("h4"),
  h5: heading("h5"),
  h6: heading("h6"),
  p: ({ node: _node, children }) => <p className="mt-4 leading-relaxed">{children}</p>,
  a: ({ node: _node, href, title, children }) => {
    if (!href) return <span>{children}</span>;
    const external = isExternalHref(href);
    return (
      <a
        href={href}
        title={title}
        rel="noopener noreferrer"
        target={external ? "_blank" : undefined}
        className="font-medium text-accent underline underline-offset-2 hover:text-accent-hover"
      >
        {children}
      </a>
    );
  },
  ul: ({ node: _node, children }) => (
    <ul className="mt-4 list-disc space-y-1 pl-6 leading-relaxed">{children}</ul>
  ),
  ol: ({ node: _node, start, children }) => (
    <ol start={start} className="mt-4 list-decimal space-y-1 pl-6 leading-relaxed">
      {children}
    </ol>
  ),
  li: ({ node: _node, children }) => <li className="pl-1">{children}</li>,
  blockquote: ({ node: _node, children }) => (
    <blockquote className="mt-4 border-l-4 border-slate-300 pl-4 text-slate-700 italic">
      {children}
    </blockquote>
  ),
  pre: ({ node: _node, children }) => (
    <pre className="mt-4 overflow-x-auto rounded-md bg-slate-100 p-4 text-sm [&>code]:bg-transparent [&>code]:p-0">
      {children}
    </pre>
  ),
  code: ({ node: _node, children }) => (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]">{children}</code>
  ),
  hr: () => <hr className="my-8 border-slate-200" />,
  img: ({ node: _node, src, alt, title }) => {
    const source = typeof src === "string" ? src : "";
    if (!source) return alt ? <span className="text-slate-600">[{alt}]</span> : null;
    return (
      <img
        src={source}
        alt={alt ?? ""}
        title={title}
        loading="lazy"
        className="mt-4 h-auto max-w-full rounded-md"
      />
    );
  },
};

const remarkPlugins = [remarkHeadingIds];

/** Renders an essay's Markdown safely (see the notes above). */
export function MarkdownContent({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div
      data-testid="markdown-content"
      className={cn("text-lg text-slate-800 [&>*:first-child]:mt-0", className)}
    >
      <Markdown
        skipHtml
        allowedElements={ALLOWED_ELEMENTS}
        unwrapDisallowed
        urlTransform={urlTransform}
        remarkPlugins={remarkPlugins}
        components={components}
      >
        {markdown}
      </Markdown>
    </div>
  );
}

/**
 * The essay's sections as an on-page contents list: its level 2 and 3
 * headings, linking to them. Nothing when the essay has no headings.
 */
export function MarkdownContentsList({ markdown }: { markdown: string }) {
  const headingId = useId();
  const headings = useMemo(
    () => markdownHeadings(markdown).filter((h) => h.level <= 3),
    [markdown],
  );
  if (headings.length === 0) return null;
  return (
    <nav
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 text-base shadow-sm"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Contents
      </h2>
      <ol className="mt-3 space-y-1.5 text-sm">
        {headings.map((h) => (
          <li key={h.id} className={h.level === 3 ? "pl-4" : undefined}>
            <a
              href={`#${h.id}`}
              className="text-slate-700 underline-offset-2 hover:text-accent hover:underline"
            >
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The web links the essay cites, once each. Nothing when it cites none. */
export function MarkdownReferences({ markdown }: { markdown: string }) {
  const headingId = useId();
  const links = useMemo(() => markdownLinks(markdown), [markdown]);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        References
      </h2>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800">
        {links.map((link) => (
          <li key={link.href} className="break-words">
            <a
              href={link.href}
              rel="noopener noreferrer"
              target="_blank"
              className="font-medium text-accent underline underline-offset-2 hover:text-accent-hover"
            >
              {link.text}
            </a>
            {link.text !== link.href ? (
              <span className="block text-sm text-slate-600">{link.href}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
