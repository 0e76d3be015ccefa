import {
  JOB_MESSAGES,
  JOB_PAGE_SIZE,
  JOB_SORTS,
  JOB_SORT_LABELS,
  SALARY_SORT_NOTE,
} from "@field-commons/shared/jobs";
import type { JobPage, JobSort } from "@field-commons/shared/jobs";
import { useId, useRef } from "react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Label } from "../../../components/ui/label";
import { Pagination } from "../../../components/ui/pagination";
import { Select } from "../../../components/ui/select";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { cn } from "../../../lib/cn";
import { useJobs } from "../api/get-jobs";
import { JOB_VIEWS, filtersOf, hasFilters, useJobFilters } from "../hooks/use-job-filters";
import type { JobView } from "../hooks/use-job-filters";
import { JOB_TEXTS } from "../utils/job-display";
import { JobAlertCta } from "./job-alert-cta";
import { JobCard, JobCardSkeleton } from "./job-card";
import { JobFilterSelects } from "./job-filters";
import { GridIcon, ListIcon } from "./job-icons";
import { JobSearch } from "./job-search";
import { JobStatsBar } from "./job-stats";

const LAYOUTS: Record<JobView, string> = {
  grid: "grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3",
  list: "flex flex-col gap-4",
};

const VIEW_LABELS: Record<JobView, string> = { grid: "Grid view", list: "List view" };

function ViewToggle({ view, onChange }: { view: JobView; onChange: (view: JobView) => void }) {
  return (
    <div
      role="group"
      aria-label="View"
      className="flex rounded-md border border-slate-300 bg-white"
    >
      {JOB_VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          aria-label={VIEW_LABELS[option]}
          title={VIEW_LABELS[option]}
          onClick={() => onChange(option)}
          className={cn(
            "inline-flex min-h-11 min-w-11 items-center justify-center first:rounded-l-md last:rounded-r-md",
            "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
            view === option ? "bg-accent text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          {option === "grid" ? <GridIcon /> : <ListIcon />}
        </button>
      ))}
    </div>
  );
}

function resultsText(data: JobPage): string {
  const { page, total } = data.pagination;
  if (total === 0 || data.jobs.length === 0) return "No jobs found";
  const first = (page - 1) * JOB_PAGE_SIZE + 1;
  const last = first + data.jobs.length - 1;
  return `Showing ${first}–${last} of ${total.toLocaleString("en-US")} ${total === 1 ? "job" : "jobs"}`;
}

/**
 * /jobs: header figures, search with suggestions, the four filters and
 * Clear all, sort, grid/list, the jobs (12 a page) with page numbers, and the
 * job-alert call to action. Filters, sort, view and page live in the URL.
 */
export function JobsBoard() {
  useDocumentTitle("Jobs");
  const sortId = useId();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const { state, update, setView, setPage, onSearch, clearAll } = useJobFilters();
  const jobs = useJobs({
    page: state.page,
    sort: state.sort,
    search: state.search,
    type: state.type,
    location: state.location,
    domain: state.domain,
    experience: state.experience,
  });
  const filters = filtersOf(state);
  const filtered = hasFilters(state);
  const canClear = filtered || state.sort !== "newest";

  const goToPage = (page: number) => {
    setPage(page);
    const heading = resultsHeadingRef.current;
    heading?.scrollIntoView?.({ block: "start" });
    heading?.focus({ preventScroll: true });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {JOB_TEXTS.boardHeading}
        </h1>
        <p className="mt-2 max-w-2xl text-lg text-pretty text-slate-700">{JOB_TEXTS.boardIntro}</p>
      </header>

      <div className="mt-6">
        <JobStatsBar />
      </div>

      <section
        aria-label="Search and filters"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <JobSearch value={state.search} onSearch={onSearch} />
        <div className="mt-4">
          <JobFilterSelects filters={state} onChange={update} />
        </div>
        {canClear ? (
          <div className="mt-4 flex justify-end">
            <Button variant="ghost" size="sm" onClick={clearAll}>
              {JOB_TEXTS.clearAll}
            </Button>
          </div>
        ) : null}
      </section>

      <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            ref={resultsHeadingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-xl font-semibold text-slate-900 focus-visible:outline-none"
          >
            Open positions
          </h2>
          <p role="status" className="text-sm text-slate-700">
            {jobs.data ? resultsText(jobs.data) : jobs.isPending ? "Loading jobs…" : ""}
          </p>
        </div>
        <div className="flex items-end gap-2">
          <div>
            <Label htmlFor={sortId}>Sort by</Label>
            <Select
              id={sortId}
              className="mt-1"
              value={state.sort}
              onChange={(event) => update({ sort: event.target.value as JobSort })}
            >
              {JOB_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {JOB_SORT_LABELS[sort]}
                </option>
              ))}
            </Select>
          </div>
          <ViewToggle view={state.view} onChange={setView} />
        </div>
      </div>

      {state.sort === "salary-high" || state.sort === "salary-low" ? (
        <p className="mt-2 text-sm text-slate-700">{SALARY_SORT_NOTE}</p>
      ) : null}

      <div className="mt-4">
        {jobs.isPending ? (
          <div aria-busy="true" className={LAYOUTS[state.view]}>
            {Array.from({ length: 6 }, (_, index) => (
              <JobCardSkeleton key={index} view={state.view} />
            ))}
          </div>
        ) : jobs.isError && !jobs.data ? (
          <div
            role="alert"
            className="flex flex-col items-center rounded-lg border border-red-300 bg-danger-soft px-6 py-12 text-center"
          >
            <h3 className="text-xl font-semibold text-danger">{JOB_MESSAGES.fetchFailed}</h3>
            <p className="mt-2 text-danger">{JOB_TEXTS.fetchJobsFailed}</p>
            <Button
              variant="secondary"
              className="mt-6"
              isBusy={jobs.isFetching}
              onClick={() => void jobs.refetch()}
            >
              {JOB_MESSAGES.tryAgain}
            </Button>
          </div>
        ) : jobs.data && jobs.data.jobs.length === 0 ? (
          jobs.data.pagination.total > 0 ? (
            <EmptyState
              headingLevel={3}
              title="No jobs on this page"
              description={`There are ${jobs.data.pagination.pages} pages of jobs.`}
              action={
                <Button variant="secondary" onClick={() => goToPage(1)}>
                  Go to page 1
                </Button>
              }
            />
          ) : (
            <EmptyState
              headingLevel={3}
              title={JOB_TEXTS.emptyTitle}
              description={filtered ? JOB_TEXTS.emptyFiltered : JOB_TEXTS.emptyNone}
              action={
                canClear ? (
                  <Button variant="secondary" onClick={clearAll}>
                    {JOB_TEXTS.clearAll}
                  </Button>
                ) : undefined
              }
            />
          )
        ) : jobs.data ? (
          <div aria-busy={jobs.isPlaceholderData || undefined}>
            <ul
              aria-label="Jobs"
              className={cn(
                LAYOUTS[state.view],
                "transition-opacity",
                jobs.isPlaceholderData && "opacity-60",
              )}
            >
              {jobs.data.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} view={state.view} headingLevel={3} />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-8"
              page={jobs.data.pagination.page}
              pages={jobs.data.pagination.pages}
              onPageChange={goToPage}
              label="Job pages"
            />
          </div>
        ) : null}
      </div>

      <div className="mt-12">
        <JobAlertCta filters={filters} />
      </div>
    </div>
  );
}
