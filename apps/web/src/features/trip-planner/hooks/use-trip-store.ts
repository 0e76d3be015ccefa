import { useMemo, useRef, useState } from "react";
import type { PlannerCard, PlannerEnvelope, PlannerTrip } from "../utils/planner-model";

export type CardPatch = Partial<Pick<PlannerCard, "title" | "content" | "items" | "isCollapsed">>;

/** Changes to the planner's trip. The object is stable for the life of the planner. */
export interface TripActions {
  /** The latest state, also between an update and the next render (for the server calls). */
  get: () => PlannerTrip;
  /** Changes whenever another trip replaces this one, so late answers can be ignored. */
  generation: () => number;
  update: (change: (trip: PlannerTrip) => PlannerTrip) => void;
  replace: (trip: PlannerTrip) => void;
  setEnvelope: (patch: Partial<PlannerEnvelope>) => void;
  addCard: (card: PlannerCard) => void;
  patchCard: (key: string, patch: CardPatch) => void;
  /** Removes a card; a saved one is remembered so its deletion reaches the server. */
  removeCard: (key: string) => void;
  /** Moves a card to a new index; orders are renumbered from 0. */
  moveCard: (key: string, toIndex: number) => void;
}

/** The planner's trip, with synchronous reads for the code that talks to the server. */
export function useTripStore(initial: () => PlannerTrip): {
  trip: PlannerTrip;
  actions: TripActions;
} {
  const [trip, setTrip] = useState(initial);
  const ref = useRef(trip);
  const generationRef = useRef(0);

  const actions = useMemo<TripActions>(() => {
    const update = (change: (trip: PlannerTrip) => PlannerTrip) => {
      ref.current = change(ref.current);
      setTrip(ref.current);
    };
    return {
      get: () => ref.current,
      generation: () => generationRef.current,
      update,
      replace: (next) => {
        generationRef.current += 1;
        update(() => next);
      },
      setEnvelope: (patch) =>
        update((t) => ({
          ...t,
          envelope: { ...t.envelope, ...patch },
          envelopeRev: t.envelopeRev + 1,
        })),
      addCard: (card) => update((t) => ({ ...t, cards: [...t.cards, card] })),
      patchCard: (key, patch) =>
        update((t) => ({
          ...t,
          cards: t.cards.map((card) =>
            card.key === key ? { ...card, ...patch, rev: card.rev + 1 } : card,
          ),
        })),
      removeCard: (key) =>
        update((t) => {
          const card = t.cards.find((c) => c.key === key);
          if (!card) return t;
          return {
            ...t,
            cards: t.cards.filter((c) => c.key !== key),
            removedServerIds:
              card.serverId && t.serverId
                ? [...t.removedServerIds, card.serverId]
                : t.removedServerIds,
          };
        }),
      moveCard: (key, toIndex) =>
        update((t) => {
          const from = t.cards.findIndex((c) => c.key === key);
          const card = t.cards[from];
          if (!card || from === toIndex || toIndex < 0 || toIndex >= t.cards.length) return t;
          const cards = [...t.cards];
          cards.splice(from, 1);
          cards.splice(toIndex, 0, card);
          return { ...t, cards, orderRev: t.orderRev + 1 };
        }),
    };
  }, []);

  return { trip, actions };
}
