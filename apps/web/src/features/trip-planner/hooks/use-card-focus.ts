import { useEffect, useRef } from "react";
import type { PlannerCard } from "../utils/planner-model";

/**
 * Keyboard focus after a card was added or deleted: once the cards have
 * rendered, a card's reorder handle or the Add Section Card button.
 */
export function useCardFocus(cards: readonly PlannerCard[]) {
  const target = useRef<string | "add" | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const next = target.current;
    if (!next) return;
    target.current = null;
    if (next === "add") {
      addButtonRef.current?.focus();
      return;
    }
    const handle = document.querySelector<HTMLButtonElement>(
      `[data-card-key="${CSS.escape(next)}"] button[aria-label^="Reorder"]`,
    );
    handle?.focus();
  }, [cards]);

  /** Focuses the card with this key, or the add button ("add"), after the next render of the cards. */
  const focusAfterRender = (next: string | "add") => {
    target.current = next;
  };

  return { addButtonRef, focusAfterRender };
}
