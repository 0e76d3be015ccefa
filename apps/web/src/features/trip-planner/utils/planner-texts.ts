import { OFFLINE_TEXTS } from "../../../lib/offline/offline-texts";
import { TRIP_CARDS_MAX, TRIP_MESSAGES } from "@field-commons/shared/trips";

export const PLANNER_TEXTS = {
  tripNotFound: `${TRIP_MESSAGES.tripNotFound}. A new trip has been started instead.`,
  signInToOpen: "Sign in to open the saved trip in this link.",
  cardsHeading: "Section Cards",
  addCard: "Add Section Card",
  noCards: "No section cards yet",
  noCardsText: "Add a section card for each part of the trip: travel, places, interviews, notes.",
  cardsFull: `A trip can have up to ${TRIP_CARDS_MAX} section cards.`,
  restored: OFFLINE_TEXTS.restored,
  offlineCopy: "You are offline: this is the trip as it was last kept on this device.",
  expandAll: "Expand all",
  collapseAll: "Collapse all",
} as const;

/** The notice after a template's cards were added to the open trip. */
export function templateAppliedText(count: number, templateName: string): string {
  return count === 0
    ? `No cards from “${templateName}” were added: the trip already has ${TRIP_CARDS_MAX} cards.`
    : `Added ${count} ${count === 1 ? "card" : "cards"} from “${templateName}” to this trip.`;
}
