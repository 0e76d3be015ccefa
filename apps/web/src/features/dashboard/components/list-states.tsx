import type { ReactNode } from "react";
import { LoadError } from "../../../components/ui/load-states";
import { ContentCardSkeleton } from "../../../components/content/content-card";

/**
 * A small error note with Try Again above a list, which shows its empty state
 * (failed dashboard fetches are logged too).
 */
export function LoadErrorNote({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <LoadError className="mb-4" onRetry={onRetry}>
      {children}
    </LoadError>
  );
}

export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}

/** Card-shaped skeletons, with a spoken loading line. */
export function CardGridSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ContentCardSkeleton />
        <ContentCardSkeleton />
        <ContentCardSkeleton />
      </div>
    </div>
  );
}
