import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { CARD_TYPE_INFO } from "@field-commons/shared/trips";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextField } from "../../../components/ui/text-field";
import { cn } from "../../../lib/cn";
import type { CardPatch } from "../hooks/use-trip-store";
import type { PlannerCard } from "../utils/planner-model";
import type { ConflictChoice } from "../hooks/use-trip-sync";
import { CardConflictNotice } from "./card-conflict";
import { CardContentEditor } from "./card-editors/card-content-editor";
import { CardIcon } from "./card-icon";
import { CardItems } from "./card-items";

export const CARD_TITLE_REQUIRED = "Card title is required";
export const CARD_TITLE_MAX = 200;

/** Card types whose items can come from the nearby-places finder. */
const PLACE_TYPES = new Set(["place", "accommodation", "food", "activity"]);

export interface TripCardProps {
  card: PlannerCard;
  /** Whether the body is folded away (the card's own flag, or the phone view's). */
  collapsed: boolean;
  onToggleCollapsed: (key: string) => void;
  position: number;
  total: number;
  signedIn: boolean;
  onPatch: (key: string, patch: CardPatch) => void;
  onDelete: (key: string) => void;
  onFindPlaces: (key: string) => void;
  onAnnounce: (message: string) => void;
  /** The saved trip's id, or null. */
  tripId?: string | null;
  onResolveConflict?: (key: string, choice: ConflictChoice) => void;
}

/** One section card: drag handle, title, collapse, delete, its structured content and items. */
export function TripCard({
  card,
  collapsed,
  onToggleCollapsed,
  position,
  total,
  signedIn,
  onPatch,
  onDelete,
  onFindPlaces,
  onAnnounce,
  tripId = null,
  onResolveConflict,
}: TripCardProps) {
  const bodyId = useId();
  const titleId = useId();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: card.key });

  const title = card.title.trim() || CARD_TYPE_INFO[card.cardType].defaultTitle;
  const itemCount = card.items.length;

  return (
    <li
      ref={setNodeRef}
      data-card-key={card.key}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("list-none", isDragging && "relative z-10")}
    >
      <article
        aria-labelledby={titleId}
        className={cn(
          "rounded-lg border border-slate-200 bg-white shadow-sm",
          isDragging && "shadow-lg ring-2 ring-accent",
        )}
      >
        <header className="flex items-start gap-2 p-3 sm:p-4">
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Reorder ${title}`}
            className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 active:cursor-grabbing"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <circle cx="9" cy="6" r="1.6" />
              <circle cx="15" cy="6" r="1.6" />
              <circle cx="9" cy="12" r="1.6" />
              <circle cx="15" cy="12" r="1.6" />
              <circle cx="9" cy="18" r="1.6" />
              <circle cx="15" cy="18" r="1.6" />
            </svg>
          </button>
          <span className="mt-2.5 text-accent">
            <CardIcon name={card.icon} />
          </span>
          <div className="min-w-0 flex-1 pt-1.5">
            <h3 id={titleId} className="text-lg font-semibold break-words text-slate-900">
              {title}
            </h3>
            <p className="text-sm text-slate-600">
              {CARD_TYPE_INFO[card.cardType].label} · {itemCount}{" "}
              {itemCount === 1 ? "item" : "items"} ·{" "}
              <span>
                Card {position} of {total}
              </span>
            </p>
          </div>
          <button
            type="button"
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            aria-label={`${collapsed ? "Expand" : "Collapse"} ${title}`}
            onClick={() => onToggleCollapsed(card.key)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={cn(
                "size-5 transition-transform motion-reduce:transition-none",
                collapsed && "-rotate-90",
              )}
              fill="none"
            >
              <path
                d="M6 9l6 6 6-6"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </header>

        {card.conflict && onResolveConflict ? (
          <CardConflictNotice
            card={card}
            conflict={card.conflict}
            title={title}
            onResolve={onResolveConflict}
          />
        ) : null}

        <div id={bodyId} hidden={collapsed} className="space-y-5 px-3 pb-4 sm:px-4">
          {renaming ? (
            <RenameForm
              title={card.title}
              onCancel={() => setRenaming(false)}
              onSave={(next) => {
                onPatch(card.key, { title: next });
                setRenaming(false);
                onAnnounce(`Card renamed to ${next}.`);
              }}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => setRenaming(true)}>
                Rename<span className="sr-only"> {title}</span>
              </Button>
              {PLACE_TYPES.has(card.cardType) ? (
                <Button variant="secondary" size="sm" onClick={() => onFindPlaces(card.key)}>
                  Find Nearby Places<span className="sr-only"> for {title}</span>
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                className="text-danger"
                onClick={() => setConfirming(true)}
              >
                Delete<span className="sr-only"> {title}</span>
              </Button>
            </div>
          )}

          <CardContentEditor
            card={card}
            tripId={tripId}
            signedIn={signedIn}
            onChange={(content) => onPatch(card.key, { content })}
          />

          <CardItems
            cardTitle={title}
            items={card.items}
            signedIn={signedIn}
            onChange={(items) => onPatch(card.key, { items })}
            onAnnounce={onAnnounce}
          />
        </div>
      </article>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this card?"
        description={`“${title}” and its ${itemCount} ${
          itemCount === 1 ? "item" : "items"
        } will be removed from the trip.`}
        confirmLabel="Delete Card"
        onConfirm={() => {
          setConfirming(false);
          onDelete(card.key);
        }}
      />
    </li>
  );
}

function RenameForm({
  title,
  onCancel,
  onSave,
}: {
  title: string;
  onCancel: () => void;
  onSave: (title: string) => void;
}) {
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (!next) {
      setError(CARD_TITLE_REQUIRED);
      return;
    }
    onSave(next);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label="Card title"
        className="flex-1"
        value={value}
        maxLength={CARD_TITLE_MAX}
        autoFocus
        errors={error ? [error] : []}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="flex gap-2 sm:mt-6">
        <Button type="submit" size="sm">
          Save Title
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
