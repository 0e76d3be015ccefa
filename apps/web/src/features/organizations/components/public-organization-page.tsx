import {
  JOB_MESSAGES,
  JOB_PREVIEW_GRID,
  JOB_TYPE_LABELS,
  LOCATION_TYPE_LABELS,
  formatCompensation,
  jobAgeText,
} from "@field-commons/shared/jobs";
import type { JobSummary } from "@field-commons/shared/jobs";
import { Link } from "react-router";
import { Button, buttonStyles } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useLogError } from "../../../hooks/use-log-error";
import { usePublicOrganization } from "../api/public-organization";
import { formatCount, placeText } from "../utils/organization-text";
import { OrganizationFacts, OrganizationLogo } from "./organization-profile";

function preview(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}…` : clean;
}

function JobCard({ job }: { job: JobSummary }) {
  const place = placeText(job.location);
  return (
    <li className="relative flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm focus-within:ring-3 focus-within:ring-focus hover:border-slate-300">
      <h3 className="text-lg font-semibold break-words text-slate-900">
        <Link
          to={`/jobs/${job.id}`}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {job.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {[JOB_TYPE_LABELS[job.type], LOCATION_TYPE_LABELS[job.location.type], place]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <p className="mt-3 flex-1 text-slate-700">{preview(job.excerpt, JOB_PREVIEW_GRID)}</p>
      <p className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-900">{formatCompensation(job.compensation)}</span>
        <span className="text-slate-600">{jobAgeText(job.createdAt)}</span>
      </p>
    </li>
  );
}

function PageSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" aria-busy="true">
      <p role="status" className="sr-only">
        Loading organization…
      </p>
      <div className="flex items-center gap-4">
        <Skeleton className="size-20" />
        <Skeleton className="h-9 w-64" />
      </div>
      <Skeleton className="mt-6 h-24 w-full max-w-prose" />
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}

/** An organization's public page (/organizations/{slug}): its profile and open jobs. */
export function PublicOrganizationPage({ slug }: { slug: string }) {
  const query = usePublicOrganization(slug);
  useLogError(query.error, "Failed to fetch the organization");
  const first = query.data?.pages[0] ?? null;
  useDocumentTitle(
    query.isPending
      ? "Organization"
      : first
        ? first.organization.name
        : query.isError
          ? JOB_MESSAGES.fetchFailed
          : JOB_MESSAGES.organizationNotFound,
  );

  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12" role="alert">
        <EmptyState
          headingLevel={1}
          title={JOB_MESSAGES.fetchFailed}
          description="We couldn't load this organization."
          action={
            <Button isBusy={query.isFetching} onClick={() => void query.refetch()}>
              {JOB_MESSAGES.tryAgain}
            </Button>
          }
        />
      </div>
    );
  }
  if (!first) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState
          headingLevel={1}
          title={JOB_MESSAGES.organizationNotFound}
          description="There is no organization at this address."
          action={
            <Link to="/jobs" className={buttonStyles()}>
              {JOB_MESSAGES.backToJobs}
            </Link>
          }
        />
      </div>
    );
  }

  const { organization, pagination } = first;
  const jobs = query.data.pages.flatMap((page) => page?.jobs ?? []);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex items-center gap-4">
        <OrganizationLogo organization={organization} className="size-20" />
        <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words text-slate-900">
          {organization.name}
        </h1>
      </div>
      {organization.description ? (
        <p className="mt-6 max-w-prose text-lg whitespace-pre-line text-slate-800">
          {organization.description}
        </p>
      ) : null}
      <div className="mt-6 max-w-3xl">
        <OrganizationFacts organization={organization} />
      </div>

      <section aria-labelledby="open-jobs" className="mt-10">
        <h2 id="open-jobs" className="text-2xl font-semibold text-slate-900">
          Open Jobs{" "}
          <span className="text-lg font-normal text-slate-600">
            ({formatCount(pagination.total)})
          </span>
        </h2>
        {jobs.length === 0 ? (
          <EmptyState
            className="mt-4"
            title="No open jobs right now"
            description="Browse the jobs board for other positions."
            action={
              <Link to="/jobs" className={buttonStyles({ variant: "secondary" })}>
                Browse Jobs
              </Link>
            }
          />
        ) : (
          <>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {jobs.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </ul>
            {query.hasNextPage ? (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="secondary"
                  isBusy={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  Load more jobs
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
