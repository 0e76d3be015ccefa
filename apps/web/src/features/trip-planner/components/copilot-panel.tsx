import { contentPath } from "@field-commons/shared/content";
import { CARD_TYPE_INFO } from "@field-commons/shared/trips";
import type { CardType, CopilotInput, CopilotSuggestion } from "@field-commons/shared/trips";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useReturnFocus } from "../../../components/ui/dialog-focus";
import { EmptyState } from "../../../components/ui/empty-state";
import { Message } from "../../../components/ui/message";
import { Skeleton } from "../../../components/ui/skeleton";
import { useCopilotSuggestions } from "../api/copilot";
import { CONTENT_TYPE_INFO } from "../../../lib/content-types";

export interface CopilotPanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The trip as the planner holds it, saved or local. */
  trip: CopilotInput;
  onAddCard(cardType: CardType): void;
}

export const COPILOT_TEXTS = {
  title: "AI Research Copilot",
  note: "Suggestions are worked out offline from your trip (its domain, place, dates and cards) and from research published on Field Commons. Nothing is sent to an outside service.",
  loading: "Loading suggestions…",
  failed: "Failed to load suggestions",
  empty: "No suggestions yet",
  emptyText: "Add a place, dates or a domain to your trip, then refresh.",
} as const;

export function addCardLabel(cardType: CardType): string {
  return `Add ${CARD_TYPE_INFO[cardType].label} card`;
}

/** The research copilot: suggestions for this trip, with 'Add … card' and links to related research. */
export function CopilotPanel({ open, onOpenChange, trip, onAddCard }: CopilotPanelProps) {
  const focus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...focus} className="sm:max-w-2xl!">
        <DialogTitle>{COPILOT_TEXTS.title}</DialogTitle>
        <DialogDescription>{COPILOT_TEXTS.note}</DialogDescription>
        <CopilotBody trip={trip} onAddCard={onAddCard} />
      </DialogContent>
    </Dialog>
  );
}

function CopilotBody({
  trip,
  onAddCard,
}: {
  trip: CopilotInput;
  onAddCard(cardType: CardType): void;
}) {
  const query = useCopilotSuggestions(trip);
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const suggestions = query.data?.suggestions ?? [];

  return (
    <div className="mt-5">
      <div className="flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          isBusy={query.isFetching && !query.isPending}
          disabled={query.isPending}
          onClick={() => void query.refetch()}
        >
          Refresh
        </Button>
      </div>

      <div className="mt-4">
        {query.isPending ? (
          <div aria-busy="true">
            <p role="status" className="text-slate-700">
              {COPILOT_TEXTS.loading}
            </p>
            <div className="mt-3 space-y-3">
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </div>
          </div>
        ) : query.isError && suggestions.length === 0 ? (
          <Message tone="error" className="flex flex-wrap items-center justify-between gap-3">
            <span>{COPILOT_TEXTS.failed}</span>
            <Button
              variant="secondary"
              size="sm"
              isBusy={query.isFetching}
              onClick={() => void query.refetch()}
            >
              Try Again
            </Button>
          </Message>
        ) : suggestions.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={COPILOT_TEXTS.empty}
            description={COPILOT_TEXTS.emptyText}
          />
        ) : (
          <>
            {query.isError ? (
              <Message tone="error" className="mb-3">
                {COPILOT_TEXTS.failed}
              </Message>
            ) : null}
            <ul aria-label="Suggestions" className="space-y-3">
              {suggestions.map((suggestion) => (
                <li key={suggestion.id}>
                  <SuggestionCard
                    suggestion={suggestion}
                    added={added.has(suggestion.id)}
                    onAddCard={(cardType) => {
                      onAddCard(cardType);
                      setAdded((current) => new Set(current).add(suggestion.id));
                    }}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

function SuggestionCard({
  suggestion,
  added,
  onAddCard,
}: {
  suggestion: CopilotSuggestion;
  added: boolean;
  onAddCard(cardType: CardType): void;
}) {
  const titleId = useId();
  const { addCardType, link } = suggestion;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={titleId} className="font-semibold text-slate-900">
        {suggestion.title}
      </h3>
      {suggestion.detail.trim() ? <p className="mt-1 text-slate-700">{suggestion.detail}</p> : null}
      {link ? (
        <p className="mt-2 text-sm">
          <span className="text-slate-600">{CONTENT_TYPE_INFO[link.type].label}: </span>
          <Link
            to={contentPath(link)}
            className="font-semibold text-accent underline underline-offset-2"
          >
            {link.title}
          </Link>
        </p>
      ) : null}
      {addCardType ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            variant={added ? "secondary" : "primary"}
            onClick={() => onAddCard(addCardType)}
          >
            {addCardLabel(addCardType)}
          </Button>
          {added ? (
            <span role="status" className="text-sm font-medium text-success">
              Card added
            </span>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
