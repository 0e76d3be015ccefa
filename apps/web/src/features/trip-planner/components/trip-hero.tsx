import { TRIP_MESSAGES } from "@field-commons/shared/trips";
import type { ReactNode, Ref } from "react";
import { Button } from "../../../components/ui/button";
import { DomainBadge } from "../../../components/ui/domain-badge";
import { StatusBadge } from "../../../components/ui/status-badge";
import type { SaveState } from "../hooks/use-trip-sync";
import { formatDateRange } from "../utils/format";
import { displayTitle, placeLine } from "../utils/planner-model";
import type { PlannerTrip } from "../utils/planner-model";
import { SaveStatus } from "./save-status";

/** The hero's button for the trip's author (the dialog has the same words). */
export const SAVE_TEMPLATE_LABEL = "Save as Template";

export interface TripHeroProps {
  trip: PlannerTrip;
  signedIn: boolean;
  unsaved: boolean;
  saveState: SaveState;
  onMyTrips: () => void;
  onEdit: () => void;
  onCopilot: () => void;
  onTemplate: () => void;
  /** 'Save as Template': only for the author of a saved trip (absent otherwise). */
  onSaveTemplate?: () => void;
  onSave: () => void;
  onSignIn: () => void;
  signInRef?: Ref<HTMLButtonElement>;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold text-slate-700">{label}:</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** The trip's title, description, place, dates and domain, with the planner's actions. */
export function TripHero({
  trip,
  signedIn,
  unsaved,
  saveState,
  onMyTrips,
  onEdit,
  onCopilot,
  onTemplate,
  onSaveTemplate,
  onSave,
  onSignIn,
  signInRef,
}: TripHeroProps) {
  const { envelope } = trip;
  const place = placeLine(envelope);
  const saving = saveState.kind === "saving";
  return (
    <section
      aria-labelledby="trip-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-2">
        <DomainBadge domain={envelope.domain} />
        {trip.serverId ? <StatusBadge status={trip.status} /> : null}
        {trip.serverId === null ? (
          <span className="text-sm font-medium text-slate-600">Not saved yet</span>
        ) : unsaved ? (
          <span className="text-sm font-medium text-slate-600">Unsaved changes</span>
        ) : null}
      </div>
      <h1
        id="trip-title"
        className="mt-3 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl"
      >
        {displayTitle(envelope)}
      </h1>
      <p className="mt-3 max-w-prose whitespace-pre-line text-slate-700">
        {envelope.description.trim() || "No description yet. Add one with Edit Trip."}
      </p>
      <dl className="mt-4 space-y-1 text-sm sm:text-base">
        <Detail label="Location">{place || "Not set"}</Detail>
        <Detail label="Dates">{formatDateRange(envelope.startDate, envelope.endDate)}</Detail>
        <Detail label="Domain">{envelope.domain ?? "Not set"}</Detail>
      </dl>

      <div className="mt-6 flex flex-wrap gap-2">
        {signedIn ? (
          <Button variant="secondary" onClick={onMyTrips}>
            My Trips
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onEdit}>
          Edit Trip
        </Button>
        <Button variant="secondary" onClick={onCopilot}>
          AI Research Copilot
        </Button>
        <Button variant="secondary" onClick={onTemplate}>
          Use Template
        </Button>
        {onSaveTemplate ? (
          <Button variant="secondary" aria-haspopup="dialog" onClick={onSaveTemplate}>
            {SAVE_TEMPLATE_LABEL}
          </Button>
        ) : null}
      </div>

      <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center">
        {signedIn ? (
          <Button onClick={onSave} isBusy={saving}>
            Save Trip
          </Button>
        ) : (
          <Button ref={signInRef} onClick={onSignIn}>
            {TRIP_MESSAGES.signInToSave}
          </Button>
        )}
        <div className="min-w-0 flex-1">
          <SaveStatus state={saveState} />
        </div>
      </div>
      {signedIn && trip.serverId && trip.status === "published" ? (
        <p className="mt-2 text-sm text-slate-600">{TRIP_MESSAGES.publishedEditsReviewed}</p>
      ) : null}
      {!signedIn ? (
        <p className="mt-2 text-sm text-slate-600">
          Your trip is kept in this browser until you sign in; then it is saved to your account.
        </p>
      ) : null}
    </section>
  );
}
