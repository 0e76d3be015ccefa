import type { TripWithCards } from "@field-commons/shared/trips";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Message } from "../../../components/ui/message";
import { contentDetailQueryOptions } from "../../../lib/content/get-content-detail";
import { deviceDb } from "../../../lib/offline/device-db";
import { keptOnDevice, storageEstimate } from "../../../lib/offline/keep-offline";
import { tripQueryOptions } from "../api/get-trip";

const LINKED_TYPES = {
  "case-study": "case-study",
  "policy-brief": "policy-brief",
  "opinion-essay": "opinion-essay",
} as const;

function megabytes(bytes: number): string {
  return bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(1)} GB`
    : `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/** The research a trip's cards link to (case studies, briefs, essays), as queries to keep. */
function linkedQueries(cards: TripWithCards["cards"]) {
  return cards.flatMap((card) => {
    if (!(card.cardType in LINKED_TYPES)) return [];
    const contentId = (card.content as { contentId?: unknown }).contentId;
    if (typeof contentId !== "string" || !contentId) return [];
    return [
      contentDetailQueryOptions(
        LINKED_TYPES[card.cardType as keyof typeof LINKED_TYPES],
        contentId,
      ),
    ];
  });
}

/**
 * "Keep offline" on a trip: the trip, its cards and the research they link are
 * fetched now and kept on this device for the signed-in person, to read with
 * no network for as long as they stay kept; with the storage this site uses.
 */
export function KeepTripOffline({
  idOrSlug,
  data,
  userId,
}: {
  idOrSlug: string;
  data: TripWithCards;
  userId: string;
}) {
  const queryClient = useQueryClient();
  const labelId = useId();
  const descriptionId = useId();
  const db = deviceDb();
  const key = `trip:${data.trip.id}`;
  const [kept, setKept] = useState<{ savedAt: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [storage, setStorage] = useState<{ usage: number; quota: number } | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);

  useEffect(() => {
    if (!db) return;
    let cancelled = false;
    void keptOnDevice(db, queryClient, userId)
      .isKept(key)
      .then((found) => !cancelled && setKept(found));
    void storageEstimate().then((estimate) => !cancelled && setStorage(estimate));
    void navigator.storage?.persisted?.().then((value) => !cancelled && setPersisted(value));
    return () => {
      cancelled = true;
    };
  }, [db, queryClient, userId, key]);

  if (!db) return null;
  const linked = linkedQueries(data.cards);

  const toggle = async () => {
    setBusy(true);
    setError(null);
    const device = keptOnDevice(db, queryClient, userId);
    try {
      if (kept) {
        await device.release(key);
        setKept(null);
      } else {
        // Asked once: without it the browser may clear kept data when space runs low.
        if (persisted === false && navigator.storage?.persist) {
          setPersisted(await navigator.storage.persist());
        }
        await device.keep(key, [tripQueryOptions(idOrSlug), ...linked]);
        setKept(await device.isKept(key));
      }
      setStorage(await storageEstimate());
    } catch {
      setError(
        kept
          ? "The trip could not be released. Try again."
          : "The trip could not be kept offline: it needs the network once. Try again when you are online.",
      );
    } finally {
      setBusy(false);
    }
  };

  const linkedCount = linked.length;
  return (
    <section
      aria-labelledby={labelId}
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={labelId} className="text-base font-semibold text-slate-900">
            Keep offline
          </h2>
          <p id={descriptionId} className="mt-1 text-sm text-slate-700">
            Saves this trip, its {data.cards.length} {data.cards.length === 1 ? "card" : "cards"}
            {linkedCount > 0
              ? ` and ${linkedCount} linked ${linkedCount === 1 ? "item" : "items"} of research`
              : ""}{" "}
            on this device, to read with no network.
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={kept !== null}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          disabled={busy}
          onClick={() => void toggle()}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60 ${kept ? "bg-accent" : "bg-slate-300"}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${kept ? "translate-x-6" : "translate-x-1"}`}
          />
        </button>
      </div>
      <div role="status" className="mt-3 space-y-1 text-sm text-slate-700">
        {busy ? <p>{kept ? "Releasing…" : "Saving on this device…"}</p> : null}
        {!busy && kept ? (
          <p>
            Kept on this device since{" "}
            {new Date(kept.savedAt).toLocaleString("en-US", {
              dateStyle: "medium",
              timeStyle: "short",
            })}
            . Map tiles are not saved: offline, the map shows country outlines.
          </p>
        ) : null}
        {storage ? (
          <p>
            Field Commons uses {megabytes(storage.usage)} on this device, of about{" "}
            {megabytes(storage.quota)} the browser allows.
            {persisted ? " The browser will not clear it to make space." : ""}
          </p>
        ) : null}
      </div>
      {error ? (
        <Message tone="error" className="mt-3">
          {error}
        </Message>
      ) : null}
    </section>
  );
}
