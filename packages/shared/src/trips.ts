import { z } from "zod";
import { ContentCreateInput, DETAIL_SCHEMAS, Domain } from "./content";
import { CONTENT_TYPES } from "./content";

// ---------------------------------------------------------------------------
// Limits and texts
// ---------------------------------------------------------------------------

export const TRIP_PUBLISH_MIN_CARDS = 3;
export const DEFAULT_TRIP_DAYS = 7;
export const TRIP_CARDS_MAX = 60;
export const CARD_ITEMS_MAX = 200;
export const SAVE_MESSAGE_CLEAR_MS = 3000;
export const PLACES_RADIUS_DEFAULT = 50_000;
export const PLACES_PER_CATEGORY = 3;
export const GEOCODE_SPACING_MS = 1000;
export const NEW_TRIP_TITLE = "My New Trip";

/** What the planner and the server say about card changes that meet (offline edits, two tabs). */
export const CARD_SYNC_MESSAGES = {
  editConflict: "This card was changed since you began editing it. Choose which version to keep.",
  deletedMeanwhile: "This card was deleted since you began editing it.",
  changedMeanwhile: "Changed by someone else meanwhile",
  waiting: "Kept on this device. Your changes are sent when the connection is back.",
} as const;

export const TRIP_MESSAGES = {
  saveFirst: "Please save your trip first before publishing.",
  saveFailed: "Failed to save trip. Please try again.",
  networkError: "Network error. Please check your connection and try again.",
  publishFailedPrefix: "Failed to publish trip: ",
  publishFailed: "Failed to publish trip. Please try again.",
  willBeReviewed: "Your trip has been submitted and will be reviewed before going live.",
  /** Shown near Save while editing a published trip (decision 014). */
  publishedEditsReviewed:
    "This trip is published. Changes you save send it back to review: it leaves public view until an admin approves it again.",
  tripNotFound: "Trip not found",
  tripFetchFailed: "Failed to fetch trip",
  noPlaces: "No places found",
  placesFailed: "Failed to fetch places",
  noPlacesForLocation: "No places found for this location",
  signInToSave: "Sign In to Save Trip",
  limitReached:
    "Free accounts can create up to 5 trips. Upgrade to Contributor for unlimited trips.",
} as const;

// ---------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------

export const CARD_TYPES = [
  "place",
  "accommodation",
  "transport",
  "food",
  "activity",
  "interview",
  "notes",
  "files",
  "budget",
  "checklist",
  "custom",
  "case-study",
  "policy-brief",
  "opinion-essay",
] as const;
export type CardType = (typeof CARD_TYPES)[number];

const text = (max = 300) => z.string().trim().max(max);
const CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "AUD",
  "INR",
  "BRL",
  "MXN",
  "KES",
  "ZAR",
  "JPY",
  "CNY",
  "CHF",
  "NPR",
  "PEN",
] as const;
export const CURRENCY_CODES = CURRENCIES;

