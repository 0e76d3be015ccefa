import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page,
 * true from then on (and at once when a component mounts any other way). For
 * parts that only the browser can draw, such as a Leaflet map: the server and
 * the hydrating browser both render the placeholder, so their markup matches.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
