import { contentPath } from "@field-commons/shared/content";
import { CARD_TYPE_INFO } from "@field-commons/shared/trips";
import type { CopilotInput, CopilotSuggestion } from "@field-commons/shared/trips";
import { COPILOT_QUESTION_MAX } from "@field-commons/shared/copilot";
import type { CopilotPerson } from "@field-commons/shared/copilot";
import { useId, useMemo, useState } from "react";
import type { FormEvent } from "react";
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
import { TextField } from "../../../components/ui/text-field";
import { useAskCopilot, useCopilotSuggestions } from "../api/copilot";
import type { CopilotAnswerData } from "../api/copilot";
import { CONTENT_TYPE_INFO } from "../../../lib/content-types";
import { suggestionAddition } from "../utils/copilot-actions";

export interface CopilotPanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The trip as the planner holds it, saved or local. */
  trip: CopilotInput;
  /** "Add to trip": the planner adds what the suggestion proposes (checklist items or a card). */
  onAddSuggestion(suggestion: CopilotSuggestion): void;
}

export const COPILOT_TEXTS = {
  title: "AI Research Copilot",
  note: "Suggestions are worked out offline from your trip (its domain, place, dates and cards) and from research published on Field Commons. Nothing is sent to an outside service.",
  loading: "Loading suggestions…",
  failed: "Failed to load suggestions",
  empty: "No suggestions yet",
  emptyText: "Add a place, dates or a domain to your trip, then refresh.",
  questionLabel: "Ask about this trip",
  questionHint:
    "Ask who to interview or what to read about a subject, or about this trip's cards, dates and budget. Answers come from your trip and from research published on Field Commons.",
  ask: "Ask",
  answering: "Looking for an answer…",
  answerFailed: "Failed to get an answer",
  answerHeading: "Answer",
  people: "People to interview",
  reading: "Related reading",
  addToTrip: "Add to trip",
  added: "Added to trip",
} as const;

/** What "Add to trip" will add, for the button's description. */
export function additionText(suggestion: CopilotSuggestion): string | null {
  const addition = suggestionAddition(suggestion);
  if (!addition) return null;
  if (addition.kind === "checklist") {
    return `Adds ${addition.items.length} checklist items`;
  }
  return `Adds a new ${CARD_TYPE_INFO[addition.cardType].label} card`;
}

/**
 * The research copilot: a question box answered from the trip and the
 * copilot's suggestions, the suggestions with "Add to trip", and links to
 * related research.
 */
export function CopilotPanel({ open, onOpenChange, trip, onAddSuggestion }: CopilotPanelProps) {
  const focus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...focus} className="sm:max-w-2xl!">
        <DialogTitle>{COPILOT_TEXTS.title}</DialogTitle>
        <DialogDescription>{COPILOT_TEXTS.note}</DialogDescription>
        <CopilotBody trip={trip} onAddSuggestion={onAddSuggestion} />
      </DialogContent>
    </Dialog>
  );
}

