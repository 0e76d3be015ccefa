import type { Application } from "@field-commons/shared/applications";
import { formatDate } from "@field-commons/shared/content";
import { LOCATION_TYPE_LABELS } from "@field-commons/shared/jobs";
import { Link } from "react-router";
import { ApplicationStatusBadge } from "./application-status-badge";

/** Where the job is: 'Valencia, Spain', or its location type ('Remote') without a place. */
function place(application: Application): string {
  const { city, country, type } = application.job.location;
  return [city, country].filter(Boolean).join(", ") || LOCATION_TYPE_LABELS[type];
}

/**
 * One of your own job applications in a list (an <li>): the job, linked to
 * its page, its organization, when you applied, and the status the
 * organization gave it.
 */
export function ApplicationRow({
  application,
  headingLevel,
  detailed = false,
}: {
  application: Application;
  /** The job title as a heading of this level (under a section heading); plain text without. */
  headingLevel?: 3 | 4;
  /** Also the job's place after the organization, and when the status last changed. */
  detailed?: boolean;
}) {
  const { job, status, appliedAt, updatedAt } = application;
  const Title = headingLevel ? (`h${headingLevel}` as const) : "p";
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <Title className="font-semibold break-words text-slate-900">
          <Link
            to={`/jobs/${encodeURIComponent(job.id)}`}
            className="rounded-sm underline-offset-2 hover:text-accent hover:underline"
          >
            {job.title}
          </Link>
        </Title>
        <p className="mt-0.5 text-sm break-words text-slate-700">
          {detailed ? `${job.organization.name} · ${place(application)}` : job.organization.name}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Applied <time dateTime={appliedAt}>{formatDate(appliedAt)}</time>
          {detailed && updatedAt !== appliedAt ? (
            <>
              {" · Updated "}
              <time dateTime={updatedAt}>{formatDate(updatedAt)}</time>
            </>
          ) : null}
        </p>
      </div>
      <ApplicationStatusBadge status={status} className="shrink-0 self-start">
        <span className="sr-only">Status: </span>
      </ApplicationStatusBadge>
    </li>
  );
}
