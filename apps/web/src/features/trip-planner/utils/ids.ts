/** Prefix of ids made in the browser for cards and items that the server has not seen yet. */
export const LOCAL_ID_PREFIX = "local-";

function randomPart(): string {
  // crypto.randomUUID exists only in secure contexts; getRandomValues exists everywhere.
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A new id for something made in the browser (a card, an item, a budget entry). */
export function localId(): string {
  return `${LOCAL_ID_PREFIX}${randomPart()}`;
}
