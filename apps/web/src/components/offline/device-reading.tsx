import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { deviceDb } from "../../lib/offline/device-db";
import { readOffline } from "../../lib/offline/read-offline";
import { useSession } from "../../lib/session/use-session";

/** Reading is written to the device at most this often. */
const SAVE_AFTER_MS = 3_000;

/**
 * Keeps what a signed-in person reads readable with no network: puts back
 * what was read before when the app starts and when the network goes, and
 * writes new answers to the device a few seconds after they arrive and when
 * the page is hidden. Renders nothing.
 */
export function DeviceReading() {
  const userId = useSession().user?.id ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    const db = deviceDb();
    if (!userId || !db) return;
    const reading = readOffline(db, queryClient, userId);
    let timer: number | undefined;
    const save = () => {
      window.clearTimeout(timer);
      timer = undefined;
      void reading
        .save()
        .catch((error: unknown) =>
          console.warn("What was read could not be kept on this device.", error),
        );
    };
    const restore = () => void reading.restore().catch(() => undefined);
    const saveSoon = () => {
      if (timer === undefined) timer = window.setTimeout(save, SAVE_AFTER_MS);
    };
    const saveWhenHidden = () => {
      if (document.visibilityState === "hidden") save();
    };

    restore();
    // Answers that arrived before this mounted are kept too.
    saveSoon();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "success") saveSoon();
    });
    window.addEventListener("offline", restore);
    window.addEventListener("pagehide", save);
    document.addEventListener("visibilitychange", saveWhenHidden);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
      window.removeEventListener("offline", restore);
      window.removeEventListener("pagehide", save);
      document.removeEventListener("visibilitychange", saveWhenHidden);
    };
  }, [userId, queryClient]);

  return null;
}
