import { createBrowserRouter } from "react-router";
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
          { path: "case-study/:slug", lazy: () => import("./routes/case-study") },
          { path: "publish/case-study", lazy: () => import("./routes/publish-case-study") },
          { path: "publish/case-study/:id", lazy: () => import("./routes/publish-case-study") },
          { path: "dashboard", lazy: () => import("./routes/dashboard") },
          { path: "*", lazy: () => import("./routes/not-found") },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
