import { APP_ROUTES, routePaths } from "./app-routes";

/**
 * The app's paths as patterns, derived from the route manifest
 * (app-routes.ts). The server answers these with the web app's HTML.
 */
export const APP_ROUTE_PATTERNS: readonly string[] = APP_ROUTES.flatMap((route) => [
  ...(route.only ?? routePaths(route)),
  ...(route.redirectFrom ? [route.redirectFrom] : []),
]);

/** True when a URL path matches one of the route table's patterns. */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const parts = path.split("/");
  return APP_ROUTE_PATTERNS.some((pattern) => {
    const patternParts = pattern.split("/");
    if (patternParts.length !== parts.length) return false;
    return patternParts.every((p, i) =>
      p.startsWith(":") ? (parts[i] ?? "").length > 0 : p === parts[i],
    );
  });
}
