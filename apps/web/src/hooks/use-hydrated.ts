import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the page is the server's HTML (on the server, and in the
 * browser's hydrating render), true once React runs the page. Controls that
 * only work with JavaScript use it to stay disabled until they would respond.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
