import { cn } from "../../lib/cn";

/**
 * Author-written text as plain text: blank lines start a new paragraph, single
 * line breaks are kept. Never interpreted as HTML.
 */
export function TextBlocks({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={cn("space-y-4", className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
