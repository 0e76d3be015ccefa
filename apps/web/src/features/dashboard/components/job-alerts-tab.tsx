import { formatDate } from "@field-commons/shared/content";
import { describeJobFilters, type JobAlert, type JobFilters } from "@field-commons/shared/jobs";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonStyles } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { useLogError } from "../../../hooks/use-log-error";
import { useDeleteJobAlert, useMyJobAlerts } from "../api/get-dashboard";
import { LoadErrorNote } from "./list-states";

function describeFilters(filters: JobFilters): string {
  return describeJobFilters(filters) ?? "Every new job";
}

/** The delete dialog's sentence: the filters named, or plainly for an alert without filters. */
function deleteDescription(filters: JobFilters): string {
  const described = describeJobFilters(filters);
  return described
    ? `New jobs for “${described}” will no longer be listed.`
    : "New jobs will no longer be collected for you.";
}

/** The board with the alert's filters and newest first, where its new jobs are at the top. */
function boardLink(filters: JobFilters): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === "string" && value !== "") search.set(key, value);
  }
  search.set("sort", "newest");
  return `/jobs?${search}`;
}

function AlertRow({ alert, onDelete }: { alert: JobAlert; onDelete: (alert: JobAlert) => void }) {
  const label = describeFilters(alert.filters);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{label}</p>
        <p className="mt-0.5 text-sm text-slate-600">
          Saved {formatDate(alert.createdAt)} ·{" "}
          {alert.matches === 1 ? "1 new job" : `${alert.matches.toLocaleString("en-US")} new jobs`}{" "}
          since then
        </p>
      </div>
      <div className="flex gap-2">
        <Link
          to={boardLink(alert.filters)}
          aria-label={`Show jobs for ${label}`}
          className={buttonStyles({ variant: "secondary", size: "sm" })}
        >
          Show jobs
        </Link>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onDelete(alert)}
          aria-label={`Delete alert ${label}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

/** The Job Alerts tab: the filters you saved on the jobs board and how many new jobs match each. */
export function JobAlertsTab() {
  const query = useMyJobAlerts();
  const remove = useDeleteJobAlert();
  const [pending, setPending] = useState<JobAlert | null>(null);
  useLogError(query.error, "Failed to fetch job alerts");

  const alerts = query.data?.alerts ?? [];
  return (
    <div>
      {query.isError ? (
        <LoadErrorNote onRetry={() => void query.refetch()}>
          We couldn&apos;t load your job alerts.
        </LoadErrorNote>
      ) : null}
      {query.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            Loading your job alerts…
          </p>
          <Skeleton className="h-16 w-full" />
        </div>
      ) : alerts.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No job alerts yet"
          description="Filter the jobs board and choose 'Create Job Alert' to hear about new jobs that match."
          action={
            <Link to="/jobs" className={buttonStyles({ variant: "secondary" })}>
              Browse jobs
            </Link>
          }
        />
      ) : (
        <ul aria-label="Your job alerts" className="grid gap-3">
          {alerts.map((alert) => (
            <AlertRow key={alert.id} alert={alert} onDelete={setPending} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title="Delete this job alert?"
        description={pending ? deleteDescription(pending.filters) : ""}
        confirmLabel="Delete"
        isBusy={remove.isPending}
        onConfirm={() => {
          if (!pending) return;
          remove.mutate(pending.id, {
            onSuccess: () => setPending(null),
            onError: (error) => console.error("Failed to delete job alert", error),
          });
        }}
      />
    </div>
  );
}
