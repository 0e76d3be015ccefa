import { APPLICATION_STATUS_LABELS } from "@field-commons/shared/applications";
import type { ApplicationStatus } from "@field-commons/shared/applications";
import type { JobStatus } from "@field-commons/shared/jobs";
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";
import { JOB_STATUS_LABELS } from "../utils/organization-text";

const JOB_TONES: Record<JobStatus, string> = {
  draft: "border-amber-300 bg-amber-50 text-amber-900",
  active: "border-green-300 bg-green-50 text-green-900",
  closed: "border-slate-300 bg-slate-100 text-slate-800",
};

/** Pending blue, reviewed violet, accepted green, rejected red (DESIGN.md's status colours). */
const APPLICATION_TONES: Record<ApplicationStatus, string> = {
  pending: "border-blue-300 bg-blue-50 text-blue-900",
  reviewed: "border-violet-300 bg-violet-50 text-violet-900",
  accepted: "border-green-300 bg-green-50 text-green-900",
  rejected: "border-red-300 bg-red-50 text-red-900",
};

function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        tone,
      )}
    >
      {children}
    </span>
  );
}

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <Badge tone={JOB_TONES[status]}>{JOB_STATUS_LABELS[status]}</Badge>;
}

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={APPLICATION_TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}
