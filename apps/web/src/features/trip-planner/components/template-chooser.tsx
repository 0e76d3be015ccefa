import {
  TEMPLATE_CATEGORY_LABELS,
  TEMPLATE_TAGS_SHOWN,
  TRIP_CARDS_MAX,
  TRIP_MESSAGES,
} from "@field-commons/shared/trips";
import type { TripTemplate, TripWithCards } from "@field-commons/shared/trips";
import { domainColour } from "@field-commons/shared/domains";
import { useEffect, useId, useRef, useState } from "react";
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
import { ToggleChip } from "../../../components/ui/toggle-chip";
import { ApiError } from "../../../lib/api-client";
import { FREE_PLAN_TRIP_LIMIT as FREE_TRIPS } from "@field-commons/shared/auth";
import { useTemplateCategories, useTemplates, useUseTemplate } from "../api/templates";
import type { TemplateCategory } from "../api/templates";
import { useTripAllowance } from "../api/trip-allowance";
import type { TripAllowance } from "../api/trip-allowance";

/**
 * What choosing a template did: a new saved trip made by the server, a local
 * trip (signed out), or the template's cards to add to the open saved trip.
 */
export type UseTemplateResult =
  { trip: TripWithCards } | { local: TripTemplate } | { apply: TripTemplate };

/** The saved trip open in the planner, which a template can be applied to. */
export interface OpenTrip {
  title: string;
  cardCount: number;
}

export interface TemplateChooserProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Signed in, a template becomes a saved trip on the server; signed out, the planner builds it locally. */
  signedIn: boolean;
  /** A saved trip is open: choosing a template first asks whether to apply it here or create a new trip. */
  openTrip?: OpenTrip | null;
  /** The free plan (a limited number of trips); false for contributors and admins. */
  limitedPlan?: boolean;
  onUseTemplate(result: UseTemplateResult): void;
}

export const TEMPLATE_TEXTS = {
  title: "Choose a Trip Template",
  description: "Start from a ready-made set of cards and adapt it to your trip.",
  loadFailed: "Failed to fetch templates",
  useFailed: "Failed to create a trip from this template. Please try again.",
  empty: "No templates found",
  emptyAll: "There are no templates yet.",
  emptyCategory: "There are no templates in this category yet.",
  applyHere: "Add to this trip",
  createNew: "Create a new trip",
  back: "Back to templates",
} as const;

const cards = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "card" : "cards"}`;

/** The question asked before a template is used while a saved trip is open. */
export function confirmTexts(
  template: Pick<TripTemplate, "name" | "cardTemplates">,
  trip: OpenTrip,
  allowance: TripAllowance,
) {
  const count = template.cardTemplates.length;
  const fit = Math.max(0, Math.min(count, TRIP_CARDS_MAX - trip.cardCount));
  const apply =
    fit === 0
      ? `“${trip.title}” already has ${cards(TRIP_CARDS_MAX)}, the most a trip can have.`
      : `Adds the template's ${fit === count ? cards(count) : `first ${cards(fit)} (of ${count}; a trip can have up to ${TRIP_CARDS_MAX})`} to “${trip.title}”. Its ${cards(trip.cardCount)}, location and dates stay as they are, and no new trip is created.`;
  let create =
    "Starts a separate trip with the template's cards; its location and dates start empty.";
  let canCreate = true;
  if (allowance.kind === "limited") {
    if (allowance.remaining === 0) {
      canCreate = false;
      create = `You have used all ${allowance.limit} trips of the free plan, so no new trip can be created. Apply the template to this trip, or upgrade for unlimited trips.`;
    } else {
      create += ` This uses 1 of the free plan's ${allowance.limit} trips: you have ${allowance.remaining} of ${allowance.limit} left.`;
    }
  } else if (allowance.kind === "loading") {
    create += " Checking how many trips your plan has left…";
  } else if (allowance.kind === "unknown") {
    create += ` On the free plan this uses 1 of your ${FREE_TRIPS} trips; we could not check how many are left.`;
  }
  return {
    title: `Use “${template.name}”?`,
    question: `“${trip.title}” is open. What should the template do?`,
    apply,
    canApply: fit > 0,
    create,
    canCreate,
  };
}

const DIFFICULTY_LABELS: Record<TripTemplate["difficulty"], string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The template's own colour when it is a plain hex colour, else its domain's colour. */
function accentOf(template: TripTemplate): string {
  return HEX_COLOUR.test(template.color) ? template.color : domainColour(template.domain);
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/** True for the server's refusal of a sixth trip on a free account. */
export function isTripLimitError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && error.code === "TRIP_LIMIT_REACHED";
}

/**
 * The trip template chooser: category chips with real counts, templates a
 * page at a time, and 'Use Template' on each.
 */
