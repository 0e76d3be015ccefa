import type { JobStatus } from "@field-commons/shared/jobs";
import { Badge } from "../../../components/ui/badge";
import { JOB_STATUS_LABELS } from "../utils/organization-text";

const JOB_TONES: Record<JobStatus, string> = {
  draft: "border-amber-300 bg-amber-50 text-amber-900",
  active: "border-green-300 bg-green-50 text-green-900",
  closed: "border-slate-300 bg-slate-100 text-slate-800",
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <Badge className={JOB_TONES[status]}>{JOB_STATUS_LABELS[status]}</Badge>;
}
