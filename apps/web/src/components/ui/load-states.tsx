import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";
import { Message } from "./message";
import { Skeleton } from "./skeleton";

/** Something that could not be loaded: a short note and Try Again. */
export function LoadError({
  children,
  onRetry,
  isRetrying = false,
  className,
}: {
  children: ReactNode;
  onRetry: () => void;
  isRetrying?: boolean;
  className?: string;
}) {
  return (
    <Message
      tone="error"
      className={cn("flex flex-wrap items-center justify-between gap-3", className)}
    >
      <span>{children}</span>
      <Button variant="secondary" size="sm" isBusy={isRetrying} onClick={onRetry}>
        Try Again
      </Button>
    </Message>
  );
}

/** Rows of skeletons with a spoken loading line. */
export function ListSkeleton({
  label,
  rows = 3,
  rowClassName = "h-20",
}: {
  label: string;
  rows?: number;
  /** A row's height. */
  rowClassName?: string;
}) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="space-y-3">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} className={cn(rowClassName, "w-full")} />
        ))}
      </div>
    </div>
  );
}

/** Load more under a list, while there is a next page. */
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
