import { TITLE_MAX } from "@field-commons/shared/content";
import type {
  ContentCreateInput,
  ContentDetailOf,
  ContentImage,
  ContentStatus,
} from "@field-commons/shared/content";
import { DOMAINS } from "@field-commons/shared/domains";
import { DEFAULT_LICENSE } from "@field-commons/shared/licenses";
import type { License } from "@field-commons/shared/licenses";
import { placeLabel } from "@field-commons/shared/place-label";
import type { Domain } from "@field-commons/shared/domains";
import {
  CARD_CONTENT_SCHEMAS,
  CARD_TYPE_INFO,
  CardInput,
  DEFAULT_TRIP_CARD_TYPES,
  NEW_TRIP_TITLE,
  TRIP_CARDS_MAX,
  TRIP_PUBLISH_MIN_CARDS,
  budgetTotals,
  tripDurationDays,
  tripTitleFallback,
} from "@field-commons/shared/trips";
import type {
  CardItem,
  CardType,
  CopilotInput,
  CardSnapshot,
  TripCard,
  TripCreateInput,
  TripTemplate,
  TripWithCards,
} from "@field-commons/shared/trips";
import type { z } from "zod";
import { toContentImageInputs } from "../../../components/image-upload/image-upload-field";
import { addDays, defaultTripDates, isIsoDate } from "./dates";
import { localId } from "./ids";

/** The structured content of a card of type T, as the shared schema produces it. */
export type CardContent<T extends CardType = CardType> = z.output<(typeof CARD_CONTENT_SCHEMAS)[T]>;

/** The trip's own fields as the planner edits them (the content envelope plus the trip body). */
export interface PlannerEnvelope {
  title: string;
  description: string;
  city: string;
  country: string;
  lat: number | null;
  lng: number | null;
  startDate: string;
  endDate: string;
  domain: Domain | null;
  /** The author's licence (SPDX identifier). */
  license: License;
  images: ContentImage[];
  /** Kept as loaded; the planner does not edit them. */
  summary: string;
  notes: string;
  isPublic: boolean | null;
}

export interface PlannerCard {
  /** Stable key in the browser (list keys, drag and drop); never changes. */
  key: string;
  /** The card's id on the server; null while it exists only in the browser. */
  serverId: string | null;
  cardType: CardType;
  title: string;
  icon: string;
  content: Record<string, unknown>;
  items: CardItem[];
  isCollapsed: boolean;
  /** Bumped on every edit; the card has unsaved edits while rev !== savedRev. */
  rev: number;
  savedRev: number;
  /**
   * The card as the server last confirmed it: sent with an update, so the
   * server merges it with what changed meanwhile instead of overwriting it.
   */
  base?: CardSnapshot;
  /**
   * The creation of this card as first sent (its Idempotency-Key, body and
   * rev): a retry sends exactly this again, so the card is created once.
   */
  createRequest?: { key: string; input: CardInput; rev: number };
  /** The server refused this card's change; kept here until the person chooses. */
  conflict?: CardConflict;
}

/** A change the server would not apply without a choice from the person. */
export type CardConflict =
  | {
      kind: "changed";
      /** The fields changed differently meanwhile (title, items, content.budget, ...). */
      fields: string[];
      /** The card as it is on the server now. */
      theirs: TripCard;
    }
  | { kind: "deleted" };

export interface PlannerTrip {
  /** The trip's content id; null for a trip that lives only in the browser. */
  serverId: string | null;
  slug: string | null;
  status: ContentStatus;
  envelope: PlannerEnvelope;
  envelopeRev: number;
  envelopeSavedRev: number;
  /** In display order; a card's order is its index (renumbered from 0). */
  cards: PlannerCard[];
  orderRev: number;
  orderSavedRev: number;
  /** Server ids of cards removed here whose deletion has not reached the server yet. */
  removedServerIds: string[];
  /** The trip's creation as first sent: a retry sends exactly this again. */
  createRequest?: {
    key: string;
    input: TripCreateInput;
    /** The cards sent, in order, with the rev each had. */
    sent: { key: string; rev: number }[];
    envelopeRev: number;
    orderRev: number;
  };
  /** A save could not reach the server: it is sent again when the network is back. */
  waiting?: boolean;
}

// ---------------------------------------------------------------------------
// Building cards and trips
// ---------------------------------------------------------------------------

/** The schema's defaults for a card type (parse `{}`). */
export function defaultContent(cardType: CardType): Record<string, unknown> {
  return CARD_CONTENT_SCHEMAS[cardType].parse({}) as Record<string, unknown>;
}

/** Content read through the type's schema; anything unreadable falls back to the defaults. */
export function normaliseContent(cardType: CardType, content: unknown): Record<string, unknown> {
  const parsed = CARD_CONTENT_SCHEMAS[cardType].safeParse(content ?? {});
  return parsed.success ? (parsed.data as Record<string, unknown>) : defaultContent(cardType);
}

