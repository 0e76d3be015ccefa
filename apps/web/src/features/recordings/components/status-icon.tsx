import { cn } from "../../../lib/cn";
import { STATUS_LABELS, shownStatus } from "../utils/status";
import type { ShownStatus } from "../utils/status";

const TONES: Record<ShownStatus, string> = {
  completed: "border-green-300 bg-success-soft text-success",
  processing: "border-blue-300 bg-blue-50 text-blue-800",
  transcribing: "border-blue-300 bg-blue-50 text-blue-800",
  analyzing: "border-violet-300 bg-violet-50 text-violet-800",
  failed: "border-red-300 bg-danger-soft text-danger",
  pending: "border-slate-300 bg-slate-50 text-slate-700",
};

function Glyph({ status }: { status: ShownStatus }) {
  const common = {
    "aria-hidden": true,
    viewBox: "0 0 24 24",
    className: cn(
      "size-4 shrink-0",
      status !== "completed" &&
        status !== "failed" &&
        status !== "pending" &&
        "motion-safe:animate-spin",
    ),
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
  };
  switch (status) {
    case "completed":
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l2.5 2.5L16 9.5" />
        </svg>
      );
    case "failed":
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.01" />
        </svg>
      );
    case "pending":
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <path d="M12 3a9 9 0 1 0 9 9" />
        </svg>
      );
  }
}

/** The processing status as an icon and its name ('Transcribing 40%' while transcribing). */
export function StatusIcon({
  status,
  progress = 0,
  className,
}: {
  status: string;
  progress?: number;
  className?: string;
}) {
  const shown = shownStatus(status);
  return (
    <span
      data-status={shown}
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        TONES[shown],
        className,
      )}
    >
      <Glyph status={shown} />
      {STATUS_LABELS[shown]}
      {shown === "transcribing" ? ` ${progress}%` : null}
    </span>
  );
}
