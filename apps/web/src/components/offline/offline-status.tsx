import { usePendingChanges } from "../../lib/offline/pending-changes";
import { useOnline } from "../../lib/offline/use-online";

/**
 * The header's note of what the device is doing without the server: an
 * "Offline" badge while there is no network, and how many changes made on
 * this device are waiting to be sent. Nothing when online with nothing waiting.
 */
export function OfflineStatus() {
  const online = useOnline();
  const pending = usePendingChanges();
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
