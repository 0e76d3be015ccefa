import { isDeepStrictEqual } from "node:util";
import type { z } from "zod";
import { mergeFields } from "@field-commons/shared/merge";
import {
  CARD_CONTENT_SCHEMAS,
  CARD_SYNC_MESSAGES,
  CARD_TEXT_FIELDS,
  CARD_TYPE_INFO,
  TRIP_CARDS_MAX,
  TRIP_MESSAGES,
} from "@field-commons/shared/trips";
import type {
  CardInput as CardInputSchema,
  CardSnapshot,
  TripCreateInput as TripCreateSchema,
  TripWithCards,
} from "@field-commons/shared/trips";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../errors";
import type { TripCardRow } from "../../db/schema/trips";
import { canEditContent, canViewContent, statusAfterEditBy } from "../content";
import { presentDetail, type ListedRow } from "../content";
import { authorStats, findContent, findContentById, updateContent } from "../content";
import { insertItemIn } from "../content";
import { cardsVisibleTo, isPublicCard, presentCard } from "./trips.presenter";
import {
  compactOrder,
  countCards,
  deleteCard,
  findCard,
  insertCards,
  listCards,
  lockTrip,
  nextOrder,
  replaceCard,
  setOrder,
  touchTrip,
  type CardValues,
} from "./trips.repository";

export type ParsedCard = z.output<typeof CardInputSchema>;
export type ParsedTripCreate = z.output<typeof TripCreateSchema>;

/** The columns a parsed card sets; an empty icon takes the type's own. */
export function cardValues(card: ParsedCard): CardValues {
  return {
    cardType: card.cardType,
    title: card.title,
    icon: card.icon || CARD_TYPE_INFO[card.cardType].icon,
    content: card.content as Record<string, unknown>,
    items: card.items,
    isCollapsed: card.isCollapsed,
  };
}

export const END_BEFORE_START = "The end date must be on or after the start date";

const tripNotFound = () => notFound(TRIP_MESSAGES.tripNotFound);

/** A trip the viewer may see (published, or their own, or any for admins), by id or slug. */
export async function loadViewableTrip(
  db: Db,
  user: PublicUser | null,
  idOrSlug: string,
): Promise<ListedRow> {
  const row = await findContent(db, "trip", idOrSlug, user?.id);
  if (!row || !canViewContent(user, row)) throw tripNotFound();
  return row;
}

/**
 * A trip the user may change: 404 when they may not even see it, 403 when
 * they may only look (someone else's published trip).
 */
export async function loadEditableTrip(db: Db, user: PublicUser, id: string): Promise<ListedRow> {
  const row = await findContentById(db, id, user.id);
  if (!row || row.type !== "trip" || !canViewContent(user, row)) throw tripNotFound();
  if (!canEditContent(user, row)) throw forbidden("Only the author can change this trip.");
  return row;
}

/**
 * What the public sees of a card, or null for a card they never see (a
 * private notes card). The collapsed flag is the author's view only.
 */
function publicView(card: CardValues | TripCardRow | undefined) {
  if (!card || !isPublicCard(card)) return null;
  return JSON.parse(
    JSON.stringify({
      cardType: card.cardType,
      title: card.title,
      icon: card.icon,
      content: card.content,
      items: card.items,
    }),
  ) as unknown;
}

/**
 * After a change the public would see: a published trip changed by anyone
 * but an admin goes back to review (decision 014). The trip's row is locked,
 * so an approval cannot slip between the check and the change.
 */
async function reviewAgain(tx: Db, user: PublicUser, tripId: string): Promise<void> {
  const row = await findContentById(tx, tripId, undefined, { forUpdate: true });
  if (!row) return;
  const next = statusAfterEditBy(user, row);
  if (next !== row.status) await updateContent(tx, tripId, { status: next });
}

export async function presentTrip(
  db: Db,
  row: ListedRow,
  viewer: PublicUser | null,
): Promise<TripWithCards> {
  const [stats, cards] = await Promise.all([authorStats(db, row.authorId), listCards(db, row.id)]);
  const visible = cardsVisibleTo(cards, canEditContent(viewer, row));
  const trip = presentDetail(row, viewer, stats);
  if (trip.type !== "trip") throw tripNotFound();
  return { trip, cards: visible.map(presentCard) };
}

/** Creates the trip (a draft, through the content service) and its cards in one transaction. */
export async function createTripWithCards(
  db: Db,
  user: PublicUser,
  input: ParsedTripCreate,
): Promise<TripWithCards> {
  if (input.trip.type !== "trip") {
    throw badRequest("Invalid body", { "trip.type": ["A trip must have the type trip"] });
  }
  const trip = input.trip;
  const { startDate, endDate } = trip.body;
  if (startDate && endDate && endDate < startDate) {
    throw badRequest("Invalid body", { "trip.body.endDate": [END_BEFORE_START] });
  }
  const id = await db.transaction(async (tx) => {
    const tripId = await insertItemIn(tx, user, trip);
    await insertCards(tx, tripId, input.cards.map(cardValues));
    return tripId;
  });
  return presentTrip(db, (await findContentById(db, id, user.id))!, user);
}

