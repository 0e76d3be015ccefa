import { cn } from "../../lib/cn";

/**
 * A progress bar. Give `value` (0-100) for known progress; leave it out for
 * work whose length is unknown. Always give it a label.
 */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value?: number;
  label: string;
  className?: string;
}) {
  const known = typeof value === "number" && Number.isFinite(value);
  const percent = known ? Math.min(100, Math.max(0, Math.round(value))) : undefined;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={known ? 0 : undefined}
      aria-valuemax={known ? 100 : undefined}
      aria-valuenow={percent}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <div
        className={cn(
          "h-full rounded-full bg-accent transition-[width]",
          known ? null : "w-1/3 animate-pulse",
        )}
        style={known ? { width: `${percent}%` } : undefined}
      />
    </div>
  );
}
