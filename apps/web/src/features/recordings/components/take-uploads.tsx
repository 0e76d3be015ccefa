import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useToast } from "../../../components/ui/toast";
import { deviceDb } from "../../../lib/offline/device-db";
import { setPendingCount } from "../../../lib/offline/pending-changes";
import { useSession } from "../../../lib/session/use-session";
import { recordingKeys } from "../api/recordings-api";
import { takeStore } from "../utils/take-store";
import {
  TAKES_CHANGED_EVENT,
  announceTakeProgress,
  oneTabAtATime,
  sendTakeResumably,
  uploadQueuedTakes,
} from "../utils/take-uploader";

/**
 * Sends the recordings queued on this device while there was no network: when
 * the app starts, when the network returns, when the page is shown again and
 * when a take is queued. Keeps the header's count of waiting changes. Mounted
 * once for a signed-in person; renders nothing.
 */
export function TakeUploads() {
  const ownerId = useSession().user?.id ?? null;
  // Kept in refs: a new toast function after a navigation must not restart the sending.
  const toastApi = useToast();
  const toast = useRef(toastApi);
  toast.current = toastApi;
  const queryClient = useQueryClient();

  useEffect(() => {
    const db = deviceDb();
    if (!ownerId || !db) return;
    const store = takeStore(db);
    let running = false;
    let again = false;

    const count = async () => {
      setPendingCount("recordings", (await store.queued(ownerId)).length);
    };

    const run = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          await count();
          if (!navigator.onLine) break;
          const round = await oneTabAtATime(() =>
            uploadQueuedTakes(store, ownerId, (take) =>
              sendTakeResumably(store, take, { onProgress: announceTakeProgress }),
            ),
          );
          await count();
          if (!round) break;
          for (const done of round.uploaded) {
            toast.current.show({
              title: "Recording uploaded",
              description: `“${done.title}”, recorded while offline, is saved as a draft.`,
              action: { label: "Open draft", href: `/recordings/${done.recordingId}` },
            });
          }
          for (const refused of round.refused) {
            toast.current.show({
              title: "A recording waiting on this device was refused",
              description: refused.reason,
            });
          }
          if (round.uploaded.length > 0 || round.refused.length > 0) {
            await queryClient.invalidateQueries({ queryKey: recordingKeys.all });
          }
        } while (again);
      } catch (error) {
        console.warn("Recordings waiting on this device could not be sent.", error);
      } finally {
        running = false;
      }
    };

    const onVisible = () => {
      if (document.visibilityState === "visible") void run();
    };
    const onChange = () => void run();
    void run();
    window.addEventListener("online", onChange);
    window.addEventListener(TAKES_CHANGED_EVENT, onChange);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("online", onChange);
      window.removeEventListener(TAKES_CHANGED_EVENT, onChange);
      document.removeEventListener("visibilitychange", onVisible);
      setPendingCount("recordings", 0);
    };
  }, [ownerId, queryClient]);

  return null;
}
