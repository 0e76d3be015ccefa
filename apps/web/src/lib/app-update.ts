/**
 * Registers the service worker (sw/sw.ts, built into /sw.js) in the built
 * app. A new version installs beside the running one and waits; the reader is
 * told and chooses when to reload into it, so a page never runs half of one
 * version and half of the other.
 */
export async function registerServiceWorker(onUpdateReady: (apply: () => void) => void) {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const { Workbox } = await import("workbox-window");
  const worker = new Workbox("/sw.js", { scope: "/" });
  worker.addEventListener("waiting", () => {
    onUpdateReady(() => {
      worker.addEventListener("controlling", () => window.location.reload());
      worker.messageSkipWaiting();
    });
  });
  try {
    await worker.register();
  } catch (error) {
    // Without the worker the app still works online; it just cannot open offline.
    console.warn("The offline copy of the app could not be set up.", error);
  }
}
