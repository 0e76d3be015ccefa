import { parseHighlight } from "../utils/highlight";

/**
 * A highlight fragment from the server: the <mark>ed words are marked, all
 * other text is rendered as text (never as HTML).
 */
export function HighlightedText({ fragment }: { fragment: string }) {
  return (
    <>
      {parseHighlight(fragment).map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
