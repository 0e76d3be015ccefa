import { matchPath } from "react-router";

/**
 * The public reading pages the server renders for signed-out visitors. Every
 * other screen (forms, the planner, dashboards, search) is the plain app.
 */
const SERVER_RENDERED = [
  "/",
  "/about",
  "/case-study/:slug",
  "/trip/:id",
  "/interviews",
  "/interview/:id",
  "/opinion-essays",
  "/opinion-essay/:id",
  "/policy-briefs",
  "/policy-brief/:id",
  "/digest",
  "/digest/:id",
  "/recordings",
  "/recordings/:id",
  "/jobs",
  "/jobs/:id",
  "/organizations/:slug",
  "/profile/:id",
  "/profiles/:id",
] as const;

/** Static routes that the patterns above would take for an id. */
const CLIENT_ONLY = new Set(["/digest/unsubscribe", "/profile/edit"]);

export function isServerRenderedPath(pathname: string): boolean {
  if (CLIENT_ONLY.has(pathname)) return false;
  return SERVER_RENDERED.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
}
