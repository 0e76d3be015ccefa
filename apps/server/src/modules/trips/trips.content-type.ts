import { TYPE_RULES } from "@field-commons/shared/content";
import { TRIP_MESSAGES } from "@field-commons/shared/trips";
import type { Db } from "../../db/client";
import { AppError, unauthenticated } from "../../errors";
import type { ContentTypeHooks, FieldErrors } from "../content";
import { canCreateTrip } from "./trips.policy";
import { countCards, countTripsOf, lockUserForTripCount } from "./trips.repository";
import { END_BEFORE_START } from "./trips.service";

export const tripLimitReached = () =>
  new AppError(403, "TRIP_LIMIT_REACHED", TRIP_MESSAGES.limitReached);

/**
 * Free plan: refuses another trip once the user owns FREE_PLAN_TRIP_LIMIT, in
 * any status. Call inside the creating transaction: it locks the user's row,
 * so concurrent creations are counted one after the other.
 */
export async function assertTripAllowance(tx: Db, userId: string): Promise<void> {
  const fresh = await lockUserForTripCount(tx, userId);
  if (!fresh) throw unauthenticated();
  if (!canCreateTrip(fresh, await countTripsOf(tx, userId))) throw tripLimitReached();
}

/** What trips add to the generic content service, wherever a trip is created or published. */
export const tripContentHooks: ContentTypeHooks<"trip"> = {
  validate(input): FieldErrors {
    const { startDate, endDate } = input.body;
    return startDate && endDate && endDate < startDate
      ? { "body.endDate": [END_BEFORE_START] }
      : {};
  },
  beforeCreate: (tx, user) => assertTripAllowance(tx, user.id),
  async beforePublish(db, row): Promise<FieldErrors> {
    const minCards = TYPE_RULES.trip.minCards;
    if (minCards === undefined || (await countCards(db, row.id)) >= minCards) return {};
    return { cards: [`At least ${minCards} cards are needed to publish`] };
  },
};
