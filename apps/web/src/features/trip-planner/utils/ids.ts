import { randomId } from "../../../lib/random-id";

/** Prefix of ids made in the browser for cards and items that the server has not seen yet. */
export const LOCAL_ID_PREFIX = "local-";

/** A new id for something made in the browser (a card, an item, a budget entry). */
export function localId(): string {
  return `${LOCAL_ID_PREFIX}${randomId()}`;
}