export function newCard(
  cardType: CardType,
  overrides: Partial<Pick<PlannerCard, "title" | "content" | "items" | "isCollapsed">> = {},
): PlannerCard {
  const info = CARD_TYPE_INFO[cardType];
  return {
    key: localId(),
    serverId: null,
    cardType,
    title: overrides.title ?? info.defaultTitle,
    icon: info.icon,
    content: overrides.content ?? defaultContent(cardType),
    items: overrides.items ?? [],
    isCollapsed: overrides.isCollapsed ?? false,
    rev: 0,
    savedRev: 0,
  };
}

export function emptyEnvelope(now: Date = new Date()): PlannerEnvelope {
  return {
    title: NEW_TRIP_TITLE,
    description: "",
    city: "",
    country: "",
    lat: null,
    lng: null,
    ...defaultTripDates(now),
    domain: null,
    license: DEFAULT_LICENSE,
    images: [],
    summary: "",
    notes: "",
    isPublic: null,
  };
}

/** A local trip 'My New Trip' with the 10 default cards. */
export function newLocalTrip(now: Date = new Date()): PlannerTrip {
  return {
    serverId: null,
    slug: null,
    status: "draft",
    envelope: emptyEnvelope(now),
    envelopeRev: 0,
    envelopeSavedRev: 0,
    cards: DEFAULT_TRIP_CARD_TYPES.map((type) => newCard(type)),
    orderRev: 0,
    orderSavedRev: 0,
    removedServerIds: [],
  };
}

function isDomain(value: unknown): value is Domain {
  return (DOMAINS as readonly unknown[]).includes(value);
}

export function envelopeFromDetail(
  trip: ContentDetailOf<"trip">,
  now: Date = new Date(),
): PlannerEnvelope {
  const body = trip.body;
  const defaults = defaultTripDates(now);
  const startDate = isIsoDate(body.startDate) ? body.startDate : defaults.startDate;
  const endDate = isIsoDate(body.endDate) ? body.endDate : addDays(startDate, 7);
  return {
    title: trip.title,
    description: body.description ?? "",
    city: body.city ?? "",
    country: trip.location.country,
    lat: trip.location.lat,
    lng: trip.location.lng,
    startDate,
    endDate,
    domain: isDomain(trip.domain) ? trip.domain : null,
    license: trip.license,
    images: trip.images,
    summary: trip.summary,
    notes: body.notes ?? "",
    isPublic: body.isPublic ?? null,
  };
}

export function cardFromServer(card: TripCard): PlannerCard {
  return {
    key: card.id,
    serverId: card.id,
    cardType: card.cardType,
    ...cardFields(card),
    rev: 0,
    savedRev: 0,
    base: cardSnapshot(card),
  };
}

/** The fields the planner edits, as a card from the server holds them. */
export function cardFields(
  card: TripCard,
): Pick<PlannerCard, "title" | "icon" | "content" | "items" | "isCollapsed"> {
  return {
    title: card.title,
    icon: card.icon || CARD_TYPE_INFO[card.cardType].icon,
    content: normaliseContent(card.cardType, card.content),
    items: card.items,
    isCollapsed: card.isCollapsed,
  };
}

/** What an update of the card is based on: its fields as the server holds them. */
export function cardSnapshot(card: TripCard): CardSnapshot {
  return {
    title: card.title,
    icon: card.icon,
    isCollapsed: card.isCollapsed,
    items: card.items,
    content: card.content,
  };
}

/** A saved trip as the planner holds it. */
export function tripFromServer({ trip, cards }: TripWithCards, now?: Date): PlannerTrip {
  return {
    serverId: trip.id,
    slug: trip.slug,
    status: trip.status,
    envelope: envelopeFromDetail(trip, now),
    envelopeRev: 0,
    envelopeSavedRev: 0,
    cards: [...cards].sort((a, b) => a.order - b.order).map(cardFromServer),
    orderRev: 0,
    orderSavedRev: 0,
    removedServerIds: [],
  };
}

/** The template's cards as new cards of the planner (not yet on the server); unreadable ones are left out. */
export function templateCards(template: TripTemplate): PlannerCard[] {
  return template.cardTemplates.flatMap((input) => {
    const parsed = CardInput.safeParse(input);
    if (!parsed.success) return [];
    return [
      newCard(parsed.data.cardType, {
        title: parsed.data.title,
        content: parsed.data.content as Record<string, unknown>,
        items: parsed.data.items,
        isCollapsed: parsed.data.isCollapsed,
      }),
    ];
  });
}

/**
 * The template's cards that can be added to a trip that already has
 * `existing` cards: as many as fit under TRIP_CARDS_MAX, in template order.
 */
export function templateCardsToAdd(template: TripTemplate, existing: number): PlannerCard[] {
  return templateCards(template).slice(0, Math.max(0, TRIP_CARDS_MAX - existing));
}

/** A local trip started from a template (used when the template was not applied by the server). */
export function tripFromTemplate(template: TripTemplate, current: PlannerTrip): PlannerTrip {
  const envelope = current.envelope;
  const title =
    envelope.title.trim() === "" || envelope.title === NEW_TRIP_TITLE
      ? template.name
      : envelope.title;
  const cards = templateCards(template);
  return {
    ...newLocalTrip(),
    envelope: {
      ...envelope,
      title,
      domain: template.domain ?? envelope.domain,
      endDate: addDays(envelope.startDate, Math.max(0, template.estimatedDuration)),
    },
    envelopeRev: 1,
    cards,
  };
}

