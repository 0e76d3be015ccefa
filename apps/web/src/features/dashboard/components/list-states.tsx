import { useEffect } from "react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { ContentCardSkeleton } from "../../../components/content/content-card";

/** Failed dashboard fetches are logged (spec 1, section 8); the screen shows a short note. */
export function useLogError(error: unknown, context: string): void {
  useEffect(() => {
    if (error) console.error(context, error);
  }, [error, context]);
}

/** A small error note with Try Again; the list under it shows its empty state. */
export function LoadErrorNote({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Message tone="error" className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <span>{children}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </Message>
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

export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}) {
  if (!hasNextPage) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="secondary" isBusy={isFetchingNextPage} onClick={onLoadMore}>
        Load more
      </Button>
    </div>
  );
}