/** Structured content of each card type, with each field's default. */
export const CARD_CONTENT_SCHEMAS = {
  place: z.strictObject({
    location: z
      .strictObject({
        name: text().default(""),
        address: text().default(""),
        lat: z.number().min(-90).max(90).nullable().default(null),
        lng: z.number().min(-180).max(180).nullable().default(null),
      })
      .default({ name: "", address: "", lat: null, lng: null }),
  }),
  accommodation: z.strictObject({
    name: text().default(""),
    type: z
      .enum(["hotel", "hostel", "guesthouse", "homestay", "camping", "other"])
      .default("hotel"),
    address: text().default(""),
    checkIn: z.iso.date().optional(),
    checkOut: z.iso.date().optional(),
  }),
  transport: z.strictObject({
    type: z
      .enum(["flight", "train", "bus", "car", "boat", "bike", "walk", "other"])
      .default("flight"),
    from: text().default(""),
    to: text().default(""),
    departure: text(40).optional(),
  }),
  food: z.strictObject({
    name: text().default(""),
    type: z.enum(["restaurant", "cafe", "market", "street-food", "other"]).default("restaurant"),
  }),
  activity: z.strictObject({
    name: text().default(""),
    type: z
      .enum(["sightseeing", "fieldwork", "meeting", "workshop", "other"])
      .default("sightseeing"),
  }),
  interview: z.strictObject({
    intervieweeName: text().default(""),
    intervieweeRole: text().default(""),
    consentObtained: z.boolean().default(false),
  }),
  notes: z.strictObject({
    content: z.string().max(20_000).default(""),
    format: z.literal("plain").default("plain"),
    isPrivate: z.boolean().default(true),
  }),
  files: z.strictObject({
    attachments: z
      .array(
        z.strictObject({
          uploadId: z.uuid(),
          name: text(255),
          mimeType: text(100),
          bytes: z.number().int().min(0),
        }),
      )
      .max(50)
      .default([]),
  }),
  budget: z.strictObject({
    entries: z
      .array(
        z.strictObject({
          id: z.string().min(1).max(64),
          category: text().default(""),
          amount: z.number().min(0).max(1e9).default(0),
          currency: z.enum(CURRENCIES).default("USD"),
          paid: z.boolean().default(false),
        }),
      )
      .max(200)
      .default([]),
  }),
  checklist: z.strictObject({
    items: z
      .array(
        z.strictObject({
          id: z.string().min(1).max(64),
          text: text(500),
          done: z.boolean().default(false),
        }),
      )
      .max(200)
      .default([]),
  }),
  custom: z.strictObject({ description: text(5000).default("") }),
  "case-study": z.strictObject({
    contentId: z.uuid().nullable().default(null),
    note: text(2000).default(""),
  }),
  "policy-brief": z.strictObject({
    contentId: z.uuid().nullable().default(null),
    note: text(2000).default(""),
  }),
  "opinion-essay": z.strictObject({
    contentId: z.uuid().nullable().default(null),
    note: text(2000).default(""),
  }),
} as const;

/** Label, icon name and default title of each card type. */
export const CARD_TYPE_INFO: Record<
  CardType,
  { label: string; icon: string; defaultTitle: string }
> = {
  place: { label: "Place", icon: "map-pin", defaultTitle: "Places to Visit" },
  accommodation: { label: "Accommodation", icon: "bed", defaultTitle: "Accommodation" },
  transport: { label: "Transport", icon: "plane", defaultTitle: "Getting There" },
  food: { label: "Food", icon: "utensils", defaultTitle: "Food & Dining" },
  activity: { label: "Activity", icon: "compass", defaultTitle: "Activities" },
  interview: { label: "Interview", icon: "mic", defaultTitle: "Interviews" },
  notes: { label: "Notes", icon: "notebook", defaultTitle: "Field Notes" },
  files: { label: "Files", icon: "paperclip", defaultTitle: "Documents & Files" },
  budget: { label: "Budget", icon: "wallet", defaultTitle: "Budget" },
  checklist: { label: "Checklist", icon: "check-square", defaultTitle: "Checklist" },
  custom: { label: "Custom", icon: "sparkles", defaultTitle: "Custom Section" },
  "case-study": { label: "Case Study", icon: "book-open", defaultTitle: "Related Case Studies" },
  "policy-brief": { label: "Policy Brief", icon: "file-text", defaultTitle: "Policy Briefs" },
  "opinion-essay": { label: "Opinion Essay", icon: "pen", defaultTitle: "Opinion Essays" },
};

/** The ten cards a new trip starts with. */
export const DEFAULT_TRIP_CARD_TYPES: readonly CardType[] = [
  "transport",
  "accommodation",
  "place",
  "activity",
  "interview",
  "food",
  "budget",
  "checklist",
  "notes",
  "files",
];

export const CardItem = z.strictObject({
  id: z.string().min(1).max(64),
  title: z.string().trim().min(1, "Item title is required").max(300),
  link: text(2000).default(""),
  notes: text(5000).default(""),
  imageUploadId: z.uuid().nullable().default(null),
  type: text(40).default(""),
  data: z.record(z.string(), z.unknown()).default({}),
  createdAt: z.string().max(40).optional(),
});
export type CardItem = z.infer<typeof CardItem>;

