import { Skeleton } from "../../../components/ui/skeleton";
import { useJobStats } from "../api/get-jobs";

const FIGURES = [
  { key: "openPositions", label: "Open Positions" },
  { key: "remoteJobs", label: "Remote Jobs" },
  { key: "organizations", label: "Organizations" },
] as const;

/** The board's header figures, counted by the server over the jobs open now. */
export function JobStatsBar() {
  const stats = useJobStats();
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4" aria-busy={stats.isPending || undefined}>
      {FIGURES.map(({ key, label }) => (
        <div
          key={key}
          className="flex flex-col-reverse rounded-lg border border-slate-200 bg-white px-3 py-3 text-center shadow-sm sm:px-5 sm:py-4"
        >
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
          <dd className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {stats.data ? (
              stats.data[key].toLocaleString("en-US")
            ) : stats.isError ? (
              <>
                <span aria-hidden="true">–</span>
                <span className="sr-only">Not available</span>
              </>
            ) : (
              <>
                <Skeleton className="mx-auto h-8 w-12" />
                <span className="sr-only">Loading</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
