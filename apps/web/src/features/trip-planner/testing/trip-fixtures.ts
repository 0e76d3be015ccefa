import type { ContentDetailOf } from "@field-commons/shared/content";
import { CARD_TYPE_INFO } from "@field-commons/shared/trips";
import type { CardType, TripCard, TripWithCards } from "@field-commons/shared/trips";
import { defaultContent } from "../utils/planner-model";

export const TRIP_ID = "7a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

/** A card id the server would make (a UUID). */
export function cardId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

export function makeTripCard(
  n: number,
  cardType: CardType,
  overrides: Partial<TripCard> = {},
): TripCard {
  return {
    id: cardId(n),
    tripId: TRIP_ID,
    cardType,
    title: CARD_TYPE_INFO[cardType].defaultTitle,
    icon: CARD_TYPE_INFO[cardType].icon,
    content: defaultContent(cardType),
    items: [],
    order: n - 1,
    isCollapsed: false,
    createdAt: "2026-01-10T09:00:00.000Z",
    updatedAt: "2026-01-10T09:00:00.000Z",
    ...overrides,
  };
}

/** A saved draft trip as GET /api/trips/{id} returns it to its author. */
export function makeTripDetail(
  overrides: Partial<ContentDetailOf<"trip">> = {},
): ContentDetailOf<"trip"> {
  return {
    id: TRIP_ID,
    type: "trip",
    slug: "cusco-irrigation-commons",
    title: "Cusco irrigation commons",
    summary: "",
    description: "",
    domain: "Water & Oceans",
    status: "draft",
    author: { id: "user-1", name: "Ada Ostrom" },
    location: { name: "Cusco, Peru", country: "Peru", lat: -13.53, lng: -71.97 },
    coverImage: null,
    imageCount: 0,
    images: [],
    createdAt: "2026-01-10T09:00:00.000Z",
    updatedAt: "2026-01-10T09:00:00.000Z",
    publishedAt: null,
    counts: { views: 0, likes: 0, saves: 0, shares: 0 },
    completeness: 50,
    viewer: { liked: false, saved: false },
    body: {
      description: "Water rotation among ayllus.",
      city: "Cusco",
      startDate: "2026-05-01",
      endDate: "2026-05-11",
    },
    archivedAt: null,
    license: "CC-BY-4.0",
    authorCard: {
      id: "user-1",
      name: "Ada Ostrom",
      publications: 0,
      memberSince: "2025-01-01T00:00:00.000Z",
    },
    missingForPublish: [],
    // Only its author (or an admin) sees a draft; publishing it would send it for review.
    permissions: { edit: true, delete: true, publish: true },
    ...overrides,
  };
}

export function makeTripWithCards(
  cards: TripCard[] = [
    makeTripCard(1, "transport"),
    makeTripCard(2, "place"),
    makeTripCard(3, "notes"),
  ],
  overrides: Partial<ContentDetailOf<"trip">> = {},
): TripWithCards {
  return { trip: makeTripDetail(overrides), cards };
}