const cardBase = {
  title: z.string().trim().min(1, "Card title is required").max(200),
  icon: text(40).default(""),
  isCollapsed: z.boolean().default(false),
  items: z.array(CardItem).max(CARD_ITEMS_MAX).default([]),
};

/** A card as the client sends it (create or full update). */
export const CardInput = z.discriminatedUnion("cardType", [
  z.strictObject({
    cardType: z.literal("place"),
    ...cardBase,
    content: CARD_CONTENT_SCHEMAS.place.prefault({}),
  }),
  z.strictObject({
    cardType: z.literal("accommodation"),
    ...cardBase,
    content: CARD_CONTENT_SCHEMAS.accommodation.prefault({}),
  }),
  z.strictObject({
    cardType: z.literal("transport"),
    ...cardBase,
    content: CARD_CONTENT_SCHEMAS.transport.prefault({}),
  }),
  z.strictObject({
    cardType: z.literal("food"),
    ...cardBase,
    content: CARD_CONTENT_SCHEMAS.food.prefault({}),
  }),
  z.strictObject({
    cardType: z.literal("activity"),
    ...cardBase,
    content: CARD_CONTENT_SCHEMAS.activity.prefault({}),
  }),
  z.strictObject({
    cardType: z.literal("interview"),
    ...cardBase,
    content: CARD_CONTENT_SCHEMAS.interview.prefault({}),
  }),
  z.strictObject({
    cardType: z.literal("notes"),
    ...cardBase,
    content: CARD_CONTENT_SCHEMAS.notes.prefault({}),
  }),
  z.strictObject({
    cardType: z.literal("files"),
    ...cardBase,
    content: CARD_CONTENT_SCHEMAS.files.prefault({}),
  }),
  z.strictObject({
    cardType: z.literal("budget"),
    ...cardBase,
    content: CARD_CONTENT_SCHEMAS.budget.prefault({}),
  }),
  z.strictObject({
    cardType: z.literal("checklist"),
    ...cardBase,
    content: CARD_CONTENT_SCHEMAS.checklist.prefault({}),
  }),
  z.strictObject({
    cardType: z.literal("custom"),
    ...cardBase,
    content: CARD_CONTENT_SCHEMAS.custom.prefault({}),
  }),
  z.strictObject({
    cardType: z.literal("case-study"),
    ...cardBase,
    content: CARD_CONTENT_SCHEMAS["case-study"].prefault({}),
  }),
  z.strictObject({
    cardType: z.literal("policy-brief"),
    ...cardBase,
    content: CARD_CONTENT_SCHEMAS["policy-brief"].prefault({}),
  }),
  z.strictObject({
    cardType: z.literal("opinion-essay"),
    ...cardBase,
    content: CARD_CONTENT_SCHEMAS["opinion-essay"].prefault({}),
  }),
]);
export type CardInput = z.input<typeof CardInput>;

/**
 * A card as it was when a change to it began (the last version the device
 * saw). Sent with an update made apart (offline, another tab), it lets the
 * server merge field by field instead of overwriting what changed meanwhile.
 */
export const CardSnapshot = z
  .object({
    title: z.string().max(200),
    icon: z.string().max(40),
    isCollapsed: z.boolean(),
    items: z.array(z.unknown()).max(CARD_ITEMS_MAX),
    content: z.record(z.string(), z.unknown()),
  })
  .partial();
export type CardSnapshot = z.infer<typeof CardSnapshot>;

/** PUT of one card: the card, and optionally the version it was based on. */
export const CardUpdateInput = z.discriminatedUnion(
  "cardType",
  CardInput.options.map((variant) =>
    variant.extend({ base: CardSnapshot.optional() }),
  ) as unknown as [(typeof CardInput.options)[number], ...(typeof CardInput.options)[number][]],
);

/** The card fields long enough to merge word by word when two edits meet. */
export const CARD_TEXT_FIELDS: ReadonlySet<string> = new Set([
  "content.content",
  "content.description",
  "content.note",
]);

