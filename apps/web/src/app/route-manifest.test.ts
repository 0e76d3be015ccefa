import { APP_ROUTES, routePaths } from "@field-commons/shared/app-routes";
import { CONTENT_EDIT_PATHS } from "@field-commons/shared/content-types";
import { APP_ROUTE_PATTERNS, isAppRoute } from "@field-commons/shared/routes";
import { matchRoutes } from "react-router";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routeModule, routes } from "./router";

/** A concrete path for a pattern: /publish/:type → /publish/case-study, /jobs/:id → /jobs/p1. */
function concrete(pattern: string): string {
  return pattern
    .replace(":type", CONTENT_EDIT_PATHS["case-study"].split("/").pop()!)
    .replace(/:[a-z]+/gi, (param) => `${param.slice(1)}-1`);
}

/** The leaf route the web router takes for a path. */
function leaf(pathname: string): RouteObject | undefined {
  return matchRoutes(routes, { pathname })?.at(-1)?.route;
}

/** The path patterns of the router's screens, without the not-found catch-all. */
function routerPatterns(): string[] {
  const layout = routes[0]!.children![0]!.children!;
  return layout.flatMap((route) =>
    route.index ? ["/"] : route.path === "*" ? [] : [`/${route.path}`],
  );
}

describe("the app's route manifest", () => {
  it("every entry's paths resolve to its module, which exports the route component", async () => {
    for (const route of APP_ROUTES) {
      for (const pattern of routePaths(route)) {
        const path = concrete(pattern);
        const matched = leaf(path);
        expect(matched?.path, path).not.toBe("*");
        expect(matched?.lazy, path).toBe(routeModule(route.module));
      }
      const module = await routeModule(route.module)();
      expect(typeof module.Component, route.module).toBe("function");
    }
  });

  it("every plural detail path goes to the redirect screen", async () => {
    const plural = APP_ROUTES.filter((route) => route.redirectFrom);
    expect(plural.length).toBeGreaterThan(0);
    for (const route of plural) {
      const matched = leaf(concrete(route.redirectFrom!));
      expect(matched?.lazy).toBe(routeModule("plural-detail-redirect"));
    }
    const module = await routeModule("plural-detail-redirect")();
    expect(typeof module.Component).toBe("function");
  });

  it("an unknown path falls to the not-found page", () => {
    expect(leaf("/nowhere")?.path).toBe("*");
    expect(isAppRoute("/nowhere")).toBe(false);
  });

  it("every path the server answers with the app is a screen of the web router", () => {
    for (const pattern of APP_ROUTE_PATTERNS) {
      const path = concrete(pattern);
      expect(leaf(path)?.path, path).not.toBe("*");
    }
  });

  it("every screen of the web router is a path the server answers with the app", () => {
    const patterns = routerPatterns();
    expect(patterns.length).toBeGreaterThan(APP_ROUTES.length - 1);
    for (const pattern of patterns) {
      const path = concrete(pattern);
      expect(isAppRoute(path), path).toBe(true);
    }
  });

  it("the shared editor answers only the registry's types", () => {
    for (const path of Object.values(CONTENT_EDIT_PATHS).filter((p) => p.startsWith("/publish/"))) {
      expect(isAppRoute(path), path).toBe(true);
      expect(isAppRoute(`${path}/id-1`), path).toBe(true);
    }
    expect(isAppRoute("/publish/nothing")).toBe(false);
  });
});
