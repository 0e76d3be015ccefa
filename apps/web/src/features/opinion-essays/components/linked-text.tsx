import { Fragment } from "react";
import type { ReactNode } from "react";

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]/gi;

/**
 * Author-written plain text (never HTML) where web addresses become links:
 * only http(s) addresses, opening in a new tab without the page's referrer.
 * Blank lines separate paragraphs; single line breaks are kept.
 */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="mt-3 break-words whitespace-pre-line first:mt-0">
          {linkify(paragraph)}
        </p>
      ))}
    </div>
  );
}

function linkify(text: string) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a
        key={start}
        href={match[0]}
        rel="noopener noreferrer"
        target="_blank"
        className="font-medium text-accent underline underline-offset-2 hover:text-accent-hover"
      >
        {match[0]}
      </a>,
    );
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