export const TripCard = z.object({
  id: z.string(),
  tripId: z.string(),
  cardType: z.enum(CARD_TYPES),
  title: z.string(),
  icon: z.string(),
  content: z.record(z.string(), z.unknown()),
  items: z.array(CardItem),
  order: z.number().int(),
  isCollapsed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TripCard = z.infer<typeof TripCard>;

export const CardOrderInput = z.strictObject({
  cardIds: z.array(z.uuid()).min(1).max(TRIP_CARDS_MAX),
});

// ---------------------------------------------------------------------------
// Trips
// ---------------------------------------------------------------------------

/** POST /api/trips: the trip (type trip) and its cards, saved in one transaction. */
export const TripCreateInput = z.strictObject({
  trip: ContentCreateInput,
  cards: z.array(CardInput).max(TRIP_CARDS_MAX).default([]),
});
export type TripCreateInput = z.input<typeof TripCreateInput>;

export const TripWithCards = z.object({ trip: DETAIL_SCHEMAS.trip, cards: z.array(TripCard) });
export type TripWithCards = z.infer<typeof TripWithCards>;

export const CardList = z.object({ items: z.array(TripCard) });

// ---------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------

export const TEMPLATE_CATEGORIES = [
  "weekend-city",
  "field-research",
  "conference",
  "backpacking",
  "business",
  "family",
  "custom",
] as const;
export const TEMPLATE_CATEGORY_LABELS: Record<(typeof TEMPLATE_CATEGORIES)[number], string> = {
  "weekend-city": "Weekend City",
  "field-research": "Field Research",
  conference: "Conference",
  backpacking: "Backpacking",
  business: "Business",
  family: "Family",
  custom: "Custom",
};
export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export const TEMPLATE_TAGS_SHOWN = 3;

export const TripTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  tags: z.array(z.string()),
  color: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  /** Days. */
  estimatedDuration: z.number().int(),
  domain: Domain.nullable(),
  cardTemplates: z.array(CardInput),
  usageCount: z.number().int(),
  isOfficial: z.boolean(),
  isPrivate: z.boolean(),
});
export type TripTemplate = z.infer<typeof TripTemplate>;

