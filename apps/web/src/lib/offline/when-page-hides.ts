/**
 * Runs `write` when the page is hidden or left (a tab switched away, closed,
 * or the app sent to the background), the last moment work can be kept on
 * the device. Returns what stops it.
 */
export function whenPageHides(write: () => void): () => void {
  const onHide = () => {
    if (document.visibilityState === "hidden") write();
  };
  window.addEventListener("pagehide", write);
  document.addEventListener("visibilitychange", onHide);
  return () => {
    window.removeEventListener("pagehide", write);
    document.removeEventListener("visibilitychange", onHide);
  };
}
