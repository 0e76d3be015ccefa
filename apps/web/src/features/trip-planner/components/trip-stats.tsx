import { useId } from "react";
import { tripStats } from "../utils/planner-model";
import type { PlannerTrip } from "../utils/planner-model";
import { moneyList } from "../utils/format";

/** Cards, items, days and the budget per currency, all counted from the trip itself. */
export function TripStats({ trip }: { trip: PlannerTrip }) {
  const headingId = useId();
  const stats = tripStats(trip);
  const budget = moneyList(stats.budget);
  const figures = [
    { label: "Cards", value: String(stats.cards) },
    { label: "Items", value: String(stats.items) },
    { label: "Days", value: String(stats.days) },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Trip stats
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{figure.value}</dd>
          </div>
        ))}
        <div className="col-span-2 rounded-lg border border-slate-200 bg-white p-4 sm:col-span-1">
          <dt className="text-sm font-medium text-slate-600">Budget</dt>
          <dd className="mt-1 text-lg font-bold text-slate-900">
            {budget.length === 0 ? (
              <span className="text-base font-medium text-slate-600">No costs yet</span>
            ) : (
              <ul aria-label="Budget totals">
                {budget.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
