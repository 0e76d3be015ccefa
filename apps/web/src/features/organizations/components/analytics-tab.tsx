import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
} from "@field-commons/shared/applications";
import type { AnalyticsWindow } from "@field-commons/shared/admin";
import { JOB_MESSAGES } from "@field-commons/shared/jobs";
import { AnalyticsWindowPicker } from "../../../components/analytics/analytics-view";
import type { OrganizationAnalytics } from "@field-commons/shared/jobs";
import { Suspense, useId, useState } from "react";
import { lazyComponent } from "../../../components/errors/lazy-component";
import { Label } from "../../../components/ui/label";
import { ListSkeleton, LoadError } from "../../../components/ui/load-states";
import { Select } from "../../../components/ui/select";
import { Skeleton } from "../../../components/ui/skeleton";
import { useLogError } from "../../../hooks/use-log-error";
import { cn } from "../../../lib/cn";
import { useOrganizationAnalytics } from "../api/organization-analytics";
import { countOf, formatCount, formatDay, formatRate } from "../utils/organization-text";
import { JobStatusBadge } from "./badges";
import { StatCard } from "./load-states";

const AnalyticsChart = lazyComponent(() => import("./analytics-chart"));

/** The analytics open on the last 30 days. */
export const DEFAULT_WINDOW: AnalyticsWindow = 30;

/** The same figures as the chart, for screen readers (the chart itself is hidden from them). */
function DailyTable({
  caption,
  daily,
}: {
  caption: string;
  daily: OrganizationAnalytics["daily"];
}) {
  return (
    // A table ignores a 1px width: the wrapper hides it.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Views</th>
            <th scope="col">Applications</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td>{day.views}</td>
              <td>{day.applications}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Figures({ data }: { data: OrganizationAnalytics }) {
  const selectId = useId();
  const [jobId, setJobId] = useState("");
  const job = data.jobs.find((j) => j.jobId === jobId);
  const daily = job?.daily ?? data.daily;
  const scope = job ? `“${job.title}”` : "all jobs";
  const range = `${formatDay(data.from)} to ${formatDay(data.to)}`;

  return (
    <>
      <ul className="mt-5 grid grid-cols-1 gap-3 min-[400px]:grid-cols-3" aria-label="Totals">
        <StatCard label="Views" value={formatCount(data.totals.views)} />
        <StatCard label="Applications" value={formatCount(data.totals.applications)} />
        <StatCard label="Conversion rate" value={formatRate(data.totals.conversionRate)} />
      </ul>
      <p className="mt-2 text-sm text-slate-600">
        {range}. Views count each visitor once a day; the conversion rate is the share of views
        whose visitor then applied (n/a without views).
      </p>

      <section className="mt-8" aria-labelledby={`${selectId}-heading`}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id={`${selectId}-heading`} className="text-lg font-semibold text-slate-900">
            Over time
          </h3>
          <div className="w-full sm:w-72">
            <Label htmlFor={selectId}>Show</Label>
            <Select
              id={selectId}
              className="mt-1"
              value={jobId}
              onChange={(event) => setJobId(event.target.value)}
            >
              <option value="">All jobs</option>
              {data.jobs.map((j) => (
                <option key={j.jobId} value={j.jobId}>
                  {j.title}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {job ? (
          <p className="mt-3 text-sm text-slate-700">
            {countOf(job.views, "view")}, {countOf(job.applications, "application")},{" "}
            {formatRate(job.conversionRate)} conversion.
          </p>
        ) : null}
        <div className="mt-4">
          <Suspense fallback={<Skeleton className="h-48 w-full" />}>
            <AnalyticsChart daily={daily} />
          </Suspense>
          <DailyTable
            caption={`Views and applications per day for ${scope}, ${range}`}
            daily={daily}
          />
        </div>
      </section>

      <section className="mt-8">
        <h3 className="text-lg font-semibold text-slate-900">Per job</h3>
        {data.jobs.length === 0 ? (
          <p className="mt-2 text-slate-600">Post a job to see its figures here.</p>
        ) : (
          <div
            role="region"
            aria-label="Per job figures"
            tabIndex={0}
            className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white"
          >
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">Views, applications and conversion per job</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Job
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">
                    Views
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">
                    Applications
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">
                    Conversion
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {data.jobs.map((j) => (
                  <tr key={j.jobId}>
                    <th scope="row" className="px-4 py-2 font-medium break-words text-slate-900">
                      {j.title}
                    </th>
                    <td className="px-4 py-2">
                      <JobStatusBadge status={j.status} />
                    </td>
                    <td className="px-4 py-2 text-right tabular-nums">{formatCount(j.views)}</td>
                    <td className="px-4 py-2 text-right tabular-nums">
                      {formatCount(j.applications)}
                    </td>
                    <td className="px-4 py-2 text-right tabular-nums">
                      {formatRate(j.conversionRate)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="mt-8">
        <h3 className="text-lg font-semibold text-slate-900">Applications by status</h3>
        <p className="text-sm text-slate-600">All time.</p>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {APPLICATION_STATUSES.map((status) => (
            <StatCard
              key={status}
              label={APPLICATION_STATUS_LABELS[status]}
              value={formatCount(data.applicationsByStatus[status])}
            />
          ))}
        </ul>
      </section>
    </>
  );
}

/** Views and applications per job over 7, 30 or 90 days, and the conversion rate. */
export function AnalyticsTab() {
  const id = useId();
  const [days, setDays] = useState<AnalyticsWindow>(DEFAULT_WINDOW);
  const analytics = useOrganizationAnalytics(days);
  useLogError(analytics.error, "Failed to fetch analytics");
  const stale = analytics.isPlaceholderData;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
          Analytics
        </h2>
        <AnalyticsWindowPicker days={days} onChange={setDays} />
      </div>
      <div aria-busy={stale || undefined} className={cn(stale && "opacity-60")}>
        {analytics.isPending ? (
          <div className="mt-5">
            <ListSkeleton label="Loading analytics…" />
          </div>
        ) : analytics.isError ? (
          <div className="mt-5">
            <LoadError onRetry={() => void analytics.refetch()} isRetrying={analytics.isFetching}>
              {JOB_MESSAGES.fetchFailed}
            </LoadError>
          </div>
        ) : (
          <Figures data={analytics.data} />
        )}
      </div>
    </section>
  );
}
