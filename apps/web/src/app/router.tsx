import { createBrowserRouter, matchRoutes } from "react-router";
import type { RouteObject } from "react-router";
import { Skeleton } from "../components/ui/skeleton";
import { RootLayout } from "./layout/root-layout";
import { RouteError } from "./routes/route-error";

function AppLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6" aria-busy="true">
      <Skeleton className="h-10 w-48" />
      <Skeleton className="mt-10 h-56 w-full" />
      <p className="sr-only">Loading Field Commons…</p>
    </div>
  );
}

/**
 * Screens that exist so far. Other paths of the spec's route table fall to the
 * not-found page until their screens are built.
 */
export const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        // Errors inside a page keep the header and footer around them.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import("./routes/home") },
          { path: "about", lazy: () => import("./routes/about") },
          { path: "login", lazy: () => import("./routes/login") },
          { path: "signup", lazy: () => import("./routes/signup") },
          { path: "verify-email", lazy: () => import("./routes/verify-email") },
          { path: "reset-password", lazy: () => import("./routes/reset-password") },
          { path: "forgot-password", lazy: () => import("./routes/forgot-password") },
          { path: "admin", lazy: () => import("./routes/admin") },
          { path: "admin/outbox", lazy: () => import("./routes/admin-outbox") },
          { path: "case-study/:slug", lazy: () => import("./routes/case-study") },
          { path: "trip/:id", lazy: () => import("./routes/trip") },
          { path: "trip-planner-test", lazy: () => import("./routes/trip-planner-test") },
          { path: "trip-planner", lazy: () => import("./routes/trip-planner") },
          { path: "publish/field-work", lazy: () => import("./routes/trip-planner") },
          { path: "publish/recording", lazy: () => import("./routes/publish-recording") },
          { path: "publish/recording/:id", lazy: () => import("./routes/publish-recording") },
          // Every other type's editor, from the content-type registry.
          { path: "publish/:type", lazy: () => import("./routes/publish") },
          { path: "publish/:type/:id", lazy: () => import("./routes/publish") },
          { path: "interviews", lazy: () => import("./routes/interviews") },
          { path: "interview/:id", lazy: () => import("./routes/interview") },
          // Plural detail links (/interviews/{id}) move to the singular canonical path.
          { path: "interviews/:id", lazy: () => import("./routes/plural-detail-redirect") },
          { path: "opinion-essays", lazy: () => import("./routes/opinion-essays") },
          { path: "opinion-essay/:id", lazy: () => import("./routes/opinion-essay") },
          { path: "opinion-essays/:id", lazy: () => import("./routes/plural-detail-redirect") },
          { path: "policy-briefs", lazy: () => import("./routes/policy-briefs") },
          { path: "policy-brief/:id", lazy: () => import("./routes/policy-brief") },
          { path: "policy-briefs/:id", lazy: () => import("./routes/plural-detail-redirect") },
          { path: "digest", lazy: () => import("./routes/digests") },
          { path: "digest/unsubscribe", lazy: () => import("./routes/digest-unsubscribe") },
          { path: "digest/:id", lazy: () => import("./routes/digest") },
          { path: "recordings", lazy: () => import("./routes/recordings") },
          { path: "recordings/:id", lazy: () => import("./routes/recording") },
          { path: "search", lazy: () => import("./routes/search") },
          { path: "jobs", lazy: () => import("./routes/jobs") },
          { path: "jobs/:id", lazy: () => import("./routes/job") },
          { path: "organization/dashboard", lazy: () => import("./routes/organization-dashboard") },
          { path: "organizations/:slug", lazy: () => import("./routes/organization") },
          { path: "dashboard", lazy: () => import("./routes/dashboard") },
          { path: "profile/edit", lazy: () => import("./routes/profile-edit") },
          // After any static /profile/... route (profile/edit): a static segment wins anyway.
          { path: "profile/:id", lazy: () => import("./routes/profile") },
          { path: "profiles/:id", lazy: () => import("./routes/profile") },
          { path: "*", lazy: () => import("./routes/not-found") },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy route modules a location matches and puts them in the route
 * table, so a router created afterwards renders the page at once (hydration
 * of a server-rendered page must not show the loading fallback first).
 */
export async function loadMatchedRoutes(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

export function createAppRouter({ hydrated = false }: { hydrated?: boolean } = {}) {
  // A server-rendered page has no loader data: the router starts initialized.
  return createBrowserRouter(routes, hydrated ? { hydrationData: { loaderData: {} } } : undefined);
}
