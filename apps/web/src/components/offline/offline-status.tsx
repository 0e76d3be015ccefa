import { useEffect } from "react";
import { Link } from "react-router";
import {
  clearStoredWorkCount,
  countStoredWork,
  usePendingChanges,
  useWaitingWork,
} from "../../lib/offline/pending-changes";
import { useOnline } from "../../lib/offline/use-online";

const PILL =
  "inline-flex min-h-8 items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-3 text-sm font-medium text-amber-900";

/**
 * The header's note of what the device is doing without the server: an
 * "Offline" badge while there is no network, and how many changes made on
 * this device are waiting to be sent (for `userId`, the signed-in account's
 * work kept on the device counts from the first page). Where that work can be
 * opened (a trip, a draft), the count opens a list of it: opening one sends
 * it. Nothing when online with nothing waiting.
 */
export function OfflineStatus({ userId = null }: { userId?: string | null }) {
  const online = useOnline();
  const pending = usePendingChanges();
  const work = useWaitingWork();

  // Work kept on this device by this account counts from the first page. The
  // device database (Dexie) loads only for a signed-in account.
  useEffect(() => {
    if (!userId) {
      clearStoredWorkCount();
      return;
    }
    let current = true;
    import("../../lib/offline/device-db")
      .then(({ deviceDb }) => {
        if (!current) return;
        const db = deviceDb();
        if (!db) {
          clearStoredWorkCount();
          return;
        }
        return countStoredWork(db, userId);
      })
      .catch((error: unknown) =>
        console.error("Could not count the work kept on this device", error),
      );
    return () => {
      current = false;
    };
  }, [userId]);

  if (online && pending === 0) return null;
  const waiting = pending === 1 ? "1 change waiting" : `${pending} changes waiting`;
  const badge = online ? null : (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className="inline-block size-2 rounded-full bg-amber-600" />
      Offline
    </span>
  );

  if (pending > 0 && work.length > 0) {
    return (
      <details className="relative">
        <summary className={`${PILL} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          {badge}
          <span role="status">
            {online ? "" : "· "}
            {waiting}
          </span>
        </summary>
        <div className="absolute left-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg">
          <p className="mb-2 text-slate-700">
            Kept on this device. Open one to send it when the connection is back.
          </p>
          <ul className="space-y-1">
            {work.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.href}
                  onClick={(event) =>
                    event.currentTarget.closest("details")?.removeAttribute("open")
                  }
                  className="block rounded px-2 py-1.5 text-slate-900 underline-offset-2 hover:bg-slate-100 hover:underline"
                >
                  {item.label}
                  <span className="text-slate-600">
                    {" "}
                    ({item.changes === 1 ? "1 change" : `${item.changes} changes`})
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </details>
    );
  }

  return (
    <p role="status" className={PILL}>
      {badge}
      {pending > 0 ? (
        <span>
          {online ? "" : "· "}
          {waiting}
        </span>
      ) : null}
    </p>
  );
}
