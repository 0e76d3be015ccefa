import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
} from "@field-commons/shared/applications";
import type { Application, ApplicationStatus } from "@field-commons/shared/applications";
import { JOB_PAGE_SIZE } from "@field-commons/shared/jobs";
import { useId, useState } from "react";
import { ApplicationStatusBadge } from "../../../components/applications/application-status-badge";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import { useLogError } from "../../../hooks/use-log-error";
import { useOrganizationApplications } from "../api/organization-applications";
import { useOrganizationJobOptions } from "../api/organization-jobs";
import type { ApplicationFilters } from "../hooks/use-dashboard-params";
import { ORGANIZATION_TEXT, formatDay } from "../utils/organization-text";
import { ApplicationDialog } from "./application-dialog";
import { ListTotal, PagedList } from "./load-states";

/** One application in a list: who, for which job, when, its status, and View. */
export function ApplicationRow({
  application,
  onOpen,
}: {
  application: Application;
  onOpen: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{application.applicant.name}</p>
        <p className="text-sm break-words text-slate-700">{application.job.title}</p>
        <p className="text-sm text-slate-600">Applied {formatDay(application.appliedAt)}</p>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <ApplicationStatusBadge status={application.status} />
        <Button variant="secondary" size="sm" onClick={onOpen}>
          View Application<span className="sr-only"> from {application.applicant.name}</span>
        </Button>
      </div>
    </li>
  );
}

/** Applications to the organization's jobs, filtered by job and by status. */
export function ApplicationsTab({
  filters,
  onFiltersChange,
}: {
  filters: ApplicationFilters;
  onFiltersChange: (filters: ApplicationFilters) => void;
}) {
  const id = useId();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Application | null>(null);
  const applications = useOrganizationApplications({
    page,
    limit: JOB_PAGE_SIZE,
    jobId: filters.jobId,
    status: filters.status,
  });
  const jobOptions = useOrganizationJobOptions();
  useLogError(applications.error, "Failed to fetch applications");
  useLogError(jobOptions.error, "Failed to fetch the jobs for the filter");

  const change = (next: ApplicationFilters) => {
    setPage(1);
    onFiltersChange(next);
  };
  const filtered = Boolean(filters.jobId || filters.status);
  const knownJob = !filters.jobId || jobOptions.data?.some((job) => job.id === filters.jobId);
  const data = applications.data;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        Applications
        <ListTotal total={data?.pagination.total} />
      </h2>
      <div
        role="group"
        aria-label="Filter applications"
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      >
        <div>
          <Label htmlFor={`${id}-job`}>Job</Label>
          <Select
            id={`${id}-job`}
            className="mt-1"
            value={filters.jobId ?? ""}
            onChange={(event) => change({ ...filters, jobId: event.target.value || undefined })}
          >
            <option value="">All jobs</option>
            {(jobOptions.data ?? []).map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
            {!knownJob && filters.jobId ? (
              <option value={filters.jobId}>
                {jobOptions.isPending ? "Loading jobs…" : "A job no longer listed"}
              </option>
            ) : null}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            className="mt-1"
            value={filters.status ?? ""}
            onChange={(event) =>
              change({
                ...filters,
                status: (event.target.value || undefined) as ApplicationStatus | undefined,
              })
            }
          >
            <option value="">All statuses</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="secondary" disabled={!filtered} onClick={() => change({})}>
          Clear Filters
        </Button>
      </div>

      <div className="mt-5">
        <PagedList
          query={applications}
          items={data?.applications}
          pagination={data?.pagination}
          loadingLabel="Loading applications…"
          empty={
            <EmptyState
              title={
                filtered ? "No applications match these filters" : ORGANIZATION_TEXT.noApplications
              }
              description={
                filtered
                  ? "Try another job or status, or clear the filters."
                  : "Applications to your jobs appear here as they arrive."
              }
            />
          }
          label="Applications"
          className="space-y-3"
          pagerLabel="Applications pages"
          onPage={setPage}
        >
          {(application) => (
            <ApplicationRow
              key={application.id}
              application={application}
              onOpen={() => setOpen(application)}
            />
          )}
        </PagedList>
      </div>
      <ApplicationDialog application={open} onOpenChange={(next) => !next && setOpen(null)} />
    </section>
  );
}
