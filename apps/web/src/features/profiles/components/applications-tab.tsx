import { APPLICATION_STATUS_LABELS } from "@field-commons/shared/applications";
import type { Application, ApplicationStatus } from "@field-commons/shared/applications";
import { formatDate } from "@field-commons/shared/content";
import { PROFILE_MESSAGES } from "@field-commons/shared/profiles";
import { useId, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Pagination } from "../../../components/ui/pagination";
import { cn } from "../../../lib/cn";
import { useMyApplicationsPage } from "../api/get-my-applications";
import { ListSkeleton, LoadError, useLogError } from "./load-states";

/** Pending blue, reviewed violet, accepted green, rejected red (as on the organization dashboard). */
const STATUS_TONES: Record<ApplicationStatus, string> = {
  pending: "border-blue-300 bg-blue-50 text-blue-900",
  reviewed: "border-violet-300 bg-violet-50 text-violet-900",
  accepted: "border-green-300 bg-green-50 text-green-900",
  rejected: "border-red-300 bg-red-50 text-red-900",
};

function ApplicationRow({ application }: { application: Application }) {
  const { job, status } = application;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-slate-900">
          <Link
            to={`/jobs/${encodeURIComponent(job.id)}`}
            className="rounded-sm underline-offset-2 hover:text-accent hover:underline"
          >
            {job.title}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm break-words text-slate-700">{job.organization.name}</p>
        <p className="mt-1 text-sm text-slate-600">
          Applied <time dateTime={application.appliedAt}>{formatDate(application.appliedAt)}</time>
        </p>
      </div>
      <span
        className={cn(
          "inline-flex shrink-0 items-center self-start rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
          STATUS_TONES[status],
        )}
      >
        <span className="sr-only">Status: </span>
        {APPLICATION_STATUS_LABELS[status]}
      </span>
    </li>
  );
}

/** The owner's own job applications, a page at a time (only the owner sees this tab). */
export function ApplicationsTab() {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useMyApplicationsPage(page);
  useLogError(query.error, "Failed to fetch applications");
  const data = query.data;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Applications
        {data ? (
          <span className="ml-2 text-base font-normal text-slate-600">
            ({data.pagination.total.toLocaleString("en-US")})
          </span>
        ) : null}
      </h2>
      <p className="mt-1 text-sm text-slate-600">Only you can see this tab.</p>
      <div className="mt-4">
        {query.isPending ? (
          <ListSkeleton label="Loading your applications…" />
        ) : query.isError || !data ? (
          <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
            We couldn&apos;t load your applications.
          </LoadError>
        ) : data.applications.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={PROFILE_MESSAGES.noApplications}
            action={
              <Link to="/jobs" className={buttonStyles({ variant: "secondary" })}>
                Browse jobs
              </Link>
            }
          />
        ) : (
          <>
            <ul
              aria-label="Your applications"
              className="space-y-3"
              aria-busy={query.isPlaceholderData}
            >
              {data.applications.map((application) => (
                <ApplicationRow key={application.id} application={application} />
              ))}
            </ul>
            <Pagination
              className="mt-6"
              label="Applications pages"
              page={data.pagination.page}
              pages={data.pagination.pages}
              onPageChange={setPage}
            />
          </>
        )}
      </div>
    </section>
  );
}
