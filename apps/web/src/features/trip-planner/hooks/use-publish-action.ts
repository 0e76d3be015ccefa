import { TRIP_MESSAGES } from "@field-commons/shared/trips";
import { useCallback, useState } from "react";
import { publishChecks } from "../utils/planner-model";
import type { PlannerTrip } from "../utils/planner-model";
import type { PublishOutcome } from "./use-trip-sync";

export interface PublishAction {
  /** The cards, the title and the country are there (an unsaved trip is told to save first). */
  ready: boolean;
  busy: boolean;
  /** The last outcome, shown next to whichever Publish button was used. */
  result: PublishOutcome | null;
  publish: () => Promise<void>;
}

/**
 * 'Publish Trip': one state for the publish panel and the phone action bar,
 * so both buttons do exactly the same thing.
 */
export function usePublishAction(
  trip: PlannerTrip,
  onPublish: () => Promise<PublishOutcome>,
): PublishAction {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PublishOutcome | null>(null);
  const ready = publishChecks(trip)
    .filter((c) => c.key !== "saved")
    .every((c) => c.met);
  const saved = trip.serverId !== null;

  const publish = useCallback(async () => {
    setResult(null);
    if (!saved) {
      setResult({ ok: false, message: TRIP_MESSAGES.saveFirst });
      return;
    }
    setBusy(true);
    const outcome = await onPublish();
    setBusy(false);
    setResult(outcome);
  }, [saved, onPublish]);

  return { ready, busy, result, publish };
}