// ---------------------------------------------------------------------------
// What is sent
// ---------------------------------------------------------------------------

/**
 * The place line: 'City, Country', or whichever of them is set, never naming
 * the country twice (a city field of 'Svolvær, Norway' or 'Ethiopia').
 */
export function placeLine(envelope: Pick<PlannerEnvelope, "city" | "country">): string {
  return placeLabel(envelope.city, envelope.country) ?? "";
}

/** The title shown and saved: the trip's title, else 'City, Country', the country, 'Unknown Location'. */
export function displayTitle(envelope: Pick<PlannerEnvelope, "title" | "city" | "country">) {
  // 'City, Country' without naming the country twice (a city typed as 'Svolvær, Norway').
  if (!envelope.title.trim() && envelope.city.trim() && envelope.country.trim()) {
    return placeLine(envelope);
  }
  return tripTitleFallback(envelope);
}

export type TripContentInput = Extract<ContentCreateInput, { type: "trip" }>;

/** The envelope as POST /api/trips and PUT /api/content/{id} take it. */
export function toTripContentInput(envelope: PlannerEnvelope): TripContentInput {
  const description = envelope.description.trim();
  const notes = envelope.notes.trim();
  return {
    type: "trip",
    title: displayTitle(envelope).slice(0, TITLE_MAX),
    summary: envelope.summary,
    domain: envelope.domain,
    location: {
      name: placeLine(envelope),
      country: envelope.country.trim(),
      lat: envelope.lat,
      lng: envelope.lng,
    },
    images: toContentImageInputs(envelope.images),
    coverUploadId: envelope.images[0]?.uploadId ?? null,
    license: envelope.license,
    body: {
      ...(description ? { description } : {}),
      city: envelope.city.trim(),
      startDate: envelope.startDate,
      endDate: envelope.endDate,
      ...(notes ? { notes } : {}),
      ...(envelope.isPublic === null ? {} : { isPublic: envelope.isPublic }),
    },
  };
}

/** A card as the card endpoints take it (create or full update). */
export function toCardInput(card: PlannerCard): CardInput {
  return {
    cardType: card.cardType,
    title: card.title.trim() || CARD_TYPE_INFO[card.cardType].defaultTitle,
    icon: card.icon,
    isCollapsed: card.isCollapsed,
    items: card.items,
    content: card.content,
  } as CardInput;
}

// ---------------------------------------------------------------------------
// Figures and rules
// ---------------------------------------------------------------------------

export interface TripStats {
  cards: number;
  items: number;
  days: number;
  budget: Record<string, number>;
}

export function tripStats(trip: Pick<PlannerTrip, "cards" | "envelope">): TripStats {
  return {
    cards: trip.cards.length,
    items: trip.cards.reduce((sum, card) => sum + card.items.length, 0),
    days: tripDurationDays(trip.envelope.startDate, trip.envelope.endDate),
    budget: budgetTotals(trip.cards),
  };
}

/** True when something has not reached the server (always true for a local trip). */
export function hasUnsavedChanges(trip: PlannerTrip): boolean {
  if (!trip.serverId) return true;
  return (
    trip.envelopeRev !== trip.envelopeSavedRev ||
    trip.orderRev !== trip.orderSavedRev ||
    trip.removedServerIds.length > 0 ||
    trip.cards.some((card) => card.serverId === null || card.rev !== card.savedRev)
  );
}

export interface PublishCheck {
  key: "saved" | "cards" | "title" | "country";
  label: string;
  met: boolean;
}

/** A saved trip with at least 3 cards, a title and a country. */
export function publishChecks(trip: PlannerTrip): PublishCheck[] {
  const count = trip.cards.length;
  return [
    { key: "saved", label: "The trip is saved", met: trip.serverId !== null },
    {
      key: "cards",
      label: `At least ${TRIP_PUBLISH_MIN_CARDS} section cards (${count} now)`,
      met: count >= TRIP_PUBLISH_MIN_CARDS,
    },
    { key: "title", label: "A title", met: trip.envelope.title.trim().length > 0 },
    { key: "country", label: "A country", met: trip.envelope.country.trim().length > 0 },
  ];
}

/** What the copilot reads: the trip as the planner holds it. */
export function toCopilotInput(trip: PlannerTrip): CopilotInput {
  const { envelope } = trip;
  return {
    title: envelope.title.trim().slice(0, 200),
    domain: envelope.domain,
    city: envelope.city.trim(),
    country: envelope.country.trim(),
    lat: envelope.lat,
    lng: envelope.lng,
    startDate: envelope.startDate,
    endDate: envelope.endDate,
    cards: trip.cards.map((card) => ({
      cardType: card.cardType,
      title: card.title.trim().slice(0, 200),
      content: card.content,
      itemCount: card.items.length,
    })),
  };
}