function CopilotBody({
  trip,
  onAddSuggestion,
}: {
  trip: CopilotInput;
  onAddSuggestion(suggestion: CopilotSuggestion): void;
}) {
  const query = useCopilotSuggestions(trip);
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const suggestions = useMemo(() => query.data?.suggestions ?? [], [query.data]);

  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const add = (suggestion: CopilotSuggestion) => {
    onAddSuggestion(suggestion);
    setAdded((current) => new Set(current).add(suggestion.id));
    // Said here too: the suggestion may leave the list once the trip no longer needs it.
    setLastAdded(suggestion.title);
  };

  return (
    <div className="mt-5">
      <QuestionBox trip={trip} added={added} onAdd={add} />
      <div className="mt-5 flex items-center justify-between gap-3">
        <p role="status" className="min-w-0 text-sm font-medium text-success">
          {lastAdded ? `${COPILOT_TEXTS.added}: ${lastAdded}` : ""}
        </p>
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
                    onAdd={() => add(suggestion)}
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

/** The question box and the server's answer to it. */
function QuestionBox({
  trip,
  added,
  onAdd,
}: {
  trip: CopilotInput;
  added: ReadonlySet<string>;
  onAdd(suggestion: CopilotSuggestion): void;
}) {
  const hintId = useId();
  const [draft, setDraft] = useState("");
  const ask = useAskCopilot();
  /** The question last asked: the answer stays until the next one, though the trip changes. */
  const [asked, setAsked] = useState<string | null>(null);

  const send = (question: string) => {
    setAsked(question);
    ask.mutate({ question, trip });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question || ask.isPending) return;
    send(question);
  };

  return (
    <div>
      <form onSubmit={submit} className="flex items-end gap-2">
        <TextField
          label={COPILOT_TEXTS.questionLabel}
          aria-describedby={hintId}
          className="min-w-0 flex-1"
          value={draft}
          maxLength={COPILOT_QUESTION_MAX}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" isBusy={ask.isPending} disabled={draft.trim().length === 0}>
          {COPILOT_TEXTS.ask}
        </Button>
      </form>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {COPILOT_TEXTS.questionHint}
      </p>
      <div aria-live="polite" className="mt-3">
        {ask.isPending ? <p className="text-slate-700">{COPILOT_TEXTS.answering}</p> : null}
        {ask.isError && asked ? (
          <Message tone="error" className="flex flex-wrap items-center justify-between gap-3">
            <span>{COPILOT_TEXTS.answerFailed}</span>
            <Button variant="secondary" size="sm" onClick={() => send(asked)}>
              Try Again
            </Button>
          </Message>
        ) : null}
        {ask.data && asked && !ask.isPending ? (
          <AnswerView question={asked} answer={ask.data} added={added} onAdd={onAdd} />
        ) : null}
      </div>
    </div>
  );
}

function AnswerView({
  question,
  answer,
  added,
  onAdd,
}: {
  question: string;
  answer: CopilotAnswerData;
  added: ReadonlySet<string>;
  onAdd(suggestion: CopilotSuggestion): void;
}) {
  return (
    <div
      role="region"
      aria-label={COPILOT_TEXTS.answerHeading}
      className="rounded-lg border border-accent bg-accent-soft p-4"
    >
      <h3 className="font-semibold text-slate-900">{COPILOT_TEXTS.answerHeading}</h3>
      <p className="mt-1 text-sm text-slate-600">“{question}”</p>
      <p className="mt-2 text-slate-800">{answer.lead}</p>
      {answer.intent === "unknown" ? (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
          {answer.canAnswer.map((kind) => (
            <li key={kind}>{kind}</li>
          ))}
        </ul>
      ) : null}
      {answer.facts.map((fact) => (
        <p key={fact} className="mt-2 text-slate-800">
          {fact}
        </p>
      ))}
      {answer.people.length > 0 ? (
        <ul aria-label={COPILOT_TEXTS.people} className="mt-3 space-y-3">
          {answer.people.map((person) => (
            <li key={`${person.profilePath ?? ""}|${person.name}`}>
              <PersonCard person={person} />
            </li>
          ))}
        </ul>
      ) : null}
      {answer.reading.length > 0 ? (
        <ul aria-label={COPILOT_TEXTS.reading} className="mt-3 space-y-3">
          {answer.reading.map((item) => (
            <li
              key={item.path}
              className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              <p>
                <span className="text-sm text-slate-600">{item.typeLabel}: </span>
                <Link
                  to={item.path}
                  className="font-semibold text-accent underline underline-offset-2"
                >
                  {item.title}
                </Link>
              </p>
              {item.why ? <p className="mt-1 text-sm text-slate-700">{item.why}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {answer.intent === "trip" ? (
        answer.suggestions.length > 0 ? (
          <>
            <p className="mt-3 font-medium text-slate-900">
              {answer.suggestions.length === 1
                ? "The copilot suggests:"
                : `The copilot has ${answer.suggestions.length} suggestions on this:`}
            </p>
            <ul className="mt-2 space-y-3" aria-label="Suggestions for your question">
              {answer.suggestions.map((suggestion) => (
                <li key={suggestion.id}>
                  <SuggestionCard
                    suggestion={suggestion}
                    added={added.has(suggestion.id)}
                    onAdd={() => onAdd(suggestion)}
                  />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-3 text-slate-700">The copilot has no suggestion on this.</p>
        )
      ) : null}
    </div>
  );
}

function PersonCard({ person }: { person: CopilotPerson }) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h4 id={nameId} className="font-semibold text-slate-900">
        {person.profilePath ? (
          <Link to={person.profilePath} className="text-accent underline underline-offset-2">
            {person.name}
          </Link>
        ) : (
          person.name
        )}
      </h4>
      {person.description ? <p className="text-sm text-slate-600">{person.description}</p> : null}
      <p className="mt-1 text-slate-700">{person.why}</p>
      <ul aria-label={`Related work: ${person.name}`} className="mt-2 space-y-1 text-sm">
        {person.items.map((item) => (
          <li key={item.path}>
            <span className="text-slate-600">{item.typeLabel}: </span>
            <Link to={item.path} className="font-semibold text-accent underline underline-offset-2">
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}

function SuggestionCard({
  suggestion,
  added,
  onAdd,
}: {
  suggestion: CopilotSuggestion;
  added: boolean;
  onAdd(): void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const { link } = suggestion;
  const adds = additionText(suggestion);
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
      {adds ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            variant={added ? "secondary" : "primary"}
            aria-describedby={descriptionId}
            onClick={onAdd}
          >
            {COPILOT_TEXTS.addToTrip}
            <span className="sr-only">: {suggestion.title}</span>
          </Button>
          <span id={descriptionId} className="text-sm text-slate-600">
            {`${adds}.`}
          </span>
          {added ? (
            <span className="text-sm font-medium text-success">{COPILOT_TEXTS.added}</span>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
