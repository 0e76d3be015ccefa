import { CONTENT_MESSAGES } from "@field-commons/shared/content";
import { TRIP_MESSAGES } from "@field-commons/shared/trips";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";

export function PlannerSkeleton() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8" aria-busy="true">
      <p className="sr-only" role="status">
        Loading the trip planner…
      </p>
      <Skeleton className="h-64 w-full rounded-xl" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** The saved trip could not be loaded: try again, or start a new trip. */
export function PlannerLoadError({ onRetry, onNew }: { onRetry: () => void; onNew: () => void }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <EmptyState
        headingLevel={1}
        title={CONTENT_MESSAGES.oops}
        description={TRIP_MESSAGES.tripFetchFailed}
        action={
          <>
            <Button onClick={onRetry}>Try Again</Button>
            <Button variant="secondary" onClick={onNew}>
              Start a New Trip
            </Button>
          </>
        }
      />
    </div>
  );
}