export const TemplateListQuery = z.strictObject({
  category: z.enum(TEMPLATE_CATEGORIES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
  cursor: z.string().max(200).optional(),
});
export const TemplatePage = z.object({
  items: z.array(TripTemplate),
  nextCursor: z.string().nullable(),
});
export const TemplateCategories = z.object({
  categories: z.array(
    z.object({ id: z.enum(TEMPLATE_CATEGORIES), label: z.string(), count: z.number().int() }),
  ),
});

/** POST /api/trip-templates/:id/use: optional details for the new trip. */
export const UseTemplateInput = z.strictObject({
  title: z.string().trim().min(1).max(200).optional(),
  city: text().optional(),
  country: text(100).optional(),
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
});

/** POST /api/trip-templates: save one of your trips as a private template. */
export const SaveTemplateInput = z.strictObject({
  tripId: z.uuid(),
  name: z.string().trim().min(1).max(120),
  description: text(1000).default(""),
  category: z.enum(TEMPLATE_CATEGORIES).default("custom"),
});

// ---------------------------------------------------------------------------
// Geocoding, places, copilot
// ---------------------------------------------------------------------------

export const GeocodeQuery = z.strictObject({ q: z.string().trim().min(1).max(200) });
export const GeocodeResult = z.object({
  result: z
    .object({ lat: z.number(), lng: z.number(), source: z.enum(["table", "cache", "geocoder"]) })
    .nullable(),
});

export const PLACE_SECTIONS = ["restaurants", "hotels", "attractions"] as const;
export type PlaceSection = (typeof PLACE_SECTIONS)[number];

/** Place types per category. */
export const PLACE_TYPE_CATEGORIES: Record<PlaceSection, readonly string[]> = {
  restaurants: ["restaurant", "food", "meal_takeaway", "meal_delivery", "cafe"],
  hotels: ["lodging", "hotel", "guest_house", "hostel"],
  attractions: ["tourist_attraction", "park", "natural_feature", "museum", "library"],
};

export const PlacesQuery = z.strictObject({
  location: z.string().trim().min(1).max(200),
  section: z.enum([...PLACE_SECTIONS, "all"]).default("all"),
  radius: z.coerce
    .number()
    .int()
    .min(100)
    .max(PLACES_RADIUS_DEFAULT)
    .default(PLACES_RADIUS_DEFAULT),
});

export const Place = z.object({
  name: z.string(),
  vicinity: z.string(),
  formatted_address: z.string(),
  rating: z.number().nullable(),
  user_ratings_total: z.number().int().nullable(),
  price_level: z.number().int().nullable(),
  photo_url: z.string().nullable(),
  types: z.array(z.string()),
  category: z.enum(PLACE_SECTIONS),
  lat: z.number(),
  lng: z.number(),
  distanceMeters: z.number().int(),
});
export type Place = z.infer<typeof Place>;

/**
 * How the places are ordered: by rating, highest first,
 * when the source rates places; by distance, nearest first, when it does not
 * (OpenStreetMap, the default). `source` names it for the reader.
 */
export const PlacesRanking = z.object({
  by: z.enum(["rating", "distance"]),
  source: z.string(),
});
export type PlacesRanking = z.infer<typeof PlacesRanking>;

export const PlacesResult = z.object({
  places: z.array(Place),
  location: z.object({ name: z.string(), lat: z.number(), lng: z.number() }),
  searchRadius: z.number().int(),
  ranking: PlacesRanking,
});
export type PlacesResult = z.infer<typeof PlacesResult>;

/** The copilot reads the trip as the planner holds it (saved or local). */
export const CopilotInput = z.strictObject({
  title: text(200).default(""),
  domain: Domain.nullable().default(null),
  city: text().default(""),
  country: text(100).default(""),
  lat: z.number().min(-90).max(90).nullable().default(null),
  lng: z.number().min(-180).max(180).nullable().default(null),
  startDate: z.iso.date().nullable().default(null),
  endDate: z.iso.date().nullable().default(null),
  cards: z
    .array(
      z.strictObject({
        cardType: z.enum(CARD_TYPES),
        title: text(200),
        content: z.record(z.string(), z.unknown()).default({}),
        itemCount: z.number().int().min(0).default(0),
      }),
    )
    .max(TRIP_CARDS_MAX)
    .default([]),
});
export type CopilotInput = z.input<typeof CopilotInput>;

export const CopilotSuggestion = z.object({
  id: z.string(),
  kind: z.enum(["add-card", "consent", "budget", "timing", "reading", "logistics", "ethics"]),
  title: z.string(),
  detail: z.string(),
  /** Add a card of this type. */
  addCardType: z.enum(CARD_TYPES).nullable(),
  /** Related published content to read. */
  link: z.object({ type: z.enum(CONTENT_TYPES), slug: z.string(), title: z.string() }).nullable(),
});
export type CopilotSuggestion = z.infer<typeof CopilotSuggestion>;
export const CopilotResult = z.object({ suggestions: z.array(CopilotSuggestion) });

// ---------------------------------------------------------------------------
// Pure rules
// ---------------------------------------------------------------------------

/** A missing title falls back to 'City, Country', then the country, then 'Unknown Location'. */
export function tripTitleFallback(trip: {
  title?: string | null;
  city?: string | null;
  country?: string | null;
}): string {
  const title = trip.title?.trim();
  if (title) return title;
  const city = trip.city?.trim();
  const country = trip.country?.trim();
  if (city && country) return `${city}, ${country}`;
  if (country) return country;
  return "Unknown Location";
}

/** Whole days from start to end, rounded up. */
export function tripDurationDays(startDate: string, endDate: string): number {
  const ms = new Date(endDate).getTime() - new Date(startDate).getTime();
  if (!Number.isFinite(ms)) return 0;
  return Math.max(0, Math.ceil(ms / 86_400_000));
}

/** Budget totals per currency over every budget card. */
export function budgetTotals(
  cards: readonly { cardType: string; content: Record<string, unknown> }[],
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const card of cards) {
    if (card.cardType !== "budget") continue;
    const entries =
      (card.content.entries as { amount?: number; currency?: string }[] | undefined) ?? [];
    for (const entry of entries) {
      const currency = entry.currency ?? "USD";
      totals[currency] = (totals[currency] ?? 0) + (Number(entry.amount) || 0);
    }
  }
  return totals;
}
