import { describeJobFilters } from "@field-commons/shared/jobs";
import type { JobFilters } from "@field-commons/shared/jobs";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonStyles } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { ApiError } from "../../../lib/api-client";
import { useLoginPath } from "../../../lib/return-path";
import { useSession } from "../../../lib/session/use-session";
import { useCreateJobAlert } from "../api/create-job-alert";
import { BellIcon } from "./job-icons";

export const JOB_ALERT_TEXTS = {
  heading: "Get job alerts",
  create: "Create Job Alert",
  signIn: "Log in to create a job alert",
  failed: "Could not save the job alert. Please try again.",
} as const;

/** The filters in words, or 'all new jobs' without filters. */
export function describeFilters(filters: JobFilters): string {
  return describeJobFilters(filters) ?? "all new jobs";
}

/** What the alert will do: for the filters in words, or plainly for every new job. */
function alertInvitation(filters: JobFilters): string {
  const described = describeJobFilters(filters);
  return described
    ? `Save this search as an alert and we will collect new jobs for ${described}.`
    : "Create an alert and we will collect all new jobs for you.";
}

/**
 * The job-alert call to action: signed in, saves the board's current filters
 * as an alert (POST /api/job-alerts) and confirms it; signed out, leads to
 * the login page.
 */
export function JobAlertCta({ filters }: { filters: JobFilters }) {
  const headingId = useId();
  const { user } = useSession();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const create = useCreateJobAlert();
  const key = JSON.stringify(filters);
  // The filters the last alert was saved for: the confirmation stays until they change.
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const summary = describeFilters(filters);
  const saved = savedFor === key;
  const confirmationRef = useRef<HTMLDivElement>(null);

  // The button gives way to the confirmation: the focus moves there with it.
  useEffect(() => {
    if (savedFor !== null) confirmationRef.current?.focus();
  }, [savedFor]);

  const onCreate = () => {
    create.mutate(filters, {
      onSuccess: () => setSavedFor(key),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) void navigate(loginPath);
      },
    });
  };

  const failure =
    create.isError && create.variables && JSON.stringify(create.variables) === key
      ? create.error instanceof ApiError && create.error.status === 409
        ? (create.error.serverMessage ?? JOB_ALERT_TEXTS.failed)
        : JOB_ALERT_TEXTS.failed
      : null;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-accent/30 bg-accent-soft p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex gap-3">
        <span className="mt-0.5 text-accent">
          <BellIcon />
        </span>
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {JOB_ALERT_TEXTS.heading}
          </h2>
          <p className="mt-1 text-slate-700">{alertInvitation(filters)}</p>
          {saved ? (
            <Message ref={confirmationRef} tabIndex={-1} tone="success" className="mt-3">
              {`Job alert created for ${summary}.`}
            </Message>
          ) : null}
          {failure ? (
            <Message tone="error" className="mt-3">
              {failure}
            </Message>
          ) : null}
        </div>
      </div>
      {user ? (
        saved ? null : (
          <Button className="shrink-0" isBusy={create.isPending} onClick={onCreate}>
            {JOB_ALERT_TEXTS.create}
          </Button>
        )
      ) : (
        <Link to={loginPath} className={buttonStyles({ className: "shrink-0" })}>
          {JOB_ALERT_TEXTS.signIn}
        </Link>
      )}
    </section>
  );
}
