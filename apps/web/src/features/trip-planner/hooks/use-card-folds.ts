import { useState } from "react";
import type { PlannerCard } from "../utils/planner-model";
import type { TripActions } from "./use-trip-store";

/**
 * Which cards are folded. On a wide screen that is the card's own
 * isCollapsed (saved with it); on a phone, cards start folded and what is
 * opened there is not saved with the card.
 */
export function useCardFolds(actions: TripActions, narrow: boolean) {
  const [phoneFolds, setPhoneFolds] = useState<Readonly<Record<string, boolean>>>({});

  const isCollapsed = (card: PlannerCard) =>
    narrow ? (phoneFolds[card.key] ?? true) : card.isCollapsed;

  const toggle = (key: string) => {
    const card = actions.get().cards.find((c) => c.key === key);
    if (!card) return;
    if (narrow) setPhoneFolds((folds) => ({ ...folds, [key]: !(folds[key] ?? true) }));
    else actions.patchCard(key, { isCollapsed: !card.isCollapsed });
  };

  /** 'Expand all' / 'Collapse all'. */
  const setAll = (collapsed: boolean) => {
    const cards = actions.get().cards;
    if (narrow) {
      setPhoneFolds(Object.fromEntries(cards.map((c) => [c.key, collapsed])));
    } else {
      for (const card of cards) {
        if (card.isCollapsed !== collapsed) actions.patchCard(card.key, { isCollapsed: collapsed });
      }
    }
  };

  /** Shows a card open on a phone too (one just added or filled). */
  const unfold = (key: string) => setPhoneFolds((folds) => ({ ...folds, [key]: false }));

  return { isCollapsed, toggle, setAll, unfold };
}
