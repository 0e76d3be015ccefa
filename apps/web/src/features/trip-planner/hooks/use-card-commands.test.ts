import { CardInput, TRIP_CARDS_MAX } from "@field-commons/shared/trips";
import type { CopilotSuggestion, TripTemplate } from "@field-commons/shared/trips";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { newCard, newLocalTrip } from "../utils/planner-model";
import type { PlannerTrip } from "../utils/planner-model";
import { useCardCommands } from "./use-card-commands";
import { useTripStore } from "./use-trip-store";

function renderCommands(cards = [newCard("transport"), newCard("notes"), newCard("budget")]) {
  const initial: PlannerTrip = { ...newLocalTrip(), cards };
  const deps = {
    sync: {
      syncNewCards: vi.fn(() => Promise.resolve()),
      syncRemovals: vi.fn(() => Promise.resolve()),
      syncOrder: vi.fn(() => Promise.resolve()),
    },
    unfold: vi.fn(),
    focusAfterRender: vi.fn(),
    announce: vi.fn(),
    setNotice: vi.fn(),
  };
  const rendered = renderHook(() => {
    const store = useTripStore(() => initial);
    return { ...store, commands: useCardCommands({ actions: store.actions, ...deps }) };
  });
  return { ...rendered, ...deps };
}

describe("useCardCommands", () => {
  it("adds a card shown open and focused, announces it and sends it", () => {
    const { result, sync, unfold, focusAfterRender, announce } = renderCommands();
    act(() => result.current.commands.addCard("checklist"));
    const added = result.current.trip.cards.at(-1)!;
    expect(added.cardType).toBe("checklist");
    expect(unfold).toHaveBeenCalledWith(added.key);
    expect(focusAfterRender).toHaveBeenCalledWith(added.key);
    expect(announce).toHaveBeenCalledWith(`${added.title} card added.`);
    expect(sync.syncNewCards).toHaveBeenCalledTimes(1);
  });

  it("adds nothing once the trip has its most cards", () => {
    const full = Array.from({ length: TRIP_CARDS_MAX }, () => newCard("notes"));
    const { result, sync, announce } = renderCommands(full);
    act(() => result.current.commands.addCard("transport"));
    expect(result.current.trip.cards).toHaveLength(TRIP_CARDS_MAX);
    expect(announce).not.toHaveBeenCalled();
    expect(sync.syncNewCards).not.toHaveBeenCalled();
  });

  it("moves focus to the next card after a delete, else the previous, else the add button", () => {
    const { result, sync, focusAfterRender, announce } = renderCommands();
    const [first, second, third] = result.current.trip.cards;

    act(() => result.current.commands.deleteCard(first!.key));
    expect(focusAfterRender).toHaveBeenLastCalledWith(second!.key);
    expect(announce).toHaveBeenLastCalledWith(`${first!.title} card deleted.`);

    act(() => result.current.commands.deleteCard(third!.key));
    expect(focusAfterRender).toHaveBeenLastCalledWith(second!.key);

    act(() => result.current.commands.deleteCard(second!.key));
    expect(focusAfterRender).toHaveBeenLastCalledWith("add");
    expect(result.current.trip.cards).toEqual([]);
    expect(sync.syncRemovals).toHaveBeenCalledTimes(3);
  });

  it("fills an empty checklist with the copilot's items rather than adding a second one", () => {
    const checklist = newCard("checklist");
    const { result, unfold, announce, sync } = renderCommands([newCard("transport"), checklist]);
    act(() =>
      result.current.commands.addSuggestion({
        id: "checklist",
        title: "Before you go",
        detail: "A permit, rain gear and a map.",
        addCardType: "checklist",
      } as CopilotSuggestion),
    );
    const cards = result.current.trip.cards;
    expect(cards).toHaveLength(2);
    const items = (cards[1]!.content.items as { text: string }[]).map((item) => item.text);
    expect(items).toHaveLength(3);
    expect(unfold).toHaveBeenCalledWith(checklist.key);
    expect(announce).toHaveBeenCalledWith(`3 checklist items added to ${checklist.title}.`);
    expect(sync.syncNewCards).not.toHaveBeenCalled();
  });

  it("adds a template's cards up to the limit and says how many", () => {
    const full = Array.from({ length: TRIP_CARDS_MAX }, () => newCard("notes"));
    const template = {
      name: "Coastal fisheries",
      cardTemplates: [
        CardInput.parse({ cardType: "interview", title: "Village interviews" }),
        CardInput.parse({ cardType: "budget", title: "Field budget" }),
      ],
    } as TripTemplate;

    const some = renderCommands([]);
    act(() => some.result.current.commands.addTemplateCards(template));
    expect(some.result.current.trip.cards.map((c) => c.title)).toEqual([
      "Village interviews",
      "Field budget",
    ]);
    expect(some.setNotice).toHaveBeenCalledWith(
      "Added 2 cards from “Coastal fisheries” to this trip.",
    );
    expect(some.sync.syncNewCards).toHaveBeenCalledTimes(1);

    const none = renderCommands(full);
    act(() => none.result.current.commands.addTemplateCards(template));
    expect(none.result.current.trip.cards).toHaveLength(TRIP_CARDS_MAX);
    expect(none.setNotice).toHaveBeenCalledWith(
      `No cards from “Coastal fisheries” were added: the trip already has ${TRIP_CARDS_MAX} cards.`,
    );
    expect(none.sync.syncNewCards).not.toHaveBeenCalled();
  });
});
