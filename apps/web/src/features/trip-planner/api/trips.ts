import { ContentDetail } from "@field-commons/shared/content";
import type { ContentUpdateInput } from "@field-commons/shared/content";
import { CardList, TripCard, TripWithCards } from "@field-commons/shared/trips";
import type { CardInput, CardSnapshot, TripCreateInput } from "@field-commons/shared/trips";
import type { QueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

const tripPath = (id: string) => `/api/trips/${encodeURIComponent(id)}`;
const cardPath = (tripId: string, cardId: string) =>
  `${tripPath(tripId)}/cards/${encodeURIComponent(cardId)}`;

/** GET /api/trips/{id}: the trip and its cards. 404 when it does not exist or is not yours. */
export function getTrip(id: string, signal?: AbortSignal): Promise<TripWithCards> {
  return apiClient.get(tripPath(id), { schema: TripWithCards, signal });
}

/**
 * POST /api/trips: a new trip and all its cards in one request. A free account
 * that already has 5 trips gets 403 TRIP_LIMIT_REACHED. With an idempotency
 * key, sending it again gives the trip made the first time.
 */
export function createTrip(
  input: TripCreateInput,
  idempotencyKey?: string,
): Promise<TripWithCards> {
  return apiClient.post("/api/trips", input, { schema: TripWithCards, idempotencyKey });
}

/** PUT /api/content/{id}: the trip's own fields (title, place, dates, domain, images). */
export function updateTripEnvelope(id: string, input: ContentUpdateInput): Promise<ContentDetail> {
  return apiClient.put(`/api/content/${encodeURIComponent(id)}`, input, {
    schema: ContentDetail,
  });
}

/** POST /api/trips/{id}/cards: adds a card at the end (once per idempotency key). */
export function createCard(
  tripId: string,
  card: CardInput,
  idempotencyKey?: string,
): Promise<TripCard> {
  return apiClient.post(`${tripPath(tripId)}/cards`, card, { schema: TripCard, idempotencyKey });
}

/**
 * PUT /api/trips/{id}/cards/{cardId}: the card's whole state. With `base` (the
 * card as the server last gave it) the server merges the change with what
 * changed meanwhile: 409 EDIT_CONFLICT names fields both changed, 409
 * DELETED_MEANWHILE says the card is gone. Without it, 404 when it is gone.
 */
export function updateCard(
  tripId: string,
  cardId: string,
  card: CardInput,
  base?: CardSnapshot,
): Promise<TripCard> {
  return apiClient.put(cardPath(tripId, cardId), base ? { ...card, base } : card, {
    schema: TripCard,
  });
}

/** DELETE /api/trips/{id}/cards/{cardId}. */
export function deleteCard(tripId: string, cardId: string): Promise<unknown> {
  return apiClient.delete(cardPath(tripId, cardId));
}

/** PUT /api/trips/{id}/cards/order: every card id in the new order; orders are renumbered from 0. */
export function reorderCards(tripId: string, cardIds: string[]) {
  return apiClient.put(`${tripPath(tripId)}/cards/order`, { cardIds }, { schema: CardList });
}

/** POST /api/content/{id}/publish: a trip goes to review (status pending). */
export function publishTrip(id: string): Promise<ContentDetail> {
  return apiClient.post(`/api/content/${encodeURIComponent(id)}/publish`, undefined, {
    schema: ContentDetail,
  });
}

/**
 * After a trip was saved: lists, details, the dashboard and its figures may
 * show it. The map shows published trips only, so it is refreshed after a
 * publish, not after every save.
 */
export async function invalidateAfterTripSave(
  queryClient: QueryClient,
  { published = false }: { published?: boolean } = {},
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === "content" && (published || query.queryKey[1] !== "map"),
    }),
    queryClient.invalidateQueries({ queryKey: ["me"] }),
  ]);
}
