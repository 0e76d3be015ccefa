import { CONTENT_DETAIL_PATHS, CONTENT_EDIT_PATHS } from "./content-types";

/**
 * One screen of the web app. `module` is its file under
 * apps/web/src/app/routes/; `serverRendered` says whether signed-out
 * visitors get server-rendered HTML; `aliases` are other paths of the same
 * screen; `redirectFrom` is a plural detail path (/interviews/:id) that moves
 * to `path` with a 301; `only` narrows a parameter path to the concrete
 * patterns the server answers (the rest are not found).
 */
export interface AppRoute {
  path: string;
  module: string;
  serverRendered: boolean;
  aliases?: readonly string[];
  redirectFrom?: string;
  only?: readonly string[];
}

const detail = (type: keyof typeof CONTENT_DETAIL_PATHS) => `${CONTENT_DETAIL_PATHS[type]}/:id`;

/** Authoring paths of the types edited on the shared /publish/:type screen. */
const OWN_EDITORS = new Set(["/publish/field-work", "/publish/recording"]);
const SHARED_EDITORS = Object.values(CONTENT_EDIT_PATHS)
  .filter((path) => path.startsWith("/publish/") && !OWN_EDITORS.has(path))
  .flatMap((path) => [path, `${path}/:id`]);

/**
 * The web app's screens, in the router's order. The web
 * router, the paths the server answers with the app's HTML, the
 * server-rendered paths and the plural detail redirects derive from it.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: "/", module: "home", serverRendered: true },
  { path: "/about", module: "about", serverRendered: true },
  { path: "/login", module: "login", serverRendered: false },
  { path: "/signup", module: "signup", serverRendered: false },
  { path: "/verify-email", module: "verify-email", serverRendered: false },
  { path: "/reset-password", module: "reset-password", serverRendered: false },
  { path: "/forgot-password", module: "forgot-password", serverRendered: false },
  { path: "/admin", module: "admin", serverRendered: false },
  { path: "/admin/outbox", module: "admin-outbox", serverRendered: false },
  {
    path: `${CONTENT_DETAIL_PATHS["case-study"]}/:slug`,
    module: "case-study",
    serverRendered: true,
  },
  { path: detail("trip"), module: "trip", serverRendered: true },
  { path: "/trip-planner-test", module: "trip-planner-test", serverRendered: false },
  {
    path: "/trip-planner",
    module: "trip-planner",
    serverRendered: false,
    aliases: ["/publish/field-work"],
  },
  {
    path: "/publish/recording",
    module: "publish-recording",
    serverRendered: false,
    aliases: ["/publish/recording/:id"],
  },
  // Every other type's editor, from the content-type registry.
  {
    path: "/publish/:type",
    module: "publish",
    serverRendered: false,
    aliases: ["/publish/:type/:id"],
    only: SHARED_EDITORS,
  },
  { path: "/interviews", module: "interviews", serverRendered: true },
  {
    path: detail("interview"),
    module: "interview",
    serverRendered: true,
    redirectFrom: "/interviews/:id",
  },
  { path: "/opinion-essays", module: "opinion-essays", serverRendered: true },
  {
    path: detail("opinion-essay"),
    module: "opinion-essay",
    serverRendered: true,
    redirectFrom: "/opinion-essays/:id",
  },
  { path: "/policy-briefs", module: "policy-briefs", serverRendered: true },
  {
    path: detail("policy-brief"),
    module: "policy-brief",
    serverRendered: true,
    redirectFrom: "/policy-briefs/:id",
  },
  { path: "/digest", module: "digests", serverRendered: true },
  { path: "/digest/unsubscribe", module: "digest-unsubscribe", serverRendered: false },
  { path: "/digest/:id", module: "digest", serverRendered: true },
  { path: "/recordings", module: "recordings", serverRendered: true },
  { path: "/recordings/:id", module: "recording", serverRendered: true },
  { path: "/search", module: "search", serverRendered: false },
  { path: "/jobs", module: "jobs", serverRendered: true },
  { path: "/jobs/:id", module: "job", serverRendered: true },
  { path: "/organization/dashboard", module: "organization-dashboard", serverRendered: false },
  { path: "/organizations/:slug", module: "organization", serverRendered: true },
  { path: "/dashboard", module: "dashboard", serverRendered: false },
  { path: "/profile/edit", module: "profile-edit", serverRendered: false },
  // After any static /profile/... route (profile/edit): a static segment wins anyway.
  { path: "/profile/:id", module: "profile", serverRendered: true, aliases: ["/profiles/:id"] },
];

/** The route module that answers a plural detail path with the canonical one. */
export const PLURAL_DETAIL_REDIRECT_MODULE = "plural-detail-redirect";

/** Every path pattern of an entry: its path and its aliases. */
export function routePaths(route: AppRoute): string[] {
  return [route.path, ...(route.aliases ?? [])];
}
