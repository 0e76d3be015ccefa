import type { ContentStatus } from "@field-commons/shared/content";
import { cn } from "../../lib/cn";

const LABELS: Record<ContentStatus, string> = {
  draft: "Draft",
  pending: "Pending",
  published: "Published",
  rejected: "Rejected",
  archived: "Archived",
  "in-review": "In review",
  "needs-revision": "Needs revision",
};

/** Published green, draft amber, pending blue, rejected red (DESIGN.md); archived grey. */
const TONES: Record<ContentStatus, string> = {
  draft: "border-amber-300 bg-amber-50 text-amber-900",
  pending: "border-blue-300 bg-blue-50 text-blue-900",
  published: "border-green-300 bg-green-50 text-green-900",
  rejected: "border-red-300 bg-red-50 text-red-900",
  archived: "border-slate-300 bg-slate-100 text-slate-800",
  "in-review": "border-blue-300 bg-blue-50 text-blue-900",
  "needs-revision": "border-amber-300 bg-amber-50 text-amber-900",
};

/** A content status as a small badge with its label ('Published', 'Draft', ...). */
export function StatusBadge({ status, className }: { status: ContentStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        TONES[status],
        className,
      )}
    >
      {LABELS[status]}
    </span>
  );
}
