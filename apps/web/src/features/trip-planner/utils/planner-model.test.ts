import {
  CARD_CONTENT_SCHEMAS,
  CARD_TYPE_INFO,
  CardInput,
  DEFAULT_TRIP_CARD_TYPES,
  NEW_TRIP_TITLE,
  TRIP_CARDS_MAX,
} from "@field-commons/shared/trips";
import type { TripTemplate } from "@field-commons/shared/trips";
import { describe, expect, it } from "vitest";
import { makeTripCard, makeTripWithCards } from "../testing/trip-fixtures";
import {
  displayTitle,
  hasUnsavedChanges,
  newLocalTrip,
  placeLine,
  templateCardsToAdd,
  publishChecks,
  toTripContentInput,
  tripFromServer,
  tripStats,
} from "./planner-model";

describe("planner model", () => {
  it("a new trip is 'My New Trip', today to today + 7 days, with the 10 default cards", () => {
    const trip = newLocalTrip(new Date(2026, 11, 28, 15, 0));
    expect(trip.envelope.title).toBe(NEW_TRIP_TITLE);
    expect(trip.envelope.startDate).toBe("2026-12-28");
    expect(trip.envelope.endDate).toBe("2027-01-04");
    expect(trip.cards.map((c) => c.cardType)).toEqual([...DEFAULT_TRIP_CARD_TYPES]);
    for (const card of trip.cards) {
      expect(card.title).toBe(CARD_TYPE_INFO[card.cardType].defaultTitle);
      expect(card.icon).toBe(CARD_TYPE_INFO[card.cardType].icon);
      expect(card.content).toEqual(CARD_CONTENT_SCHEMAS[card.cardType].parse({}));
    }
    expect(trip.cards.find((c) => c.cardType === "notes")?.content).toEqual({
      content: "",
      format: "plain",
      isPrivate: true,
    });
    expect(tripStats(trip)).toEqual({ cards: 10, items: 0, days: 7, budget: {} });
    expect(hasUnsavedChanges(trip)).toBe(true);
  });

  it("reads a saved trip: cards by order, content through its schema, missing dates defaulted", () => {
    const data = makeTripWithCards(
      [
        makeTripCard(2, "place", { order: 1, content: { nonsense: true } }),
        makeTripCard(1, "budget", {
          order: 0,
          content: { entries: [{ id: "e1", amount: 12, currency: "EUR" }] },
        }),
      ],
      { body: { city: "Cusco" } },
    );
    const trip = tripFromServer(data, new Date(2026, 0, 1));
    expect(trip.cards.map((c) => c.cardType)).toEqual(["budget", "place"]);
    expect(trip.cards[1]!.content).toEqual(CARD_CONTENT_SCHEMAS.place.parse({}));
    expect(trip.envelope.startDate).toBe("2026-01-01");
    expect(trip.envelope.endDate).toBe("2026-01-08");
    expect(tripStats(trip).budget).toEqual({ EUR: 12 });
    expect(hasUnsavedChanges(trip)).toBe(false);
  });

  it("sends the fallback title when the title is empty, and the place as location", () => {
    const trip = newLocalTrip(new Date(2026, 2, 4));
    const input = toTripContentInput({
      ...trip.envelope,
      title: "  ",
      city: " Cusco ",
      country: "Peru",
      description: "  Rotation.  ",
    });
    expect(input).toMatchObject({
      type: "trip",
      title: "Cusco, Peru",
      location: { name: "Cusco, Peru", country: "Peru", lat: null, lng: null },
      body: { description: "Rotation.", city: "Cusco", startDate: "2026-03-04" },
    });
  });

  it("publishing needs a saved trip, 3 cards, a title and a country", () => {
    const trip = newLocalTrip();
    const met = (t: typeof trip) => Object.fromEntries(publishChecks(t).map((c) => [c.key, c.met]));
    expect(met(trip)).toEqual({ saved: false, cards: true, title: true, country: false });
    const saved = tripFromServer(
      makeTripWithCards([makeTripCard(1, "notes"), makeTripCard(2, "files")]),
    );
    expect(met(saved)).toEqual({ saved: true, cards: false, title: true, country: true });
  });

  it("the place line names the country once", () => {
    expect(placeLine({ city: "Svolvær", country: "Norway" })).toBe("Svolvær, Norway");
    expect(placeLine({ city: "Svolvær, Norway", country: "Norway" })).toBe("Svolvær, Norway");
    expect(placeLine({ city: "Ethiopia", country: "Ethiopia" })).toBe("Ethiopia");
    expect(placeLine({ city: "", country: "Kenya" })).toBe("Kenya");
    expect(placeLine({ city: " ", country: " " })).toBe("");
    expect(displayTitle({ title: " ", city: "Svolvær, Norway", country: "Norway" })).toBe(
      "Svolvær, Norway",
    );
    expect(displayTitle({ title: "", city: "Ethiopia", country: "Ethiopia" })).toBe("Ethiopia");
    expect(displayTitle({ title: "", city: "Cusco", country: "" })).toBe("Unknown Location");
  });

  it("a template's cards are new local cards, as many as still fit", () => {
    const template = {
      cardTemplates: [
        CardInput.parse({ cardType: "interview", title: "Village interviews" }),
        CardInput.parse({ cardType: "budget", title: "Field budget" }),
      ],
    } as TripTemplate;
    const cards = templateCardsToAdd(template, 10);
    expect(cards.map((c) => [c.cardType, c.title, c.serverId])).toEqual([
      ["interview", "Village interviews", null],
      ["budget", "Field budget", null],
    ]);
    expect(templateCardsToAdd(template, TRIP_CARDS_MAX - 1)).toHaveLength(1);
    expect(templateCardsToAdd(template, TRIP_CARDS_MAX)).toHaveLength(0);
  });
});