export async function appendCard(db: Db, user: PublicUser, tripId: string, card: ParsedCard) {
  const row = await db.transaction(async (tx) => {
    await loadEditableTrip(tx, user, tripId);
    await lockTrip(tx, tripId);
    if ((await countCards(tx, tripId)) >= TRIP_CARDS_MAX) {
      throw badRequest("Invalid body", {
        cards: [`A trip can have at most ${TRIP_CARDS_MAX} cards`],
      });
    }
    const values = cardValues(card);
    const [inserted] = await insertCards(tx, tripId, [values], await nextOrder(tx, tripId));
    await touchTrip(tx, tripId);
    if (publicView(values) !== null) await reviewAgain(tx, user, tripId);
    return inserted!;
  });
  return presentCard(row);
}

const MERGED_FIELDS = ["title", "icon", "isCollapsed", "items", "content"] as const;

/**
 * A change made from an older version of the card (`base`), merged with what
 * changed meanwhile: each side's changed fields are kept, long texts merge
 * word by word, and a field both changed differently stops the update with
 * EDIT_CONFLICT naming it, so nothing is overwritten unseen.
 */
export function mergeCardChange(
  base: CardSnapshot,
  mine: CardValues,
  current: TripCardRow,
): CardValues {
  if (current.cardType !== mine.cardType) {
    throw conflict("EDIT_CONFLICT", EDIT_CONFLICT_MESSAGE, { cardType: [CHANGED_MEANWHILE] });
  }
  const pick = (source: Record<string, unknown>) =>
    Object.fromEntries(MERGED_FIELDS.map((field) => [field, source[field]]));
  const minePicked = pick(mine as unknown as Record<string, unknown>);
  // A field the change did not say it started from counts as unchanged by it.
  const basePicked = Object.fromEntries(
    MERGED_FIELDS.map((field) => [field, field in base ? base[field] : minePicked[field]]),
  );
  const { merged, conflicts } = mergeFields(
    basePicked,
    minePicked,
    pick(current as unknown as Record<string, unknown>),
    { nested: new Set(["content"]), textFields: CARD_TEXT_FIELDS },
  );
  const content = CARD_CONTENT_SCHEMAS[mine.cardType].safeParse(merged.content);
  if (!content.success) conflicts.push({ field: "content", base: null, mine: null, theirs: null });
  if (conflicts.length > 0) {
    throw new AppError(
      409,
      "EDIT_CONFLICT",
      EDIT_CONFLICT_MESSAGE,
      Object.fromEntries(conflicts.map((c) => [c.field, [CHANGED_MEANWHILE]])),
    );
  }
  return {
    ...mine,
    ...(merged as Partial<CardValues>),
    content: content.data as Record<string, unknown>,
  };
}

export const EDIT_CONFLICT_MESSAGE = CARD_SYNC_MESSAGES.editConflict;
const CHANGED_MEANWHILE = CARD_SYNC_MESSAGES.changedMeanwhile;
export const DELETED_MEANWHILE_MESSAGE = CARD_SYNC_MESSAGES.deletedMeanwhile;

export async function updateCard(
  db: Db,
  user: PublicUser,
  tripId: string,
  cardId: string,
  card: ParsedCard & { base?: CardSnapshot },
) {
  const row = await db.transaction(async (tx) => {
    await loadEditableTrip(tx, user, tripId);
    // Merges are made one at a time per trip, on the card as it is now.
    if (card.base) await lockTrip(tx, tripId);
    const before = await findCard(tx, tripId, cardId);
    let values = cardValues(card);
    if (card.base) {
      if (!before) throw conflict("DELETED_MEANWHILE", DELETED_MEANWHILE_MESSAGE);
      values = mergeCardChange(card.base, values, before);
    }
    const updated = await replaceCard(tx, tripId, cardId, values);
    if (!updated) throw notFound("Card not found");
    await touchTrip(tx, tripId);
    if (!isDeepStrictEqual(publicView(before), publicView(updated))) {
      await reviewAgain(tx, user, tripId);
    }
    return updated;
  });
  return presentCard(row);
}

export async function removeCard(
  db: Db,
  user: PublicUser,
  tripId: string,
  cardId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await loadEditableTrip(tx, user, tripId);
    await lockTrip(tx, tripId);
    const before = await findCard(tx, tripId, cardId);
    if (!(await deleteCard(tx, tripId, cardId))) throw notFound("Card not found");
    await compactOrder(tx, tripId);
    await touchTrip(tx, tripId);
    if (publicView(before) !== null) await reviewAgain(tx, user, tripId);
  });
}

/**
 * Renumbers the cards 0..n-1 in the order given, in one transaction. The
 * list must name each of the trip's cards exactly once; otherwise nothing
 * changes.
 */
export async function reorderCards(
  db: Db,
  user: PublicUser,
  tripId: string,
  cardIds: readonly string[],
) {
  const rows = await db.transaction(async (tx) => {
    await loadEditableTrip(tx, user, tripId);
    await lockTrip(tx, tripId);
    const current = await listCards(tx, tripId);
    const known = new Set(current.map((c) => c.id));
    const given = new Set(cardIds);
    if (
      given.size !== cardIds.length ||
      given.size !== known.size ||
      cardIds.some((id) => !known.has(id))
    ) {
      throw badRequest("Invalid body", {
        cardIds: ["List each of the trip's cards exactly once"],
      });
    }
    await setOrder(tx, tripId, cardIds);
    await touchTrip(tx, tripId);
    const after = await listCards(tx, tripId);
    // Only an order the public would notice sends the trip back to review.
    const publicOrder = (cards: TripCardRow[]) => cardsVisibleTo(cards, false).map((c) => c.id);
    if (!isDeepStrictEqual(publicOrder(current), publicOrder(after))) {
      await reviewAgain(tx, user, tripId);
    }
    return after;
  });
  return rows.map(presentCard);
}
