import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { newCard, newLocalTrip } from "../utils/planner-model";
import type { PlannerTrip } from "../utils/planner-model";
import { useCardFolds } from "./use-card-folds";
import { useTripStore } from "./use-trip-store";

function tripWithCards(): PlannerTrip {
  return {
    ...newLocalTrip(),
    cards: [newCard("transport"), newCard("notes", { isCollapsed: true }), newCard("checklist")],
  };
}

function renderFolds(narrow: boolean) {
  const initial = tripWithCards();
  return renderHook(() => {
    const store = useTripStore(() => initial);
    return { ...store, folds: useCardFolds(store.actions, narrow) };
  });
}

const collapsed = (result: { current: ReturnType<typeof renderFolds>["result"]["current"] }) =>
  result.current.trip.cards.map((card) => result.current.folds.isCollapsed(card));

describe("useCardFolds", () => {
  it("folds a card on a wide screen by changing the card itself", () => {
    const { result } = renderFolds(false);
    expect(collapsed(result)).toEqual([false, true, false]);

    act(() => result.current.folds.toggle(result.current.trip.cards[0]!.key));
    expect(result.current.trip.cards[0]!.isCollapsed).toBe(true);
    expect(collapsed(result)).toEqual([true, true, false]);

    act(() => result.current.folds.setAll(false));
    expect(result.current.trip.cards.map((c) => c.isCollapsed)).toEqual([false, false, false]);
    act(() => result.current.folds.setAll(true));
    expect(result.current.trip.cards.map((c) => c.isCollapsed)).toEqual([true, true, true]);
  });

  it("starts every card folded on a phone and keeps what is opened there off the cards", () => {
    const { result } = renderFolds(true);
    expect(collapsed(result)).toEqual([true, true, true]);

    const [first, second] = result.current.trip.cards;
    act(() => result.current.folds.toggle(first!.key));
    expect(collapsed(result)).toEqual([false, true, true]);
    act(() => result.current.folds.unfold(second!.key));
    expect(collapsed(result)).toEqual([false, false, true]);
    act(() => result.current.folds.toggle(first!.key));
    expect(collapsed(result)).toEqual([true, false, true]);

    act(() => result.current.folds.setAll(false));
    expect(collapsed(result)).toEqual([false, false, false]);
    act(() => result.current.folds.setAll(true));
    expect(collapsed(result)).toEqual([true, true, true]);
    // The cards' own state, saved with them, never moved.
    expect(result.current.trip.cards.map((c) => c.isCollapsed)).toEqual([false, true, false]);
  });

  it("ignores a card that is no longer in the trip", () => {
    const { result } = renderFolds(false);
    const before = result.current.trip;
    act(() => result.current.folds.toggle("gone"));
    expect(result.current.trip).toBe(before);
  });
});
