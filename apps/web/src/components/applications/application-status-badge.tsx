import { APPLICATION_STATUS_LABELS } from "@field-commons/shared/applications";
import type { ApplicationStatus } from "@field-commons/shared/applications";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Badge } from "../ui/badge";

/** Pending blue, reviewed violet, accepted green, rejected red. */
const TONES: Record<ApplicationStatus, string> = {
  pending: "border-blue-300 bg-blue-50 text-blue-900",
  reviewed: "border-violet-300 bg-violet-50 text-violet-900",
  accepted: "border-green-300 bg-green-50 text-green-900",
  rejected: "border-red-300 bg-red-50 text-red-900",
};

/** A job application's status as a badge ('Pending', 'Accepted', ...). */
export function ApplicationStatusBadge({
  status,
  className,
  children,
}: {
  status: ApplicationStatus;
  className?: string;
  /** Before the status (a hidden 'Status: ' where the badge stands alone). */
  children?: ReactNode;
}) {
  return (
    <Badge className={cn(TONES[status], className)}>
      {children}
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
