import {
  JOB_PAGE_SIZE,
  JOB_STATUSES,
  JOB_TYPE_LABELS,
  LOCATION_TYPE_LABELS,
  formatCompensation,
  jobAgeText,
} from "@field-commons/shared/jobs";
import type { JobStatus, JobSummary } from "@field-commons/shared/jobs";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { errorText } from "../../../components/form/form-model";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { Label } from "../../../components/ui/label";
import { Message } from "../../../components/ui/message";
import { Select } from "../../../components/ui/select";
import { useLogError } from "../../../hooks/use-log-error";
import { useCloseJob, useDeleteJob, useOrganizationJobs } from "../api/organization-jobs";
import {
  JOB_STATUS_LABELS,
  ORGANIZATION_TEXT,
  countOf,
  formatDay,
  placeText,
} from "../utils/organization-text";
import { JobStatusBadge } from "./badges";
import { ListTotal, PagedList } from "./load-states";

type Notice = { tone: "success" | "error"; text: string } | null;

function JobRow({
  job,
  busy,
  onEdit,
  onClose,
  onDelete,
  onApplications,
}: {
  job: JobSummary;
  busy: boolean;
  onEdit: () => void;
  onClose: () => void;
  onDelete: () => void;
  onApplications: () => void;
}) {
  const place = placeText(job.location);
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-lg font-semibold break-words text-slate-900">
          <Link to={`/jobs/${job.id}`} className="hover:text-accent hover:underline">
            {job.title}
          </Link>
        </h3>
        <JobStatusBadge status={job.status} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {[
          JOB_TYPE_LABELS[job.type],
          LOCATION_TYPE_LABELS[job.location.type],
          place,
          formatCompensation(job.compensation),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Posted {jobAgeText(job.createdAt)}
        {job.applicationDeadline ? ` · Deadline ${formatDay(job.applicationDeadline)}` : ""}
      </p>
      <p className="mt-2 text-sm text-slate-700 tabular-nums">
        {countOf(job.counts.views, "view")} · {countOf(job.counts.applications, "application")}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          Edit<span className="sr-only"> {job.title}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onApplications}>
          Applications<span className="sr-only"> to {job.title}</span>
        </Button>
        {job.status !== "closed" ? (
          <Button variant="secondary" size="sm" isBusy={busy} onClick={onClose}>
            Close<span className="sr-only"> {job.title}</span>
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" className="text-danger" onClick={onDelete}>
          Delete<span className="sr-only"> {job.title}</span>
        </Button>
      </div>
    </li>
  );
}

/** The organization's jobs in every status, with post, edit, close and delete. */
export function JobsTab({
  onPost,
  onEdit,
  onApplications,
}: {
  onPost: () => void;
  onEdit: (jobId: string) => void;
  onApplications: (jobId: string) => void;
}) {
  const filterId = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<JobStatus | undefined>(undefined);
  const jobs = useOrganizationJobs({ page, limit: JOB_PAGE_SIZE, status });
  useLogError(jobs.error, "Failed to fetch the organization's jobs");
  const closeJob = useCloseJob();
  const deleteJob = useDeleteJob();
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, setPending] = useState<JobSummary | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNotice = useRef(false);

  const close = async (job: JobSummary) => {
    setNotice(null);
    try {
      await closeJob.mutateAsync(job.id);
      setNotice({ tone: "success", text: `“${job.title}” is closed.` });
    } catch (error) {
      console.error("Failed to close the job", error);
      setNotice({
        tone: "error",
        text: errorText(error, "The job could not be closed. Please try again."),
      });
    }
  };

  const confirmDelete = async () => {
    if (!pending) return;
    const job = pending;
    try {
      await deleteJob.mutateAsync(job.id);
      setNotice({ tone: "success", text: `“${job.title}” was deleted.` });
    } catch (error) {
      console.error("Failed to delete the job", error);
      setNotice({
        tone: "error",
        text: errorText(error, "The job could not be deleted. Please try again."),
      });
    }
    focusNotice.current = true;
    setPending(null);
  };

  const data = jobs.data;
  return (
    <section aria-labelledby={`${filterId}-heading`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${filterId}-heading`} className="text-xl font-semibold text-slate-900">
          Your jobs
          <ListTotal total={data?.pagination.total} />
        </h2>
        <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
          <div className="min-w-40 flex-1 sm:flex-none">
            <Label htmlFor={filterId}>Status</Label>
            <Select
              id={filterId}
              className="mt-1"
              value={status ?? ""}
              onChange={(event) => {
                const value = event.target.value;
                setStatus(value === "" ? undefined : (value as JobStatus));
                setPage(1);
              }}
            >
              <option value="">All statuses</option>
              {JOB_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {JOB_STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          </div>
          <Button onClick={onPost}>{ORGANIZATION_TEXT.postJob}</Button>
        </div>
      </div>

      <div ref={noticeRef} tabIndex={-1} className="mt-4 focus:outline-none">
        {notice ? <Message tone={notice.tone}>{notice.text}</Message> : null}
      </div>

      <div className="mt-4">
        <PagedList
          query={jobs}
          items={data?.jobs}
          pagination={data?.pagination}
          loadingLabel="Loading your jobs…"
          empty={
            <EmptyState
              title={ORGANIZATION_TEXT.noJobs}
              description={
                status
                  ? "No job has this status."
                  : "Post a job to start receiving applications from researchers."
              }
              action={
                status ? (
                  <Button variant="secondary" onClick={() => setStatus(undefined)}>
                    Show all jobs
                  </Button>
                ) : null
              }
            />
          }
          label="Jobs"
          className="space-y-4"
          pagerLabel="Jobs pages"
          onPage={setPage}
        >
          {(job) => (
            <JobRow
              key={job.id}
              job={job}
              busy={closeJob.isPending && closeJob.variables === job.id}
              onEdit={() => onEdit(job.id)}
              onClose={() => void close(job)}
              onDelete={() => setPending(job)}
              onApplications={() => onApplications(job.id)}
            />
          )}
        </PagedList>
      </div>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={`Delete “${pending?.title ?? ""}”?`}
        description="The job, its applications and their résumés will be deleted. This cannot be undone."
        confirmLabel="Delete Job"
        isBusy={deleteJob.isPending}
        onConfirm={() => void confirmDelete()}
        onCloseAutoFocus={(event) => {
          // After a delete the row is gone: focus moves to the outcome.
          if (focusNotice.current && noticeRef.current) {
            event.preventDefault();
            noticeRef.current.focus();
          }
          focusNotice.current = false;
        }}
      />
    </section>
  );
}
