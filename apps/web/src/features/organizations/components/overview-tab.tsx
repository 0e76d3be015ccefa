import {
  DASHBOARD_RECENT_APPLICATIONS,
  DASHBOARD_RECENT_JOBS,
  DASHBOARD_TOP_JOBS,
  JOB_MESSAGES,
  jobAgeText,
} from "@field-commons/shared/jobs";
import type { MyOrganization } from "@field-commons/shared/jobs";
import type { Application } from "@field-commons/shared/applications";
import { useId, useState } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { ListSkeleton, LoadError } from "../../../components/ui/load-states";
import { useLogError } from "../../../hooks/use-log-error";
import { useOrganizationAnalytics } from "../api/organization-analytics";
import { useOrganizationApplications } from "../api/organization-applications";
import { useOrganizationJobs } from "../api/organization-jobs";
import { ORGANIZATION_TEXT, countOf, formatCount, formatRate } from "../utils/organization-text";
import { DEFAULT_WINDOW } from "./analytics-tab";
import { ApplicationDialog } from "./application-dialog";
import { ApplicationRow } from "./applications-tab";
import { JobStatusBadge } from "./badges";
import { StatCard } from "./load-states";
import { MembersSection } from "./members-section";

function Panel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const dash = "–";

/** Figures, recent jobs (3), recent applications (5), top jobs (5) and members. */
export function OverviewTab({
  data,
  onPost,
  onShowTab,
}: {
  data: MyOrganization;
  onPost: () => void;
  onShowTab: (tab: "jobs" | "applications" | "analytics") => void;
}) {
  const jobs = useOrganizationJobs({ page: 1, limit: DASHBOARD_RECENT_JOBS });
  const applications = useOrganizationApplications({
    page: 1,
    limit: DASHBOARD_RECENT_APPLICATIONS,
  });
  const analytics = useOrganizationAnalytics(DEFAULT_WINDOW);
  useLogError(jobs.error, "Failed to fetch recent jobs");
  useLogError(applications.error, "Failed to fetch recent applications");
  useLogError(analytics.error, "Failed to fetch analytics");
  const [open, setOpen] = useState<Application | null>(null);

  const figures = analytics.data;
  return (
    <div className="space-y-8">
      <ul
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6"
        aria-label="Figures"
      >
        <StatCard
          label="Total Jobs"
          value={jobs.data ? formatCount(jobs.data.pagination.total) : dash}
        />
        <StatCard label="Active Jobs" value={formatCount(data.organization.openJobs)} />
        <StatCard
          label="Applications"
          value={applications.data ? formatCount(applications.data.pagination.total) : dash}
        />
        <StatCard
          label="Pending Review"
          value={figures ? formatCount(figures.applicationsByStatus.pending) : dash}
        />
        <StatCard
          label={`Views (${DEFAULT_WINDOW} days)`}
          value={figures ? formatCount(figures.totals.views) : dash}
        />
        <StatCard
          label={`Conversion (${DEFAULT_WINDOW} days)`}
          value={figures ? formatRate(figures.totals.conversionRate) : dash}
        />
      </ul>

      <div className="grid gap-8 lg:grid-cols-2">
        <Panel
          title="Recent Jobs"
          action={
            <Button variant="ghost" size="sm" onClick={() => onShowTab("jobs")}>
              All jobs
            </Button>
          }
        >
          {jobs.isPending ? (
            <ListSkeleton label="Loading recent jobs…" rows={DASHBOARD_RECENT_JOBS} />
          ) : jobs.isError ? (
            <LoadError onRetry={() => void jobs.refetch()} isRetrying={jobs.isFetching}>
              {JOB_MESSAGES.fetchFailed}
            </LoadError>
          ) : jobs.data.jobs.length === 0 ? (
            <div className="rounded-lg border border-dashed border-slate-300 bg-white p-5 text-center">
              <p className="font-semibold text-slate-900">{ORGANIZATION_TEXT.noJobs}</p>
              <Button className="mt-3" onClick={onPost}>
                {ORGANIZATION_TEXT.postJob}
              </Button>
            </div>
          ) : (
            <ul className="space-y-3" aria-label="Recent jobs">
              {jobs.data.jobs.map((job) => (
                <li
                  key={job.id}
                  className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <Link
                      to={`/jobs/${job.id}`}
                      className="min-w-0 font-semibold break-words text-slate-900 hover:text-accent hover:underline"
                    >
                      {job.title}
                    </Link>
                    <JobStatusBadge status={job.status} />
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {jobAgeText(job.createdAt)} · {countOf(job.counts.views, "view")} ·{" "}
                    {countOf(job.counts.applications, "application")}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel
          title="Recent Applications"
          action={
            <Button variant="ghost" size="sm" onClick={() => onShowTab("applications")}>
              All applications
            </Button>
          }
        >
          {applications.isPending ? (
            <ListSkeleton label="Loading recent applications…" />
          ) : applications.isError ? (
            <LoadError
              onRetry={() => void applications.refetch()}
              isRetrying={applications.isFetching}
            >
              {JOB_MESSAGES.fetchFailed}
            </LoadError>
          ) : applications.data.applications.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-5 text-center text-slate-700">
              {ORGANIZATION_TEXT.noApplications}
            </p>
          ) : (
            <ul className="space-y-3" aria-label="Recent applications">
              {applications.data.applications.map((application) => (
                <ApplicationRow
                  key={application.id}
                  application={application}
                  onOpen={() => setOpen(application)}
                />
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <div className="grid gap-8 lg:grid-cols-2">
        <Panel
          title={`Top Jobs (last ${DEFAULT_WINDOW} days)`}
          action={
            <Button variant="ghost" size="sm" onClick={() => onShowTab("analytics")}>
              Analytics
            </Button>
          }
        >
          {analytics.isPending ? (
            <ListSkeleton label="Loading top jobs…" />
          ) : analytics.isError ? (
            <LoadError onRetry={() => void analytics.refetch()} isRetrying={analytics.isFetching}>
              {JOB_MESSAGES.fetchFailed}
            </LoadError>
          ) : analytics.data.jobs.length === 0 ? (
            <p className="text-slate-600">Your most viewed jobs appear here.</p>
          ) : (
            <ol
              className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
              aria-label="Top jobs"
            >
              {analytics.data.jobs.slice(0, DASHBOARD_TOP_JOBS).map((job) => (
                <li
                  key={job.jobId}
                  className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3"
                >
                  <span className="min-w-0 font-medium break-words text-slate-900">
                    {job.title}
                  </span>
                  <span className="text-sm text-slate-600 tabular-nums">
                    {countOf(job.views, "view")} · {countOf(job.applications, "application")} ·{" "}
                    {formatRate(job.conversionRate)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
        <MembersSection data={data} />
      </div>
      <ApplicationDialog application={open} onOpenChange={(next) => !next && setOpen(null)} />
    </div>
  );
}
