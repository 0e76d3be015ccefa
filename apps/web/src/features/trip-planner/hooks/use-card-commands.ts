import { CARD_ITEMS_MAX, TRIP_CARDS_MAX } from "@field-commons/shared/trips";
import type { CardType, CopilotSuggestion, TripTemplate } from "@field-commons/shared/trips";
import { useState } from "react";
import { suggestionAddition } from "../utils/copilot-actions";
import { localId } from "../utils/ids";
import { placeItem } from "../utils/place-item";
import type { PlaceToAdd } from "../utils/place-item";
import { newCard, normaliseContent, templateCardsToAdd } from "../utils/planner-model";
import { templateAppliedText } from "../utils/planner-texts";
import type { TripActions } from "./use-trip-store";

interface CardCommandDeps {
  actions: TripActions;
  sync: {
    syncNewCards: () => Promise<unknown>;
    syncRemovals: () => Promise<unknown>;
    syncOrder: () => Promise<unknown>;
  };
  /** Shows a card open on a phone too. */
  unfold: (key: string) => void;
  focusAfterRender: (target: string | "add") => void;
  /** A polite status message for screen readers. */
  announce: (text: string) => void;
  setNotice: (notice: string | null) => void;
}

/**
 * What changes the section cards: adding (also from the copilot, a template
 * or the places finder), deleting and moving them; each change is announced
 * and sent to the server.
 */
export function useCardCommands({
  actions,
  sync,
  unfold,
  focusAfterRender,
  announce,
  setNotice,
}: CardCommandDeps) {
  /** The card the places finder adds to. */
  const [placesCard, setPlacesCard] = useState<string | null>(null);

  const addCard = (
    cardType: CardType,
    overrides?: Parameters<typeof newCard>[1],
    { focus = true }: { focus?: boolean } = {},
  ) => {
    if (actions.get().cards.length >= TRIP_CARDS_MAX) return;
    const card = newCard(cardType, overrides);
    actions.addCard(card);
    // A card just added is shown open, also on a phone.
    unfold(card.key);
    if (focus) focusAfterRender(card.key);
    announce(`${card.title} card added.`);
    void sync.syncNewCards();
  };

  /** The copilot's "Add to trip": checklist items, or a card of the matching type. */
  const addSuggestion = (suggestion: CopilotSuggestion) => {
    const addition = suggestionAddition(suggestion);
    if (!addition) return;
    if (addition.kind === "checklist") {
      const content = normaliseContent("checklist", {
        items: addition.items.map((text) => ({ id: localId(), text, done: false })),
      });
      // An empty checklist already in the trip is filled rather than doubled.
      const empty = actions
        .get()
        .cards.find(
          (c) =>
            c.cardType === "checklist" &&
            c.items.length === 0 &&
            !(Array.isArray(c.content.items) && c.content.items.length > 0),
        );
      if (empty) {
        actions.patchCard(empty.key, { content: { ...empty.content, ...content } });
        unfold(empty.key);
        announce(`${addition.items.length} checklist items added to ${empty.title}.`);
        return;
      }
      addCard("checklist", { title: addition.title, content }, { focus: false });
      return;
    }
    addCard(
      addition.cardType,
      {
        title: addition.title,
        content: normaliseContent(addition.cardType, addition.content),
        items: addition.items,
      },
      { focus: false },
    );
  };

  /** Adds a template's cards to the open trip (a saved trip keeps its place, dates and cards). */
  const addTemplateCards = (template: TripTemplate) => {
    const cards = templateCardsToAdd(template, actions.get().cards.length);
    for (const card of cards) actions.addCard(card);
    // The notice is a status message: it is announced too.
    setNotice(templateAppliedText(cards.length, template.name));
    if (cards.length > 0) void sync.syncNewCards();
  };

  const deleteCard = (key: string) => {
    const cards = actions.get().cards;
    const index = cards.findIndex((c) => c.key === key);
    const card = cards[index];
    if (!card) return;
    const neighbour = cards[index + 1] ?? cards[index - 1];
    actions.removeCard(key);
    focusAfterRender(neighbour ? neighbour.key : "add");
    announce(`${card.title} card deleted.`);
    void sync.syncRemovals();
  };

  const moveCard = (key: string, toIndex: number) => {
    actions.moveCard(key, toIndex);
    void sync.syncOrder();
  };

  /** Adds a place found by the places finder to the card it was opened from. */
  const addPlace = (place: PlaceToAdd) => {
    const card = actions.get().cards.find((c) => c.key === placesCard);
    if (!card || card.items.length >= CARD_ITEMS_MAX) return;
    actions.patchCard(card.key, { items: [...card.items, placeItem(place)] });
    announce(`${place.name} added to ${card.title}.`);
  };

  return {
    addCard,
    addSuggestion,
    addTemplateCards,
    deleteCard,
    moveCard,
    findPlacesFor: setPlacesCard,
    addPlace,
  };
}
