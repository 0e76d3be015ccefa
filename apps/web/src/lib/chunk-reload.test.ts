import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadForMissingChunk,
} from "./chunk-reload";

afterEach(() => {
  // happy-dom's Storage keeps a method defined on it, which the restore of
  // the spy below cannot remove: put the method back.
  Object.defineProperty(sessionStorage, "setItem", {
    value: Storage.prototype.setItem,
    configurable: true,
    writable: true,
  });
  sessionStorage.clear();
});

describe("isChunkLoadError", () => {
  it("knows each engine's words for a module that could not be fetched, and Vite's for its styles", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: http://localhost/assets/a-1.js",
      "error loading dynamically imported module: http://localhost/assets/a-1.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/leaflet-1.css",
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it("is not an error the module threw while it ran, nor something that is no error", () => {
    expect(isChunkLoadError(new ReferenceError("window is not defined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("reloadForMissingChunk", () => {
  it("reloads once, and not again within the guard, then again after it", () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
    const start = 1_800_000_000_000;
    expect(reloadForMissingChunk(start)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(start));

    expect(reloadForMissingChunk(start + 1_000)).toBe(false);
    expect(reloadForMissingChunk(start + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(reloadForMissingChunk(start + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload when the tab's storage cannot remember that it did", () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
    vi.spyOn(window.sessionStorage, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    expect(reloadForMissingChunk()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
