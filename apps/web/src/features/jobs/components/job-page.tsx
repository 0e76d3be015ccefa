import { formatCount } from "@field-commons/shared/us-format";
import { JOB_MESSAGES } from "@field-commons/shared/jobs";
import { lazyDialog } from "../../../components/errors/lazy-component";
import { useLoginPath } from "../../../lib/return-path";
import type { JobDetail } from "@field-commons/shared/jobs";
import { Suspense, useId, useState } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { z } from "zod";
import {
  ContentDetailSkeleton,
  ContentLoadError,
  ContentNotFound,
} from "../../../components/content/content-detail-states";
import { useReturnFocus } from "../../../components/ui/dialog-focus";
import { Button, buttonStyles } from "../../../components/ui/button";
import { ExternalLink } from "../../../components/ui/external-link";
import { PinIcon } from "../../../components/ui/icons";
import { Message } from "../../../components/ui/message";
import { TextBlocks } from "../../../components/ui/text-blocks";
import { RelatedBlock } from "../../../components/related/related-block";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useMetaDescription } from "../../../hooks/use-meta-description";
import { ApiError } from "../../../lib/api-client";
import { useSession } from "../../../lib/session/use-session";
import { useJob } from "../api/get-job";
import { useRecordJobView } from "../hooks/use-record-job-view";
import { JOB_TEXTS, formatDay, jobDisplay } from "../utils/job-display";
import { BriefcaseIcon, ClockIcon, LevelIcon } from "./job-icons";
import { JobReactionButton } from "./job-reaction-button";
import { OrganizationLogo } from "./organization-logo";
import { RelatedJobs } from "./related-jobs";

// The form, its validation and the dialog load when the visitor opens it.
const ApplyDialog = lazyDialog(() =>
  import("./apply-dialog").then((m) => ({ default: m.ApplyDialog })),
);

const isUuid = (value: string) => z.uuid().safeParse(value).success;

const CARD = "rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
const CARD_HEADING = "text-sm font-semibold tracking-wide text-slate-600 uppercase";

function NotFound() {
  return (
    <ContentNotFound
      heading={JOB_MESSAGES.jobNotFound}
      message={JOB_TEXTS.notFoundMessage}
      backTo="/jobs"
      backLabel={JOB_MESSAGES.backToJobs}
    />
  );
}

/**
 * /jobs/{id}: loading, error ('Oops! Something went wrong', Try Again),
 * 'Job Not Found' (Back to Jobs), or the job. Records one view per page load.
 */
export function JobPage({ id }: { id: string }) {
  // Job ids are UUIDs: anything else cannot be a job.
  return isUuid(id) ? <LoadedJobPage id={id} /> : <InvalidJobId />;
}

function InvalidJobId() {
  useDocumentTitle(JOB_MESSAGES.jobNotFound);
  return <NotFound />;
}

