import { Link } from "react-router";
import { Button, buttonStyles } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { FEED_TEXTS } from "../utils/feed-items";
import type { FeedEmptyState } from "../utils/feed-items";

/** 'Error: {message}' in place of the feed, with Try Again. */
export function FeedError({
  message,
  onRetry,
  isRetrying = false,
}: {
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-lg border border-red-300 bg-danger-soft px-6 py-12 text-center"
    >
      <p className="text-lg font-semibold text-danger">Error: {message}</p>
      <Button variant="secondary" className="mt-6" isBusy={isRetrying} onClick={onRetry}>
        {FEED_TEXTS.tryAgain}
      </Button>
    </div>
  );
}

/** The empty feed, with its next action. */
export function FeedEmpty({
  state,
  onClearFilters,
}: {
  state: FeedEmptyState;
  onClearFilters: () => void;
}) {
  return (
    <EmptyState
      headingLevel={3}
      title={state.title}
      description={
        state.action === "publish"
          ? "Case studies, field work, policy briefs, opinion essays and interviews appear here once they are published."
          : "Try another domain, type or search."
      }
      action={
        state.action === "publish" ? (
          <Link to="/publish/case-study" className={buttonStyles()}>
            {FEED_TEXTS.publish}
          </Link>
        ) : (
          <Button variant="secondary" onClick={onClearFilters}>
            {FEED_TEXTS.clearFilters}
          </Button>
        )
      }
    />
  );
}
