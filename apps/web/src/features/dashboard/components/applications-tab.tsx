import {
  APPLICATION_STATUS_LABELS,
  type Application,
  type ApplicationStatus,
} from "@field-commons/shared/applications";
import { formatDate } from "@field-commons/shared/content";
import { LOCATION_TYPE_LABELS } from "@field-commons/shared/jobs";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { useMyApplications } from "../api/get-dashboard";
import { LoadErrorNote, LoadMore, useLogError } from "./list-states";

/** Pending blue, reviewed amber, accepted green, rejected red. */
const STATUS_TONES: Record<ApplicationStatus, string> = {
  pending: "border-blue-300 bg-blue-50 text-blue-900",
  reviewed: "border-amber-300 bg-amber-50 text-amber-900",
  accepted: "border-green-300 bg-green-50 text-green-900",
  rejected: "border-red-300 bg-red-50 text-red-900",
};

function place(application: Application): string {
  const { city, country, type } = application.job.location;
  return [city, country].filter(Boolean).join(", ") || LOCATION_TYPE_LABELS[type];
}

function ApplicationRow({ application }: { application: Application }) {
  const { job, status } = application;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <Link
          to={`/jobs/${encodeURIComponent(job.id)}`}
          className="font-semibold text-slate-900 underline-offset-2 hover:underline"
        >
          {job.title}
        </Link>
        <p className="mt-0.5 text-sm text-slate-600">
          {job.organization.name} · {place(application)}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Applied {formatDate(application.appliedAt)}
          {application.updatedAt !== application.appliedAt
            ? ` · Updated ${formatDate(application.updatedAt)}`
            : null}
        </p>
      </div>
      <span
        className={cn(
          "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
          STATUS_TONES[status],
        )}
      >
        <span className="sr-only">Status: </span>
        {APPLICATION_STATUS_LABELS[status]}
      </span>
    </li>
  );
}

/** The Applications tab: the jobs you applied to and where each application stands. */
export function ApplicationsTab() {
  const query = useMyApplications();
  useLogError(query.error, "Failed to fetch applications");
  const applications = query.data?.pages.flatMap((page) => page.applications) ?? [];

  return (
    <div>
      {query.isError ? (
        <LoadErrorNote onRetry={() => void query.refetch()}>
          We couldn&apos;t load your applications.
        </LoadErrorNote>
      ) : null}
      {query.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            Loading your applications…
          </p>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="mt-3 h-20 w-full" />
        </div>
      ) : applications.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No applications yet"
          description="Jobs you apply to appear here with the status the organization gives them."
          action={
            <Button asChild variant="secondary">
              <Link to="/jobs">Browse jobs</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul aria-label="Your applications" className="grid gap-3">
            {applications.map((application) => (
              <ApplicationRow key={application.id} application={application} />
            ))}
          </ul>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
