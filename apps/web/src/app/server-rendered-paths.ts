import { APP_ROUTES, routePaths } from "@field-commons/shared/app-routes";
import { matchPath } from "react-router";

/**
 * The public reading pages the server renders for signed-out visitors (the
 * manifest's `serverRendered` entries). Every other screen (forms, the
 * planner, dashboards, search) is the plain app.
 */
const SERVER_RENDERED = APP_ROUTES.filter((route) => route.serverRendered).flatMap(routePaths);

/** Static routes of the plain app, which the patterns above would take for an id. */
const CLIENT_ONLY = new Set(
  APP_ROUTES.filter((route) => !route.serverRendered)
    .flatMap(routePaths)
    .filter((path) => !path.includes(":")),
);

export function isServerRenderedPath(pathname: string): boolean {
  if (CLIENT_ONLY.has(pathname)) return false;
  return SERVER_RENDERED.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
}
