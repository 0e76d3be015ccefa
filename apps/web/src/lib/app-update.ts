/**
 * Registers the service worker (sw/sw.ts, built into /sw.js) in the built
 * app. A new version installs beside the running one and waits; the reader is
 * told and chooses when to reload into it, so a page never runs half of one
 * version and half of the other. The browser's own API, so no library loads
 * with the first page for it.
 */
export async function registerServiceWorker(onUpdateReady: (apply: () => void) => void) {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  // After the page has loaded, so installing does not compete with it.
  if (document.readyState !== "complete") {
    await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  }
  try {
    const registration = await container.register("/sw.js", { scope: "/" });
    const offer = () =>
      onUpdateReady(() => {
        container.addEventListener("controllerchange", () => window.location.reload(), {
          once: true,
        });
        // sw.ts takes over when asked so.
        registration.waiting?.postMessage({ type: "SKIP_WAITING" });
      });

    // A version installed before this page registered (an earlier visit, another tab).
    if (registration.waiting) offer();
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker?.addEventListener("statechange", () => {
        if (worker.state !== "installed") return;
        // Still waiting a moment later: a running version holds it (a first
        // install goes on to activate).
        window.setTimeout(() => {
          if (registration.waiting === worker) offer();
        }, 200);
      });
    });
  } catch (error) {
    // Without the worker the app still works online; it just cannot open offline.
    console.warn("The offline copy of the app could not be set up.", error);
  }
}
