import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type { Announcements, DragEndEvent, ScreenReaderInstructions } from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CARD_TYPE_INFO } from "@field-commons/shared/trips";
import { useMemo } from "react";
import type { CardPatch } from "../hooks/use-trip-store";
import type { PlannerCard } from "../utils/planner-model";
import type { ConflictChoice } from "../hooks/use-trip-sync";
import { TripCard } from "./trip-card";

export const REORDER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "To reorder a card, press Space or Enter on its reorder button, use the up and down arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.",
};

export interface CardListProps {
  cards: PlannerCard[];
  /** The saved trip's id (recordings started from a card are attached to it), or null. */
  tripId?: string | null;
  /** Whether a card is shown folded (defaults to the card's own flag). */
  isCollapsed?: (card: PlannerCard) => boolean;
  /** Defaults to flipping the card's own flag (saved with the card). */
  onToggleCollapsed?: (key: string) => void;
  signedIn: boolean;
  onPatch: (key: string, patch: CardPatch) => void;
  onDelete: (key: string) => void;
  onMove: (key: string, toIndex: number) => void;
  onFindPlaces: (key: string) => void;
  onAnnounce: (message: string) => void;
  /** The person's choice for a card the server held back (see CardConflictNotice). */
  onResolveConflict?: (key: string, choice: ConflictChoice) => void;
}

/** The section cards in one column, reordered by drag and drop or with the keyboard. */
export function CardList({
  cards,
  isCollapsed = (card) => card.isCollapsed,
  onToggleCollapsed: toggle,
  signedIn,
  onPatch,
  onDelete,
  onMove,
  onFindPlaces,
  onAnnounce,
  onResolveConflict,
  tripId = null,
}: CardListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = useMemo(() => cards.map((card) => card.key), [cards]);
  const onToggleCollapsed =
    toggle ??
    ((key: string) => {
      const card = cards.find((c) => c.key === key);
      if (card) onPatch(key, { isCollapsed: !card.isCollapsed });
    });

  const titleOf = (id: string | number) => {
    const card = cards.find((c) => c.key === id);
    return card ? card.title.trim() || CARD_TYPE_INFO[card.cardType].defaultTitle : "Card";
  };
  const positionOf = (id: string | number) => keys.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}, card ${positionOf(active.id)} of ${keys.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} moved to position ${positionOf(over.id)} of ${keys.length}.`
        : `${titleOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${keys.length}.`
        : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${titleOf(active.id)} stays at position ${positionOf(active.id)} of ${keys.length}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = keys.indexOf(String(over.id));
    if (to === -1) return;
    onMove(String(active.id), to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: REORDER_INSTRUCTIONS }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className="space-y-4" aria-label="Section cards">
          {cards.map((card, index) => (
            <TripCard
              tripId={tripId}
              key={card.key}
              card={card}
              collapsed={isCollapsed(card)}
              onToggleCollapsed={onToggleCollapsed}
              position={index + 1}
              total={cards.length}
              signedIn={signedIn}
              onPatch={onPatch}
              onDelete={onDelete}
              onFindPlaces={onFindPlaces}
              onAnnounce={onAnnounce}
              onResolveConflict={onResolveConflict}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
