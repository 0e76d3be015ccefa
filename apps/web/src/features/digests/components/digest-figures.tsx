import { formatCount } from "@field-commons/shared/us-format";
import type { DigestStats } from "@field-commons/shared/digests";
import { cn } from "../../../lib/cn";

const FIGURES: { key: keyof DigestStats; label: string }[] = [
  { key: "totalNewContent", label: "New publications" },
  { key: "newCaseStudies", label: "Case studies" },
  { key: "newTrips", label: "Field work trips" },
  { key: "newJobs", label: "New jobs" },
  { key: "totalViews", label: "Views" },
  { key: "totalApplications", label: "Applications" },
];

/** The week's figures as a definition list: the key ones, or all six. */
export function DigestFigures({
  stats,
  compact = false,
  className,
}: {
  stats: DigestStats;
  compact?: boolean;
  className?: string;
}) {
  const shown = compact
    ? FIGURES.filter((f) => ["totalNewContent", "newJobs", "totalViews"].includes(f.key))
    : FIGURES;
  return (
    <dl
      className={cn(
        "grid gap-3",
        compact ? "grid-cols-3" : "grid-cols-2 sm:grid-cols-3 lg:grid-cols-6",
        className,
      )}
    >
      {shown.map(({ key, label }) => (
        <div
          key={key}
          className={cn(
            "rounded-md bg-slate-50 text-center",
            compact ? "px-2 py-2" : "px-3 py-4 shadow-sm ring-1 ring-slate-200",
          )}
        >
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd
            className={cn(
              "font-semibold text-slate-900 tabular-nums",
              compact ? "text-lg" : "text-2xl",
            )}
          >
            {formatCount(stats[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