function LoadedJobPage({ id }: { id: string }) {
  const job = useJob(id);
  useRecordJobView(job.data ? job.data.id : null);
  const notFound = job.error instanceof ApiError && job.error.status === 404;
  useDocumentTitle(
    job.data?.title ?? (notFound ? JOB_MESSAGES.jobNotFound : job.isError ? undefined : "Job"),
  );

  if (job.data) return <JobDetailView job={job.data} />;
  if (job.isPending) return <ContentDetailSkeleton label="Loading job…" />;
  if (notFound) return <NotFound />;
  return (
    <ContentLoadError
      message={JOB_TEXTS.fetchJobFailed}
      onRetry={() => void job.refetch()}
      isRetrying={job.isFetching}
      backTo="/jobs"
      backLabel={JOB_MESSAGES.backToJobs}
    />
  );
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-accent">
        {items.map((item, index) => (
          <li key={index} className="pl-1">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Meta({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      {icon}
      <span className="sr-only">{`${label}: `}</span>
      <span>{children}</span>
    </li>
  );
}

function JobDetailView({ job }: { job: JobDetail }) {
  const display = jobDisplay(job);
  const { user } = useSession();
  const descriptionId = useId();
  const tagsId = useId();
  useMetaDescription(job.excerpt);
  const [applyOpen, setApplyOpen] = useState(false);
  const [applyLoaded, setApplyLoaded] = useState(false);
  const returnFocus = useReturnFocus();
  const loginPath = useLoginPath();

  const deadline = formatDay(job.applicationDeadline);
  const start = formatDay(job.startDate);
  const open = job.status === "active";

  let applyArea: ReactNode;
  if (!open) {
    applyArea = <Message tone="info">{JOB_MESSAGES.jobClosed}</Message>;
  } else if (!user) {
    applyArea = (
      <Link to={loginPath} className={buttonStyles({ className: "w-full" })}>
        {JOB_TEXTS.applyNow}
      </Link>
    );
  } else if (job.viewer.applicationId) {
    applyArea = <Message tone="success">You have applied to this job.</Message>;
  } else {
    applyArea = (
      <Button
        className="w-full"
        onClick={() => {
          setApplyLoaded(true);
          setApplyOpen(true);
        }}
      >
        {JOB_TEXTS.applyNow}
      </Button>
    );
  }

  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <li>
            <Link to="/jobs" className="underline-offset-2 hover:text-slate-900 hover:underline">
              Jobs
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="max-w-full truncate font-medium text-slate-800">
            {job.title}
          </li>
        </ol>
      </nav>

      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start">
        <OrganizationLogo organization={job.organization} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center rounded-full border border-slate-300 bg-white px-2.5 py-0.5 text-sm font-semibold text-slate-800">
              {job.domain}
            </span>
            {job.category ? (
              <span className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-800">
                {job.category}
              </span>
            ) : null}
            {open ? null : (
              <span className="inline-flex items-center rounded-full bg-danger-soft px-2.5 py-0.5 text-sm font-semibold text-danger">
                Closed
              </span>
            )}
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance break-words text-slate-900 sm:text-4xl">
            {job.title}
          </h1>
          <p className="mt-2 text-lg text-slate-700">
            <Link
              to={`/organizations/${encodeURIComponent(job.organization.slug)}`}
              className="font-semibold text-slate-900 underline-offset-2 hover:text-accent hover:underline"
            >
              {job.organization.name}
            </Link>
          </p>
          <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-slate-700">
            <Meta icon={<PinIcon />} label="Location">
              {display.location}
            </Meta>
            <Meta icon={<BriefcaseIcon />} label="Type">
              {display.type}
            </Meta>
            <Meta icon={<LevelIcon />} label="Experience">
              {display.experience}
            </Meta>
            <Meta icon={<ClockIcon />} label="Posted">
              <time dateTime={job.createdAt}>{display.age}</time>
            </Meta>
          </ul>
          <div className="mt-5 flex flex-wrap items-start gap-2">
            <JobReactionButton job={job} kind="save" />
            <JobReactionButton job={job} kind="like" />
          </div>
        </div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="max-w-3xl min-w-0 text-base leading-relaxed text-slate-800 sm:text-lg">
          <section aria-labelledby={descriptionId}>
            <h2 id={descriptionId} className="text-2xl font-semibold text-slate-900">
              Job Description
            </h2>
            <TextBlocks text={job.description} className="mt-4" />
          </section>
          <ListSection title="Requirements" items={job.requirements} />
          <ListSection title="Responsibilities" items={job.responsibilities} />
          <ListSection title="Benefits" items={job.benefits} />
          {job.tags.length > 0 ? (
            <section aria-labelledby={tagsId} className="mt-10">
              <h2 id={tagsId} className="text-2xl font-semibold text-slate-900">
                Tags
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {job.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside aria-label="About this job" className="min-w-0 space-y-6">
          <section aria-label="Salary and application" className={CARD}>
            <h2 className={CARD_HEADING}>Salary</h2>
            <p className="mt-2 text-2xl font-bold text-slate-900">{display.salary}</p>
            {deadline || start ? (
              <dl className="mt-3 space-y-1 text-sm text-slate-700">
                {deadline ? (
                  <div className="flex justify-between gap-3">
                    <dt>Apply by</dt>
                    <dd className="font-medium text-slate-900">{deadline}</dd>
                  </div>
                ) : null}
                {start ? (
                  <div className="flex justify-between gap-3">
                    <dt>Start date</dt>
                    <dd className="font-medium text-slate-900">{start}</dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
            <div className="mt-5">{applyArea}</div>
          </section>

          <section aria-label="Job stats" className={CARD}>
            <h2 className={CARD_HEADING}>Job Stats</h2>
            <dl className="mt-3 grid grid-cols-2 gap-4">
              <div>
                <dt className="text-sm text-slate-600">Views</dt>
                <dd className="text-2xl font-bold text-slate-900">
                  {formatCount(job.counts.views)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Applications</dt>
                <dd className="text-2xl font-bold text-slate-900">
                  {formatCount(job.counts.applications)}
                </dd>
              </div>
            </dl>
          </section>

          <OrganizationCard job={job} />
        </aside>
      </div>

      <RelatedJobs domain={job.domain} jobId={job.id} />
      <RelatedBlock entityType="job" entityId={job.id} />

      <Link
        to="/jobs"
        className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline underline-offset-2"
      >
        <span aria-hidden="true">←</span> {JOB_MESSAGES.backToJobs}
      </Link>

      {applyLoaded && user ? (
        <Suspense fallback={null}>
          <ApplyDialog
            job={job}
            user={user}
            open={applyOpen}
            onOpenChange={setApplyOpen}
            focusHandlers={returnFocus}
          />
        </Suspense>
      ) : null}
    </article>
  );
}

function OrganizationCard({ job }: { job: JobDetail }) {
  const organization = job.organization;
  const facts = [
    organization.location,
    organization.size ? `${organization.size} employees` : "",
    organization.domain ?? "",
  ].filter(Boolean);
  return (
    <section aria-label="Organization" className={CARD}>
      <h2 className={CARD_HEADING}>About the organization</h2>
      <div className="mt-3 flex items-center gap-3">
        <OrganizationLogo organization={organization} />
        <p className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {organization.name}
        </p>
      </div>
      {facts.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {organization.description ? (
        <p className="mt-3 line-clamp-5 text-sm text-slate-700">{organization.description}</p>
      ) : null}
      {organization.website ? (
        <p className="mt-3 text-sm">
          <ExternalLink href={organization.website}>Website</ExternalLink>
        </p>
      ) : null}
      <Link
        to={`/organizations/${encodeURIComponent(organization.slug)}`}
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2"
      >
        View organization
      </Link>
    </section>
  );
}
