import { CONTENT_MESSAGES } from "@field-commons/shared/content";
import { Link } from "react-router";
import { Button, buttonStyles } from "../ui/button";
import { EmptyState } from "../ui/empty-state";
import { Skeleton } from "../ui/skeleton";

/** A detail page's not-found state: the type's heading and message, and a way back. */
export function ContentNotFound({
  heading,
  message,
  backTo,
  backLabel,
}: {
  heading: string;
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <EmptyState
        headingLevel={1}
        title={heading}
        description={message}
        action={
          <Link to={backTo} className={buttonStyles()}>
            {backLabel}
          </Link>
        }
      />
    </div>
  );
}

/**
 * A detail page that could not be loaded: 'Oops! Something went wrong', the
 * message, Try Again (when there is `onRetry`) and the back link.
 */
export function ContentLoadError({
  message,
  onRetry,
  backTo,
  backLabel,
  isRetrying = false,
}: {
  message: string;
  onRetry?: () => void;
  backTo: string;
  backLabel: string;
  isRetrying?: boolean;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12" role="alert">
      <EmptyState
        headingLevel={1}
        title={CONTENT_MESSAGES.oops}
        description={message}
        action={
          <>
            {onRetry ? (
              <Button variant="secondary" isBusy={isRetrying} onClick={onRetry}>
                Try Again
              </Button>
            ) : null}
            <Link to={backTo} className={buttonStyles()}>
              {backLabel}
            </Link>
          </>
        }
      />
    </div>
  );
}

/** The shape of a detail page while it loads. */
export function ContentDetailSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-4 w-64" />
      <div className="mt-6 flex gap-2">
        <Skeleton className="h-6 w-28 rounded-full" />
        <Skeleton className="h-6 w-40 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-10 w-3/4" />
      <Skeleton className="mt-3 h-6 w-2/3" />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-4">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-5/6" />
          <Skeleton className="h-40 w-full" />
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}
