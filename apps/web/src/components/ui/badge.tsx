import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A small rounded label on one line (a status); `className` gives its tone. */
export function Badge({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        className,
      )}
    >
      {children}
    </span>
  );
}
