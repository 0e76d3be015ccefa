/**
 * A random id made in the browser: a UUID where the page is a secure context
 * (crypto.randomUUID), otherwise 32 hex digits from crypto.getRandomValues,
 * which every browser has.
 */
export function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
