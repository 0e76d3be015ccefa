import {
  TEMPLATE_CATEGORY_LABELS,
  TEMPLATE_TAGS_SHOWN,
  TRIP_MESSAGES,
} from "@field-commons/shared/trips";
import type { TripTemplate, TripWithCards } from "@field-commons/shared/trips";
import { domainColour } from "@field-commons/shared/domains";
import { useId, useState } from "react";
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
import { useTemplateCategories, useTemplates, useUseTemplate } from "../api/templates";
import type { TemplateCategory } from "../api/templates";

export type UseTemplateResult = { trip: TripWithCards } | { local: TripTemplate };

export interface TemplateChooserProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Signed in, a template becomes a saved trip on the server; signed out, the planner builds it locally. */
  signedIn: boolean;
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
} as const;

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
  onUseTemplate,
}: {
  signedIn: boolean;
  onUseTemplate(result: UseTemplateResult): void;
}) {
  const [category, setCategory] = useState<TemplateCategory | null>(null);
  const categories = useTemplateCategories();
  const templates = useTemplates(category);
  const use = useUseTemplate();
  const [useError, setUseError] = useState<UseError | null>(null);
  const chipsLabel = useId();

  const items = templates.data?.pages.flatMap((page) => page.items) ?? [];
  const total = categories.data?.categories.reduce((sum, c) => sum + c.count, 0);

  const choose = (template: TripTemplate) => {
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
              onClick={() => choose(failedTemplate)}
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
