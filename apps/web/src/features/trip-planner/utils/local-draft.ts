import {
  ContentImage,
  IMAGES_MAX,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  SUMMARY_MAX,
  TITLE_MAX,
} from "@field-commons/shared/content";
import { DOMAINS } from "@field-commons/shared/domains";
import {
  CARD_CONTENT_SCHEMAS,
  CARD_ITEMS_MAX,
  CARD_TYPES,
  CardItem,
  TRIP_CARDS_MAX,
} from "@field-commons/shared/trips";
import { DEFAULT_LICENSE, License } from "@field-commons/shared/licenses";
import { z } from "zod";
import type { PlannerCard, PlannerTrip } from "./planner-model";

/** Where a signed-out visitor's trip lives. */
export const PLANNER_DRAFT_KEY = "field-commons:planner-draft";

const StoredEnvelope = z.object({
  title: z.string().max(TITLE_MAX),
  description: z.string().max(LONG_TEXT_MAX),
  city: z.string().max(SHORT_TEXT_MAX),
  country: z.string().max(100),
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  domain: z.enum(DOMAINS).nullable(),
  // Drafts kept before licences existed have none: they get the default.
  license: License.default(DEFAULT_LICENSE),
  images: z.array(ContentImage).max(IMAGES_MAX),
  summary: z.string().max(SUMMARY_MAX),
  notes: z.string().max(LONG_TEXT_MAX),
  isPublic: z.boolean().nullable(),
});

const StoredCard = z
  .object({
    key: z.string().min(1).max(100),
    cardType: z.enum(CARD_TYPES),
    title: z.string().max(200),
    icon: z.string().max(40),
    content: z.record(z.string(), z.unknown()),
    items: z.array(CardItem).max(CARD_ITEMS_MAX),
    isCollapsed: z.boolean(),
  })
  .superRefine((card, ctx) => {
    if (!CARD_CONTENT_SCHEMAS[card.cardType].safeParse(card.content).success) {
      ctx.addIssue({ code: "custom", message: "Card content does not match its type" });
    }
  });

const StoredDraft = z.object({
  version: z.literal(1),
  envelope: StoredEnvelope,
  cards: z.array(StoredCard).max(TRIP_CARDS_MAX),
});
type StoredDraft = z.infer<typeof StoredDraft>;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored local trip, or null. A value that cannot be read (bad JSON, a
 * shape that does not match) is removed, so it cannot break the planner again.
 */
export function readLocalDraft(): PlannerTrip | null {
  const store = storage();
  const raw = store?.getItem(PLANNER_DRAFT_KEY);
  if (!store || raw === null || raw === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    store.removeItem(PLANNER_DRAFT_KEY);
    return null;
  }
  const parsed = StoredDraft.safeParse(value);
  if (!parsed.success) {
    store.removeItem(PLANNER_DRAFT_KEY);
    return null;
  }
  const cards: PlannerCard[] = parsed.data.cards.map((card) => ({
    ...card,
    serverId: null,
    rev: 0,
    savedRev: 0,
  }));
  return {
    serverId: null,
    slug: null,
    status: "draft",
    envelope: parsed.data.envelope,
    envelopeRev: 0,
    envelopeSavedRev: 0,
    cards,
    orderRev: 0,
    orderSavedRev: 0,
    removedServerIds: [],
  };
}

/** Keeps the local trip (envelope and cards) in the browser. */
export function writeLocalDraft(trip: PlannerTrip): void {
  const draft: StoredDraft = {
    version: 1,
    envelope: trip.envelope,
    cards: trip.cards.map(({ key, cardType, title, icon, content, items, isCollapsed }) => ({
      key,
      cardType,
      title,
      icon,
      content,
      items,
      isCollapsed,
    })),
  };
  try {
    storage()?.setItem(PLANNER_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the planner keeps working in memory.
  }
}

export function clearLocalDraft(): void {
  try {
    storage()?.removeItem(PLANNER_DRAFT_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
