import type { JobSummary } from "@field-commons/shared/jobs";
import { useId } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PinIcon } from "../../../components/ui/icons";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import type { JobView } from "../hooks/use-job-filters";
import { jobDisplay, jobPreview } from "../utils/job-display";
import { BriefcaseIcon, ClockIcon, LevelIcon, MoneyIcon } from "./job-icons";
import { OrganizationLogo } from "./organization-logo";

/** Tags shown on a card; the rest are counted. */
const CARD_TAGS = 4;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      {icon}
      <span className="sr-only">{`${label}: `}</span>
      <span className="truncate">{children}</span>
    </li>
  );
}

/**
 * A job on the board (grid or list view) or among related jobs: title
 * linking to /jobs/{id} (the whole card is the link's target), organization,
 * location, type, experience, salary, tags, the description preview (150
 * characters in grid view, 200 in list view) and how long ago it was posted.
 */
export function JobCard({
  job,
  view,
  headingLevel = 2,
  now,
}: {
  job: JobSummary;
  view: JobView;
  headingLevel?: 2 | 3;
  now?: Date;
}) {
  const titleId = useId();
  const display = jobDisplay(job, now);
  const Heading = `h${headingLevel}` as const;
  const tags = job.tags.slice(0, CARD_TAGS);
  const moreTags = job.tags.length - tags.length;
  const list = view === "list";

  // The title (a link covering the whole card) and the organization, placed
  // beside the logo in the grid and beside the salary in the list.
  const heading = (
    <>
      <Heading id={titleId} className="text-lg leading-snug font-semibold text-slate-900">
        <Link
          to={display.href}
          className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-lg hover:text-accent hover:underline"
        >
          {job.title}
        </Link>
      </Heading>
      <p className="mt-0.5 truncate text-sm font-medium text-slate-700">{job.organization.name}</p>
    </>
  );

  return (
    <article
      aria-labelledby={titleId}
      data-view={view}
      className={cn(
        "relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-shadow",
        "hover:border-slate-300 hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-focus sm:p-5",
        list && "sm:flex-row sm:gap-5",
      )}
    >
      <div className={cn("flex items-start gap-3", list && "sm:shrink-0")}>
        <OrganizationLogo organization={job.organization} />
        {list ? null : <div className="min-w-0 flex-1">{heading}</div>}
      </div>

      <div className={cn("flex min-w-0 flex-1 flex-col", list ? "mt-3 sm:mt-0" : "mt-3")}>
        {list ? (
          <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
            <div className="min-w-0">{heading}</div>
            <p className="shrink-0 text-sm font-semibold text-slate-900">{display.salary}</p>
          </div>
        ) : null}

        <ul
          className={cn(
            "grid gap-x-4 gap-y-1 text-sm text-slate-700",
            list ? "mt-2 sm:flex sm:flex-wrap" : "grid-cols-1",
          )}
        >
          <Fact icon={<PinIcon />} label="Location">
            {display.location}
          </Fact>
          <Fact icon={<BriefcaseIcon />} label="Type">
            {display.type}
          </Fact>
          <Fact icon={<LevelIcon />} label="Experience">
            {display.experience}
          </Fact>
          {list ? null : (
            <Fact icon={<MoneyIcon />} label="Salary">
              {display.salary}
            </Fact>
          )}
        </ul>

        <p className="mt-3 text-sm break-words text-slate-700">{jobPreview(job.excerpt, view)}</p>

        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-4 gap-y-2 pt-3">
          {tags.length > 0 ? (
            <ul aria-label="Tags" className="flex min-w-0 flex-wrap gap-1.5">
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="max-w-full truncate rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800"
                >
                  {tag}
                </li>
              ))}
              {moreTags > 0 ? (
                <li className="px-1 py-0.5 text-xs font-medium text-slate-600">{`+${moreTags} more`}</li>
              ) : null}
            </ul>
          ) : (
            <span />
          )}
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <ClockIcon />
            <span className="sr-only">Posted </span>
            <time dateTime={job.createdAt}>{display.age}</time>
          </p>
        </div>
      </div>
    </article>
  );
}

/** The shape of a job card while the board loads. */
export function JobCardSkeleton({ view }: { view: JobView }) {
  return (
    <div
      className={cn(
        "rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5",
        view === "list" && "sm:flex sm:gap-5",
      )}
    >
      <div className="flex gap-3">
        <Skeleton className="size-12 shrink-0" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <div className="mt-4 flex-1 space-y-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}