export function TemplateChooser({
  open,
  onOpenChange,
  signedIn,
  openTrip = null,
  limitedPlan = false,
  onUseTemplate,
}: TemplateChooserProps) {
  const focus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...focus} className="sm:max-w-3xl!">
        <DialogTitle>{TEMPLATE_TEXTS.title}</DialogTitle>
        <DialogDescription>{TEMPLATE_TEXTS.description}</DialogDescription>
        <TemplateChooserBody
          signedIn={signedIn}
          openTrip={signedIn ? openTrip : null}
          limitedPlan={limitedPlan}
          onUseTemplate={(result) => {
            onUseTemplate(result);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type UseError = { templateId: string; message: string; retryable: boolean };

/** Mounted only while the dialog is open, so every opening starts fresh. */
function TemplateChooserBody({
  signedIn,
  openTrip,
  limitedPlan,
  onUseTemplate,
}: {
  signedIn: boolean;
  openTrip: OpenTrip | null;
  limitedPlan: boolean;
  onUseTemplate(result: UseTemplateResult): void;
}) {
  const [category, setCategory] = useState<TemplateCategory | null>(null);
  const [confirming, setConfirming] = useState<TripTemplate | null>(null);
  const allowance = useTripAllowance({ limited: limitedPlan, enabled: openTrip !== null });
  const categories = useTemplateCategories();
  const templates = useTemplates(category);
  const use = useUseTemplate();
  const [useError, setUseError] = useState<UseError | null>(null);
  const chipsLabel = useId();

  const items = templates.data?.pages.flatMap((page) => page.items) ?? [];
  const total = categories.data?.categories.reduce((sum, c) => sum + c.count, 0);

  /** 'Use Template': with a saved trip open, ask first; otherwise as before. */
  const choose = (template: TripTemplate) => {
    setUseError(null);
    if (signedIn && openTrip) {
      setConfirming(template);
      return;
    }
    createFrom(template);
  };

  const createFrom = (template: TripTemplate) => {
    setUseError(null);
    if (!signedIn) {
      onUseTemplate({ local: template });
      return;
    }
    if (use.isPending) return;
    use.mutate(
      { id: template.id },
      {
        onSuccess: (trip) => onUseTemplate({ trip }),
        onError: (error) => {
          console.error("Failed to use template", error);
          setConfirming(null);
          if (isTripLimitError(error)) {
            setUseError({
              templateId: template.id,
              message: error.serverMessage ?? TRIP_MESSAGES.limitReached,
              retryable: false,
            });
            return;
          }
          setUseError({
            templateId: template.id,
            message:
              error instanceof ApiError && error.status < 500 && error.serverMessage
                ? error.serverMessage
                : TEMPLATE_TEXTS.useFailed,
            retryable: true,
          });
        },
      },
    );
  };

  const failedTemplate = useError ? items.find((t) => t.id === useError.templateId) : undefined;

  if (confirming && openTrip) {
    return (
      <ConfirmTemplateStep
        template={confirming}
        trip={openTrip}
        allowance={allowance}
        creating={use.isPending}
        onApply={() => onUseTemplate({ apply: confirming })}
        onCreate={() => createFrom(confirming)}
        onBack={() => setConfirming(null)}
      />
    );
  }

  return (
    <div className="mt-5">
      <div role="group" aria-labelledby={chipsLabel} className="flex flex-wrap gap-2">
        <span id={chipsLabel} className="sr-only">
          Template categories
        </span>
        <ToggleChip pressed={category === null} onClick={() => setCategory(null)}>
          {total === undefined ? "All" : `All (${total})`}
        </ToggleChip>
        {categories.data?.categories.map((c) => (
          <ToggleChip key={c.id} pressed={category === c.id} onClick={() => setCategory(c.id)}>
            {`${c.label || TEMPLATE_CATEGORY_LABELS[c.id]} (${c.count})`}
          </ToggleChip>
        ))}
      </div>
      {categories.isError ? (
        <Message tone="error" className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <span>Failed to fetch template categories</span>
          <Button variant="secondary" size="sm" onClick={() => void categories.refetch()}>
            Try Again
          </Button>
        </Message>
      ) : null}

      {useError ? (
        <Message tone="error" className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <span>{useError.message}</span>
          {useError.retryable && failedTemplate ? (
            <Button
              variant="secondary"
              size="sm"
              isBusy={use.isPending}
              onClick={() => createFrom(failedTemplate)}
            >
              Try Again
            </Button>
          ) : null}
        </Message>
      ) : null}

      <div className="mt-5">
        {templates.isPending ? (
          <div aria-busy="true">
            <p role="status" className="sr-only">
              Loading templates…
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <Skeleton className="h-44 w-full" />
              <Skeleton className="h-44 w-full" />
            </div>
          </div>
        ) : templates.isError && items.length === 0 ? (
          <Message tone="error" className="flex flex-wrap items-center justify-between gap-3">
            <span>{TEMPLATE_TEXTS.loadFailed}</span>
            <Button variant="secondary" size="sm" onClick={() => void templates.refetch()}>
              Try Again
            </Button>
          </Message>
        ) : items.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={TEMPLATE_TEXTS.empty}
            description={category ? TEMPLATE_TEXTS.emptyCategory : TEMPLATE_TEXTS.emptyAll}
            action={
              category ? (
                <Button variant="secondary" size="sm" onClick={() => setCategory(null)}>
                  Show all templates
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul aria-label="Templates" className="grid gap-4 sm:grid-cols-2">
              {items.map((template) => (
                <li key={template.id}>
                  <TemplateCard
                    template={template}
                    busy={use.isPending && use.variables.id === template.id}
                    disabled={use.isPending}
                    onUse={() => choose(template)}
                  />
                </li>
              ))}
            </ul>
            {templates.isFetchNextPageError ? (
              <Message
                tone="error"
                className="mt-4 flex flex-wrap items-center justify-between gap-3"
              >
                <span>{TEMPLATE_TEXTS.loadFailed}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void templates.fetchNextPage()}
                >
                  Try Again
                </Button>
              </Message>
            ) : templates.hasNextPage ? (
              <div className="mt-5 flex justify-center">
                <Button
                  variant="secondary"
                  isBusy={templates.isFetchingNextPage}
                  onClick={() => void templates.fetchNextPage()}
                >
                  Load more
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

/** Asked before a template is used while a saved trip is open. */
function ConfirmTemplateStep({
  template,
  trip,
  allowance,
  creating,
  onApply,
  onCreate,
  onBack,
}: {
  template: TripTemplate;
  trip: OpenTrip;
  allowance: TripAllowance;
  creating: boolean;
  onApply(): void;
  onCreate(): void;
  onBack(): void;
}) {
  const headingId = useId();
  const applyId = useId();
  const createId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const texts = confirmTexts(template, trip, allowance);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      role="group"
      aria-labelledby={headingId}
      className="mt-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {texts.title}
      </h3>
      <p className="mt-1 text-slate-700">{texts.question}</p>
      <div className="mt-4 space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
          <Button
            className="shrink-0 sm:w-48"
            aria-describedby={applyId}
            disabled={!texts.canApply || creating}
            onClick={onApply}
          >
            {TEMPLATE_TEXTS.applyHere}
          </Button>
          <p id={applyId} className="text-sm text-slate-700">
            {texts.apply}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
          <Button
            variant="secondary"
            className="shrink-0 sm:w-48"
            aria-describedby={createId}
            isBusy={creating}
            disabled={!texts.canCreate || allowance.kind === "loading"}
            onClick={onCreate}
          >
            {TEMPLATE_TEXTS.createNew}
          </Button>
          <p id={createId} className="text-sm text-slate-700">
            {texts.create}
          </p>
        </div>
      </div>
      <div className="mt-5 border-t border-slate-200 pt-4">
        <Button variant="ghost" size="sm" disabled={creating} onClick={onBack}>
          {TEMPLATE_TEXTS.back}
        </Button>
      </div>
    </section>
  );
}

function TemplateCard({
  template,
  busy,
  disabled,
  onUse,
}: {
  template: TripTemplate;
  busy: boolean;
  disabled: boolean;
  onUse: () => void;
}) {
  const nameId = useId();
  const tags = template.tags.slice(0, TEMPLATE_TAGS_SHOWN);
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col rounded-lg border border-l-4 border-slate-200 bg-white p-4 shadow-sm"
      style={{ borderLeftColor: accentOf(template) }}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={nameId} className="text-lg font-semibold text-slate-900">
          {template.name}
        </h3>
        {template.isOfficial ? (
          <span className="inline-flex items-center rounded-full border border-accent bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-hover">
            Official
          </span>
        ) : null}
      </div>
      {template.description.trim() ? (
        <p className="mt-1 text-sm text-slate-700">{template.description}</p>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="sr-only">Category</dt>
          <dd className="font-medium text-slate-800">
            {TEMPLATE_CATEGORY_LABELS[template.category]}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Difficulty</dt>
          <dd className="text-slate-700">{DIFFICULTY_LABELS[template.difficulty]}</dd>
        </div>
        <div>
          <dt className="sr-only">Estimated duration</dt>
          <dd className="text-slate-700">{plural(template.estimatedDuration, "day", "days")}</dd>
        </div>
        <div>
          <dt className="sr-only">Usage</dt>
          <dd className="text-slate-700">
            {`Used ${plural(template.usageCount, "time", "times")}`}
          </dd>
        </div>
      </dl>
      {tags.length > 0 ? (
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
            >
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        <span className="text-sm text-slate-600">
          {plural(template.cardTemplates.length, "card", "cards")}
        </span>
        <Button size="sm" isBusy={busy} disabled={disabled && !busy} onClick={onUse}>
          Use Template
        </Button>
      </div>
    </article>
  );
}
