import { useSyncExternalStore } from "react";

/** Below 768 px (DESIGN.md: the layout's phone breakpoint, Tailwind's `md`). */
export const NARROW_SCREEN_QUERY = "(max-width: 767.98px)";

function mediaQuery(): MediaQueryList | null {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return null;
  return window.matchMedia(NARROW_SCREEN_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  if (!query) return () => undefined;
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isNarrow = () => mediaQuery()?.matches ?? false;

/** True while the viewport is narrower than 768 px (a phone), following resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
