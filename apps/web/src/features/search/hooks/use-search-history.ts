import { SEARCH_LIMITS } from "@field-commons/shared/search";
import { useCallback, useEffect, useState } from "react";

export const SEARCH_HISTORY_KEY = "fc.search.history";

/** The stored list, tolerating anything odd in storage. */
export function readSearchHistory(): string[] {
  try {
    const raw = window.localStorage.getItem(SEARCH_HISTORY_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((value): value is string => typeof value === "string" && value.trim() !== "")
      .slice(0, SEARCH_LIMITS.history);
  } catch {
    return [];
  }
}

function writeSearchHistory(list: string[]): void {
  try {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the list lives for this page only.
  }
}

/** `query` first, without its earlier copies (case-insensitive), at most ten. */
export function addToHistory(list: readonly string[], query: string): string[] {
  const text = query.trim();
  if (!text) return [...list];
  const key = text.toLocaleLowerCase();
  return [text, ...list.filter((item) => item.toLocaleLowerCase() !== key)].slice(
    0,
    SEARCH_LIMITS.history,
  );
}

/** The last ten distinct searches, kept in this browser (localStorage). */
export function useSearchHistory() {
  const [history, setHistory] = useState<string[]>(readSearchHistory);

  // Another tab changed the list.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SEARCH_HISTORY_KEY || event.key === null) setHistory(readSearchHistory());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const change = useCallback((next: (list: string[]) => string[]) => {
    const list = next(readSearchHistory());
    writeSearchHistory(list);
    setHistory(list);
  }, []);

  const add = useCallback((query: string) => change((list) => addToHistory(list, query)), [change]);
  const remove = useCallback(
    (query: string) => change((list) => list.filter((item) => item !== query)),
    [change],
  );
  const clear = useCallback(() => change(() => []), [change]);

  return { history, add, remove, clear };
}
