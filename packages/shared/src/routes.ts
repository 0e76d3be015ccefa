/**
 * The spec's route table (spec 1, section 2) as path patterns. The server
 * answers these with the web app's HTML; the web app decides which screens
 * exist so far.
 */
export const APP_ROUTE_PATTERNS = [
  "/",
  "/case-study/:slug",
  "/trip/:id",
  "/trip-planner",
  "/trip-planner-test",
  "/jobs",
  "/jobs/:id",
  "/organization/dashboard",
  "/organizations/:slug",
  "/digest",
  "/digest/:id",
  "/profile/edit",
  "/profile/:id",
  "/profiles/:id",
  "/about",
  "/verify-email",
  "/reset-password",
  "/forgot-password",
  "/admin",
  "/admin/outbox",
  "/recordings",
  "/recordings/:id",
  "/search",
  "/policy-briefs",
  "/policy-brief/:id",
  "/policy-briefs/:id",
  "/opinion-essays",
  "/opinion-essay/:id",
  "/opinion-essays/:id",
  "/interviews",
  "/interview/:id",
  "/interviews/:id",
  "/publish/case-study",
  "/publish/case-study/:id",
  "/publish/field-work",
  "/publish/policy-brief",
  "/publish/policy-brief/:id",
  "/publish/opinion-essay",
  "/publish/opinion-essay/:id",
  "/publish/interview",
  "/publish/interview/:id",
  "/publish/recording",
  "/publish/recording/:id",
  "/dashboard",
  "/login",
  "/signup",
] as const;

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
