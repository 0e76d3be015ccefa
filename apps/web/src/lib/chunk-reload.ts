/**
 * True when a rejected dynamic import is the browser failing to fetch the
 * module, one it imports, or the styles the build loads with it (Vite's
 * preload), rather than an error the module threw while it ran. The words
 * are each engine's own: Chromium, Firefox, WebKit, then Vite's.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );
}

/** sessionStorage: when the page last reloaded to fetch a chunk that would not load. */
export const CHUNK_RELOAD_KEY = "field-commons:chunk-reload";

/**
 * A chunk that fails again within this time of its reload is not reloaded
 * for: the page says it could not be loaded instead of reloading in a loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000;

/**
 * Reloads the page so it asks for the build the server has now: with a
 * network, a chunk that does not load was most likely replaced by a deploy
 * since the page opened (the service worker, once it controls the page,
 * keeps the page's own version, but a first visit has no such copy).
 * Returns whether it reloaded: not when it already did within
 * CHUNK_RELOAD_GUARD_MS in this tab, nor when the tab's storage cannot
 * remember that it did.
 */
export function reloadForMissingChunk(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) {
      return false;
    }
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
