import { useEffect } from "react";
import { deviceDb } from "../../lib/offline/device-db";
import {
  countStoredWork,
  setPendingCount,
  usePendingChanges,
} from "../../lib/offline/pending-changes";
import { useOnline } from "../../lib/offline/use-online";

/**
 * The header's note of what the device is doing without the server: an
 * "Offline" badge while there is no network, and how many changes made on
 * this device are waiting to be sent (for `userId`, the signed-in account's
 * work kept on the device counts from the first page). Nothing when online
 * with nothing waiting.
 */
export function OfflineStatus({ userId = null }: { userId?: string | null }) {
  const online = useOnline();
  const pending = usePendingChanges();

  // Work kept on this device by this account counts from the first page.
  useEffect(() => {
    const db = deviceDb();
    if (!db || !userId) {
      setPendingCount("work", 0);
      return;
    }
    countStoredWork(db, userId).catch((error: unknown) =>
      console.error("Could not count the work kept on this device", error),
    );
  }, [userId]);
  if (online && pending === 0) return null;
  const waiting = pending === 1 ? "1 change waiting" : `${pending} changes waiting`;
  return (
    <p
      role="status"
      className="inline-flex min-h-8 items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-3 text-sm font-medium text-amber-900"
    >
      {online ? null : (
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-2 rounded-full bg-amber-600" />
          Offline
        </span>
      )}
      {pending > 0 ? (
        <span>
          {online ? "" : "· "}
          {waiting}
        </span>
      ) : null}
    </p>
  );
}
