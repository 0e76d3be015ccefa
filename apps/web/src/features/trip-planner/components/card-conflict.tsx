import { CARD_SYNC_MESSAGES } from "@field-commons/shared/trips";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import type { ConflictChoice } from "../hooks/use-trip-sync";
import type { CardConflict, PlannerCard } from "../utils/planner-model";

const PREVIEW_MAX = 120;

const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  icon: "Icon",
  isCollapsed: "Folded",
  items: "Items",
  content: "Content",
};

/** "content.startTime" → "Start time". */
function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const last = field.split(".").at(-1) ?? field;
  const words = last.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueAt(source: Record<string, unknown>, field: string): unknown {
  return field
    .split(".")
    .reduce<unknown>(
      (value, part) =>
        typeof value === "object" && value !== null
          ? (value as Record<string, unknown>)[part]
          : undefined,
      source,
    );
}

/** A short reading of a value: text as it is, a list by its size, the rest as JSON. */
function preview(value: unknown): string {
  let text: string;
  if (value === undefined || value === null || value === "") text = "(empty)";
  else if (typeof value === "string") text = value;
  else if (typeof value === "boolean") text = value ? "Yes" : "No";
  else if (Array.isArray(value)) text = value.length === 1 ? "1 item" : `${value.length} items`;
  else text = JSON.stringify(value);
  return text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1)}…` : text;
}

/**
 * A card the server held back: it changed (or was deleted) since this device
 * began editing it. Both versions of each field are shown; the person keeps
 * theirs, keeps the other, or edits on (the next save is based on the other).
 */
export function CardConflictNotice({
  card,
  conflict,
  title,
  onResolve,
}: {
  card: PlannerCard;
  conflict: CardConflict;
  title: string;
  onResolve: (key: string, choice: ConflictChoice) => void;
}) {
  if (conflict.kind === "deleted") {
    return (
      <Message tone="warning" className="mx-3 mb-3 space-y-3 sm:mx-4">
        <p>{CARD_SYNC_MESSAGES.deletedMeanwhile}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onResolve(card.key, "restore")}>
            Restore card<span className="sr-only"> {title}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onResolve(card.key, "discard")}>
            Discard my changes<span className="sr-only"> to {title}</span>
          </Button>
        </div>
      </Message>
    );
  }
  const mine = card as unknown as Record<string, unknown>;
  const theirs = conflict.theirs as unknown as Record<string, unknown>;
  return (
    <Message tone="warning" className="mx-3 mb-3 space-y-3 sm:mx-4">
      <p>{CARD_SYNC_MESSAGES.editConflict}</p>
      <dl className="space-y-2 text-sm">
        {conflict.fields.map((field) => (
          <div key={field}>
            <dt className="font-semibold">{fieldLabel(field)}</dt>
            <dd className="break-words">
              <span className="font-medium">Yours:</span> {preview(valueAt(mine, field))}
            </dd>
            <dd className="break-words">
              <span className="font-medium">Theirs:</span> {preview(valueAt(theirs, field))}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onResolve(card.key, "mine")}>
          Keep mine<span className="sr-only"> for {title}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onResolve(card.key, "theirs")}>
          Keep theirs<span className="sr-only"> for {title}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onResolve(card.key, "edit")}>
          Edit<span className="sr-only"> {title} and save again</span>
        </Button>
      </div>
    </Message>
  );
}
