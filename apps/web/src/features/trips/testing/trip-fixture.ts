import type {
  ContentDetailOf,
  ContentImage,
  ContentPermissions,
} from "@field-commons/shared/content";
import { CardInput } from "@field-commons/shared/trips";
import type { TripCard, TripWithCards } from "@field-commons/shared/trips";

export const TRIP_ID = "7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
export const TRIP_SLUG = "torbel-grazing-rules";
export const TRIP_AUTHOR_ID = "user-1";

/** What the server grants a reader who is neither the author nor an admin (or is signed out). */
const READER_PERMISSIONS: ContentPermissions = {
  edit: false,
  delete: false,
  publish: false,
};
/** What the server grants the author (or an admin) of a draft. */
export const AUTHOR_PERMISSIONS: ContentPermissions = { edit: true, delete: true, publish: true };

export function tripImage(n: number, overrides: Partial<ContentImage> = {}): ContentImage {
  const uploadId = `0000000${n}-0000-4000-8000-00000000000${n}`;
  return {
    uploadId,
    url: `/api/uploads/${uploadId}`,
    cardUrl: `/api/uploads/${uploadId}/card`,
    width: 2400,
    height: 1600,
    alt: `Trip photo ${n}`,
    caption: "",
    ...overrides,
  };
}

/** A card as the server returns it, from the same input the planner sends. */
export function makeCard(input: CardInput, order: number, id = `card-${order}`): TripCard {
  const card = CardInput.parse(input);
  return {
    id,
    tripId: TRIP_ID,
    cardType: card.cardType,
    title: card.title,
    icon: card.icon,
    content: card.content as Record<string, unknown>,
    items: card.items,
    order,
    isCollapsed: card.isCollapsed,
    createdAt: "2026-05-01T09:00:00.000Z",
    updatedAt: "2026-05-01T09:00:00.000Z",
  };
}

/** A published trip as the API returns it to a reader. */
export function makeTripDetail(
  overrides: Partial<ContentDetailOf<"trip">> = {},
): ContentDetailOf<"trip"> {
  const images = overrides.images ?? [tripImage(1), tripImage(2)];
  return {
    id: TRIP_ID,
    type: "trip",
    slug: TRIP_SLUG,
    title: "Törbel grazing rules",
    summary: "A week with the alpine corporation.",
    description: "A week with the alpine corporation.",
    domain: "Land & Environment",
    status: "published",
    author: { id: TRIP_AUTHOR_ID, name: "Ada Ostrom" },
    location: { name: "Törbel", country: "Switzerland", lat: 46.24, lng: 7.85 },
    coverImage: images[0] ?? null,
    imageCount: images.length,
    images,
    createdAt: "2026-04-10T09:00:00.000Z",
    updatedAt: "2026-05-01T09:00:00.000Z",
    publishedAt: "2026-05-02T12:00:00.000Z",
    counts: { views: 9, likes: 4, saves: 2, shares: 1 },
    completeness: 100,
    viewer: null,
    body: {
      description: "How the village shares its summer pastures.\n\nWe attend the spring assembly.",
      city: "Törbel",
      startDate: "2026-06-01",
      endDate: "2026-06-08",
      notes: "Bring the consent forms.",
    },
    archivedAt: null,
    license: "CC-BY-4.0",
    authorCard: {
      id: TRIP_AUTHOR_ID,
      name: "Ada Ostrom",
      publications: 3,
      memberSince: "2025-01-01T00:00:00.000Z",
    },
    missingForPublish: [],
    permissions: READER_PERMISSIONS,
    ...overrides,
  };
}

/** A published trip with cards of several types, as GET /api/trips/{id} returns it. */
export function makeTripWithCards(
  overrides: Partial<ContentDetailOf<"trip">> = {},
  cards?: TripCard[],
): TripWithCards {
  return {
    trip: makeTripDetail(overrides),
    cards: cards ?? [
      makeCard(
        {
          cardType: "place",
          title: "Villages",
          content: { location: { name: "Törbel", address: "3923 Törbel" } },
          items: [
            {
              id: "i-1",
              title: "Alpine cooperative office",
              link: "https://example.org/cooperative",
              notes: "Open Tuesdays.",
            },
            { id: "i-2", title: "Our trip planner", link: "/trip-planner", notes: "" },
            { id: "i-3", title: "Suspicious link", link: "javascript:alert(1)", notes: "" },
          ],
        },
        0,
      ),
      makeCard(
        {
          cardType: "accommodation",
          title: "Where we stay",
          content: { name: "Gasthaus Bergfrieden", type: "guesthouse" },
        },
        1,
      ),
      makeCard(
        {
          cardType: "place",
          title: "Meadows",
          items: [{ id: "i-4", title: "Upper pasture", notes: "" }],
        },
        2,
      ),
      makeCard(
        {
          cardType: "budget",
          title: "Budget",
          content: {
            entries: [
              { id: "b-1", category: "Train", amount: 184, currency: "CHF", paid: true },
              { id: "b-2", category: "Guesthouse", amount: 630, currency: "CHF" },
              { id: "b-3", category: "Recorder", amount: 95.5, currency: "USD" },
            ],
          },
        },
        3,
      ),
      makeCard(
        {
          cardType: "checklist",
          title: "Before leaving",
          content: {
            items: [
              { id: "c-1", text: "Print consent forms", done: true },
              { id: "c-2", text: "Charge the recorder" },
            ],
          },
        },
        4,
      ),
      makeCard(
        {
          cardType: "notes",
          title: "Field Notes",
          content: { content: "Private impressions of the assembly." },
        },
        5,
      ),
      // A default card nobody filled in: not shown on the public page.
      makeCard({ cardType: "food", title: "Food & Dining" }, 6),
    ],
  };
}
