import { formatDuration } from "@field-commons/shared/recordings";
import { useCallback, useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { deviceDb } from "../../../lib/offline/device-db";
import { takeStore } from "../utils/take-store";
import type { RecoveredTake } from "../utils/take-store";
import {
  TAKES_CHANGED_EVENT,
  TAKE_PROGRESS_EVENT,
  announceTakesChanged,
} from "../utils/take-uploader";

/** The waiting line of a take: how much of it the server has, once its upload started. */
function waitingText(take: RecoveredTake): string {
  const sent = take.upload?.offset ?? 0;
  if (sent <= 0 || take.blob.size <= 0) return "Uploads by itself when the network is back.";
  const percent = Math.min(100, Math.floor((sent / take.blob.size) * 100));
  return navigator.onLine
    ? `Uploading… ${percent} %`
    : `${percent} % sent; the rest uploads when the network is back.`;
}

/**
 * Recordings made on this device and waiting to upload (Upload was pressed
 * with no network): each with its length and, if the server refused it, the
 * reason, with Try Again and Delete. Nothing when none is waiting.
 */
export function WaitingTakes({ ownerId }: { ownerId: string }) {
  const [takes, setTakes] = useState<RecoveredTake[]>([]);
  const [deleting, setDeleting] = useState<RecoveredTake | null>(null);
  const db = deviceDb();

  const load = useCallback(async () => {
    if (!db) return;
    setTakes(await takeStore(db).queued(ownerId));
  }, [db, ownerId]);

  useEffect(() => {
    const reload = () => void load().catch(() => undefined);
    reload();
    window.addEventListener(TAKES_CHANGED_EVENT, reload);
    window.addEventListener(TAKE_PROGRESS_EVENT, reload);
    window.addEventListener("online", reload);
    // The uploader sends them meanwhile: look again every few seconds while any wait.
    const timer = window.setInterval(reload, 5_000);
    return () => {
      window.removeEventListener(TAKES_CHANGED_EVENT, reload);
      window.removeEventListener(TAKE_PROGRESS_EVENT, reload);
      window.removeEventListener("online", reload);
      window.clearInterval(timer);
    };
  }, [load]);

  if (!db || takes.length === 0) return null;
  const store = takeStore(db);

  return (
    <section
      aria-labelledby="waiting-takes-heading"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="waiting-takes-heading" className="text-base font-semibold text-slate-900">
        Waiting to upload from this device ({takes.length})
      </h2>
      <ul className="mt-2 divide-y divide-amber-200">
        {takes.map((take) => (
          <li key={take.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-900">
                {String(take.queued?.fields.title ?? "Recording")}
              </p>
              <p className={take.refused ? "text-sm text-danger" : "text-sm text-slate-700"}>
                {formatDuration(take.seconds)} ·{" "}
                {take.refused ? `Refused: ${take.refused}` : waitingText(take)}
              </p>
            </div>
            <div className="flex gap-2">
              {take.refused ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void store.retry(take.id).then(announceTakesChanged)}
                >
                  Try Again
                </Button>
              ) : null}
              <Button size="sm" variant="ghost" onClick={() => setDeleting(take)}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this recording?"
        description="It has not been uploaded, so it will be gone for good."
        confirmLabel="Delete"
        onConfirm={() => {
          const take = deleting;
          setDeleting(null);
          if (take) void store.remove(take.id).then(announceTakesChanged);
        }}
      />
    </section>
  );
}
