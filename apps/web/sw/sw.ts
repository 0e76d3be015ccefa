/**
 * The service worker: the app opens with no network.
 *
 * - Every file of the build (the shell, every route's chunk, styles, fonts,
 *   icons) is precached at install, as one versioned set: a new build is
 *   installed beside the old one and takes over only when the reader chooses
 *   to reload (the update prompt), so a page never runs half of each.
 * - A page navigation goes to the network first, so signed-out visitors keep
 *   the server-rendered pages and everyone gets fresh HTML; when the network
 *   fails (or takes over four seconds), the precached shell answers and the
 *   app starts from the device.
 * - The API is never answered from here: what the app keeps for offline use
 *   it keeps itself, per signed-in user.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import type { PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { isAppRoute } from "@field-commons/shared/routes";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

const SHELL = "/index.html";
const network = new NetworkOnly({ networkTimeoutSeconds: 4 });

// Registered before the precache route, so a navigation to "/" reaches the
// network (and the server-rendered page) instead of the precached shell.
// Only the app's own screens: feeds, sitemaps, OAI-PMH and files go on as usual.
registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" && url.origin === self.location.origin && isAppRoute(url.pathname),
  async (options) => {
    try {
      return await network.handle(options);
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The update prompt's Reload asks the waiting worker to take over.
self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === "object" && data !== null && "type" in data && data.type === "SKIP_WAITING") {
    void self.skipWaiting();
  }
});
