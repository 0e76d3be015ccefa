import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { CARD_TYPE_INFO, TRIP_CARDS_MAX, TRIP_MESSAGES } from "@field-commons/shared/trips";
import type {
  CardInput as CardInputSchema,
  TripCreateInput as TripCreateSchema,
  TripWithCards,
} from "@field-commons/shared/trips";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../errors";
import { canEditContent, canViewContent } from "../content/content.policy";
import { presentDetail, type ListedRow } from "../content/content.presenter";
import { authorStats, findContent, findContentById } from "../content/content.repository";
import { insertItemIn } from "../content/content.service";
import { cardsVisibleTo, presentCard } from "./trips.presenter";
import {
  compactOrder,
  countCards,
  deleteCard,
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

export async function presentTrip(
  db: Db,
  row: ListedRow,
  viewer: PublicUser | null,
): Promise<TripWithCards> {
  const [stats, cards] = await Promise.all([authorStats(db, row.authorId), listCards(db, row.id)]);
  const visible = cardsVisibleTo(cards, canEditContent(viewer, row));
  return { trip: presentDetail(row, viewer !== null, stats), cards: visible.map(presentCard) };
}

/** Creates the trip (a draft, through the content service) and its cards in one transaction. */
export async function createTripWithCards(
  app: FastifyInstance,
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
  const db = app.database.db;
  const id = await db.transaction(async (tx) => {
    const tripId = await insertItemIn(tx, user, trip);
    await insertCards(tx, tripId, input.cards.map(cardValues));
    return tripId;
  });
  return presentTrip(db, (await findContentById(db, id, user.id))!, user);
}

export async function appendCard(
  app: FastifyInstance,
  user: PublicUser,
  tripId: string,
  card: ParsedCard,
) {
  const row = await app.database.db.transaction(async (tx) => {
    await loadEditableTrip(tx, user, tripId);
    await lockTrip(tx, tripId);
    if ((await countCards(tx, tripId)) >= TRIP_CARDS_MAX) {
      throw badRequest("Invalid body", {
        cards: [`A trip can have at most ${TRIP_CARDS_MAX} cards`],
      });
    }
    const [inserted] = await insertCards(
      tx,
      tripId,
      [cardValues(card)],
      await nextOrder(tx, tripId),
    );
    await touchTrip(tx, tripId);
    return inserted!;
  });
  return presentCard(row);
}

export async function updateCard(
  app: FastifyInstance,
  user: PublicUser,
  tripId: string,
  cardId: string,
  card: ParsedCard,
) {
  const row = await app.database.db.transaction(async (tx) => {
    await loadEditableTrip(tx, user, tripId);
    const updated = await replaceCard(tx, tripId, cardId, cardValues(card));
    if (!updated) throw notFound("Card not found");
    await touchTrip(tx, tripId);
    return updated;
  });
  return presentCard(row);
}

export async function removeCard(
  app: FastifyInstance,
  user: PublicUser,
  tripId: string,
  cardId: string,
): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    await loadEditableTrip(tx, user, tripId);
    await lockTrip(tx, tripId);
    if (!(await deleteCard(tx, tripId, cardId))) throw notFound("Card not found");
    await compactOrder(tx, tripId);
    await touchTrip(tx, tripId);
  });
}

/**
 * Renumbers the cards 0..n-1 in the order given, in one transaction. The
 * list must name each of the trip's cards exactly once; otherwise nothing
 * changes.
 */
export async function reorderCards(
  app: FastifyInstance,
  user: PublicUser,
  tripId: string,
  cardIds: readonly string[],
) {
  const rows = await app.database.db.transaction(async (tx) => {
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
    return listCards(tx, tripId);
  });
  return rows.map(presentCard);
}
