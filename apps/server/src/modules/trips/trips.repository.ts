import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { content } from "../../db/schema/content";
import { tripCards, type TripCardRow } from "../../db/schema/trips";
import { users } from "../../db/schema/users";

/** A card's columns as written (after CardInput parsing). */
export interface CardValues {
  cardType: TripCardRow["cardType"];
  title: string;
  icon: string;
  content: Record<string, unknown>;
  items: TripCardRow["items"];
  isCollapsed: boolean;
}

/**
 * Locks the user's row for the rest of the transaction, so two concurrent
 * creations by one user are counted one after the other. Returns the
 * fields the plan policy reads, fresh from the database.
 */
export async function lockUserForTripCount(
  tx: Db,
  userId: string,
): Promise<{ role: (typeof users.$inferSelect)["role"]; isContributor: boolean } | undefined> {
  const rows = await tx
    .select({ role: users.role, isContributor: users.isContributor })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return rows[0];
}

/** Every trip the user owns, in any status. */
export async function countTripsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(content)
    .where(and(eq(content.authorId, userId), eq(content.type, "trip")));
  return row?.n ?? 0;
}

/** Locks the trip's row (serialises appends and reorders of its cards). */
export async function lockTrip(tx: Db, tripId: string): Promise<void> {
  await tx.select({ id: content.id }).from(content).where(eq(content.id, tripId)).for("update");
}

/** Marks the trip as modified when its cards change. */
export async function touchTrip(db: Db, tripId: string): Promise<void> {
  await db
    .update(content)
    .set({ updatedAt: sql`now()` })
    .where(eq(content.id, tripId));
}

export async function listCards(db: Db, tripId: string): Promise<TripCardRow[]> {
  return db
    .select()
    .from(tripCards)
    .where(eq(tripCards.tripId, tripId))
    .orderBy(asc(tripCards.order), asc(tripCards.createdAt), asc(tripCards.id));
}

export async function countCards(db: Db, tripId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tripCards).where(eq(tripCards.tripId, tripId));
  return row?.n ?? 0;
}

export async function findCard(
  db: Db,
  tripId: string,
  cardId: string,
): Promise<TripCardRow | undefined> {
  const rows = await db
    .select()
    .from(tripCards)
    .where(and(eq(tripCards.tripId, tripId), eq(tripCards.id, cardId)))
    .limit(1);
  return rows[0];
}

/** Inserts cards in the given order, numbered from `startOrder`. */
export async function insertCards(
  db: Db,
  tripId: string,
  cards: readonly CardValues[],
  startOrder = 0,
): Promise<TripCardRow[]> {
  if (cards.length === 0) return [];
  return db
    .insert(tripCards)
    .values(cards.map((card, index) => ({ ...card, tripId, order: startOrder + index })))
    .returning();
}

/** The order number after the last card. */
export async function nextOrder(db: Db, tripId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${tripCards.order}) + 1, 0)::int` })
    .from(tripCards)
    .where(eq(tripCards.tripId, tripId));
  return row?.next ?? 0;
}

export async function replaceCard(
  db: Db,
  tripId: string,
  cardId: string,
  values: CardValues,
): Promise<TripCardRow | undefined> {
  const [row] = await db
    .update(tripCards)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(tripCards.tripId, tripId), eq(tripCards.id, cardId)))
    .returning();
  return row;
}

export async function deleteCard(db: Db, tripId: string, cardId: string): Promise<boolean> {
  const rows = await db
    .delete(tripCards)
    .where(and(eq(tripCards.tripId, tripId), eq(tripCards.id, cardId)))
    .returning({ id: tripCards.id });
  return rows.length > 0;
}

/** Renumbers the remaining cards 0..n-1 in their current order (after a delete). */
export async function compactOrder(db: Db, tripId: string): Promise<void> {
  const cards = await listCards(db, tripId);
  await setOrder(
    db,
    tripId,
    cards.map((c) => c.id),
  );
}

/** Sets each card's order to its index in `cardIds`. Run inside a transaction. */
export async function setOrder(db: Db, tripId: string, cardIds: readonly string[]): Promise<void> {
  for (const [index, id] of cardIds.entries()) {
    await db
      .update(tripCards)
      .set({ order: index })
      .where(and(eq(tripCards.tripId, tripId), eq(tripCards.id, id)));
  }
}
