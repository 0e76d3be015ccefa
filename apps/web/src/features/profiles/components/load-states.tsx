import { useEffect } from "react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { Skeleton } from "../../../components/ui/skeleton";

/** Failed loads are logged; the screen says so with Try Again. */
export function useLogError(error: unknown, context: string): void {
  useEffect(() => {
    if (error) console.error(context, error);
  }, [error, context]);
}

/** A list that could not be loaded: a short note and Try Again. */
export function LoadError({
  children,
  onRetry,
  isRetrying = false,
}: {
  children: ReactNode;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <Message tone="error" className="flex flex-wrap items-center justify-between gap-3">
      <span>{children}</span>
      <Button variant="secondary" size="sm" isBusy={isRetrying} onClick={onRetry}>
        Try Again
      </Button>
    </Message>
  );
}

/** Rows of skeletons with a spoken loading line. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="space-y-3">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
    </div>
  );
}
