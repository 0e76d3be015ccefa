import { formatDate } from "@field-commons/shared/content";
import { NODE_ENTITY_LABELS } from "@field-commons/shared/search";
import type { MatchType, SearchResult } from "@field-commons/shared/search";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonStyles } from "../../../components/ui/button";
import { DomainBadge } from "../../../components/ui/domain-badge";
import { cn } from "../../../lib/cn";
import { formatScore, formatTime, popularityText, truncate } from "../utils/format";
import { HighlightedText } from "./highlighted-text";

const MATCH_LABELS: Record<MatchType, string> = {
  text: "Text match",
  semantic: "Semantic match",
  hybrid: "Hybrid match",
};

/** Characters of the description shown when the server sent no content highlight. */
const DESCRIPTION_MAX = 240;

/**
 * One result: highlighted title and passages, type, domain, score, match,
 * date and popularity. Clicking the card (or Show in graph) picks it; Open
 * goes to its page.
 */
export function ResultCard({
  result,
  selected,
  onSelect,
}: {
  result: SearchResult;
  selected: boolean;
  onSelect: () => void;
}) {
  const { node } = result;
  const title = result.highlights.title[0];
  // A recording's passage says where its words are said; it stands for the text's fragments.
  const spoken = result.passage;
  const passages = spoken ? [] : result.highlights.content.slice(0, 3);
  const date = formatDate(node.date);
  const href = spoken?.url ?? node.url;

  function onCardClick(event: MouseEvent<HTMLElement>) {
    // Links and buttons inside the card do their own thing.
    if ((event.target as HTMLElement).closest("a, button")) return;
    onSelect();
  }

  return (
    // The card's click is a mouse shortcut for Show in graph, which keyboards use.
    <article
      onClick={onCardClick}
      data-selected={selected || undefined}
      className={cn(
        "cursor-pointer rounded-lg border bg-white p-4 shadow-sm transition-colors sm:p-5",
        selected ? "border-accent ring-2 ring-accent" : "border-slate-200 hover:border-slate-400",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge className="border-slate-300 bg-slate-50 text-slate-800">
          {NODE_ENTITY_LABELS[node.entityType]}
        </Badge>
        {node.domain ? <DomainBadge domain={node.domain} /> : null}
        <span className="ml-auto text-sm font-semibold text-slate-900">
          <span className="sr-only">Score </span>
          {formatScore(result.score)}
        </span>
      </div>
      <h3 className="mt-2 text-lg font-semibold text-pretty break-words text-slate-900">
        {title ? <HighlightedText fragment={title} /> : node.title}
      </h3>
      {spoken ? (
        <figure className="mt-2 border-l-2 border-slate-300 pl-3 text-slate-700">
          <blockquote className="break-words">
            <p>
              <HighlightedText fragment={spoken.text} />
            </p>
          </blockquote>
          <figcaption className="mt-1 text-sm">
            <Link
              to={spoken.url}
              className="inline-block py-3 font-medium text-accent underline underline-offset-2 hover:text-accent-hover sm:py-0"
            >
              at <time dateTime={`PT${spoken.time}S`}>{formatTime(spoken.time)}</time>
              <span className="sr-only">{` in ${node.title}`}</span>
            </Link>
          </figcaption>
        </figure>
      ) : passages.length > 0 ? (
        <div className="mt-2 space-y-1 text-slate-700">
          {passages.map((passage, index) => (
            // The server marks where a passage was cut from its text with an ellipsis.
            <p key={index} className="break-words">
              <HighlightedText fragment={passage} />
            </p>
          ))}
        </div>
      ) : node.description.trim() ? (
        <p className="mt-2 break-words text-slate-700">
          {truncate(node.description, DESCRIPTION_MAX)}
        </p>
      ) : null}
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>{MATCH_LABELS[result.matchType]}</span>
        {date ? <time dateTime={node.date}>{date}</time> : null}
        {node.location ? <span>{node.location}</span> : null}
        {node.field ? <span>{`Field: ${node.field}`}</span> : null}
        <span>{popularityText(node.popularity)}</span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" aria-pressed={selected} onClick={onSelect}>
          Show in graph
          <span className="sr-only">{`: ${node.title}`}</span>
        </Button>
        <Link to={href} className={buttonStyles({ variant: "ghost", size: "sm" })}>
          Open
          <span className="sr-only">{` ${node.title}`}</span>
        </Link>
      </div>
    </article>
  );
}
