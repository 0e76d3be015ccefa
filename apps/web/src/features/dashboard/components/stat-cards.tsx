import type { MyStats } from "@field-commons/shared/content";
import { useId } from "react";

const STAT_CARDS: readonly { key: keyof MyStats; label: string }[] = [
  { key: "publications", label: "Publications" },
  { key: "drafts", label: "Drafts" },
  { key: "likesGiven", label: "Likes Given" },
  { key: "itemsSaved", label: "Items Saved" },
];

function StatCard({ label, value }: { label: string; value: number }) {
  const labelId = useId();
  return (
    <li>
      <div
        role="group"
        aria-labelledby={labelId}
        className="h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <p id={labelId} className="text-sm font-medium text-slate-600">
          {label}
        </p>
        <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">
          {value.toLocaleString("en-US")}
        </p>
      </div>
    </li>
  );
}

/** The four figures from GET /api/me/stats. */
export function StatCards({ stats }: { stats: MyStats }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {STAT_CARDS.map((card) => (
        <StatCard key={card.key} label={card.label} value={stats[card.key]} />
      ))}
    </ul>
  );
}
