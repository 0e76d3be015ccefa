import { contentPath } from "@field-commons/shared/content";
import { TRIP_MESSAGES } from "@field-commons/shared/trips";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { StatusBadge } from "../../../components/ui/status-badge";
import type { PublishAction } from "../hooks/use-publish-action";
import { publishChecks } from "../utils/planner-model";
import type { PlannerTrip } from "../utils/planner-model";

/**
 * What publishing needs (a saved trip, at least 3 cards, a title, a country)
 * and 'Publish Trip', which submits the trip for review.
 */
export function PublishPanel({ trip, action }: { trip: PlannerTrip; action: PublishAction }) {
  const headingId = useId();
  const checks = publishChecks(trip);
  // The button needs the cards, the title and the country; an unsaved trip is told to save first.
  const { ready, busy, result, publish } = action;
  const submitted = trip.status === "pending";

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Publish
        </h2>
        {trip.serverId ? <StatusBadge status={trip.status} /> : null}
      </div>
      <p className="mt-1 text-slate-700">
        Published trips are reviewed before they appear in the feed and on the map.
      </p>

      {trip.status === "published" && trip.slug ? (
        <p className="mt-4 text-slate-800">
          This trip is published.{" "}
          <Link
            to={contentPath({ type: "trip", slug: trip.slug })}
            className="font-semibold text-accent underline hover:text-accent-hover"
          >
            View the published trip
          </Link>
        </p>
      ) : submitted ? (
        <Message tone="success" className="mt-4">
          {TRIP_MESSAGES.willBeReviewed}
        </Message>
      ) : (
        <>
          <h3 className="mt-4 text-base font-semibold text-slate-900">Before publishing</h3>
          <ul className="mt-2 space-y-1" aria-label="Publishing needs">
            {checks.map((check) => (
              <li key={check.key} className="flex items-start gap-2">
                <span aria-hidden="true" className={check.met ? "text-success" : "text-slate-500"}>
                  {check.met ? "✓" : "○"}
                </span>
                <span className={check.met ? "text-slate-800" : "font-medium text-slate-900"}>
                  {check.label}
                  <span className="sr-only">{check.met ? " (done)" : " (missing)"}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <Button onClick={() => void publish()} disabled={!ready} isBusy={busy}>
              Publish Trip
            </Button>
          </div>
          {result && !result.ok ? (
            <Message tone="error" className="mt-3">
              {result.message}
            </Message>
          ) : null}
        </>
      )}
    </section>
  );
}
