import type { TripCard } from "@field-commons/shared/trips";
import type { TripCardRow } from "../../db/schema/trips";

export function presentCard(row: TripCardRow): TripCard {
  return {
    id: row.id,
    tripId: row.tripId,
    cardType: row.cardType,
    title: row.title,
    icon: row.icon,
    content: row.content,
    items: row.items,
    order: row.order,
    isCollapsed: row.isCollapsed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Cards as a viewer may see them: private notes cards (notes default to
 * private) reach only the trip's author and admins.
 */
export function cardsVisibleTo(rows: TripCardRow[], canSeePrivate: boolean): TripCardRow[] {
  if (canSeePrivate) return rows;
  return rows.filter(isPublicCard);
}

/** Whether anyone may see the card: everything but a private notes card. */
export function isPublicCard(card: Pick<TripCardRow, "cardType" | "content">): boolean {
  return !(card.cardType === "notes" && card.content.isPrivate !== false);
}
