import {
  APP_ROUTES,
  PLURAL_DETAIL_REDIRECT_MODULE,
  routePaths,
} from "@field-commons/shared/app-routes";
import { Suspense } from "react";
import type { ReactNode } from "react";
import { createBrowserRouter, matchRoutes } from "react-router";
import type { RouteObject } from "react-router";
import { lazyScreen } from "../components/errors/lazy-component";
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

type RouteModule = Record<string, unknown>;

/**
 * A route module's lazy import that does not fail the navigation: when the
 * screen's chunk cannot be fetched (no network before the app was kept on
 * the device, or a deploy since the page opened), the route's screen becomes
 * one that loads it when it can (lazyScreen: meanwhile a page inside the
 * layout says so, with Try Again; after a deploy the page reloads once)
 * instead of the route's error page. Route modules export only their
 * Component.
 */
function screenWhenLoaded(load: () => Promise<RouteModule>): () => Promise<RouteModule> {
  return () =>
    load().catch((): RouteModule => {
      const Screen = lazyScreen(async () => ({
        default: (await load()).Component as () => ReactNode,
      }));
      function ScreenWhenLoaded() {
        return (
          <Suspense fallback={<AppLoading />}>
            <Screen />
          </Suspense>
        );
      }
      return { Component: ScreenWhenLoaded };
    });
}

/** The route modules by file name (routes/case-study.tsx → "case-study"), loaded lazily. */
const ROUTE_MODULES: Record<string, () => Promise<RouteModule>> = Object.fromEntries(
  Object.entries(import.meta.glob<RouteModule>(["./routes/*.tsx", "!./routes/*.test.tsx"])).map(
    ([file, load]) => [file.slice("./routes/".length, -".tsx".length), screenWhenLoaded(load)],
  ),
);

/** The lazy import of a route module named in the manifest. */
export function routeModule(name: string): () => Promise<RouteModule> {
  const load = ROUTE_MODULES[name];
  if (!load) throw new Error(`No route module routes/${name}.tsx`);
  return load;
}

/** The manifest's screens as route objects, with the plural detail redirects beside them. */
const screens: RouteObject[] = APP_ROUTES.flatMap((route) => {
  const paths = routePaths(route).map((path) => ({ path, module: route.module }));
  if (route.redirectFrom) {
    paths.push({ path: route.redirectFrom, module: PLURAL_DETAIL_REDIRECT_MODULE });
  }
  return paths.map(({ path, module }) =>
    path === "/"
      ? { index: true, lazy: routeModule(module) }
      : { path: path.slice(1), lazy: routeModule(module) },
  );
});

/**
 * Screens that exist so far (the manifest in @field-commons/shared/app-routes).
 * Other paths of the spec's route table fall to the not-found page until
 * their screens are built.
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
        children: [...screens, { path: "*", lazy: routeModule("not-found") }],
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
