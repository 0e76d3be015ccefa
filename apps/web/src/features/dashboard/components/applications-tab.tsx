import { Link } from "react-router";
import { ApplicationRow } from "../../../components/applications/application-row";
import { buttonStyles } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListSkeleton, LoadMore } from "../../../components/ui/load-states";
import { useLogError } from "../../../hooks/use-log-error";
import { useMyApplications } from "../api/get-dashboard";
import { LoadErrorNote } from "./list-states";

/** The Applications tab: the jobs you applied to and where each application stands. */
export function ApplicationsTab() {
  const query = useMyApplications();
  useLogError(query.error, "Failed to fetch applications");
  const applications = query.data?.pages.flatMap((page) => page.applications) ?? [];

  return (
    <div>
      {query.isError ? (
        <LoadErrorNote onRetry={() => void query.refetch()}>
          We couldn&apos;t load your applications.
        </LoadErrorNote>
      ) : null}
      {query.isPending ? (
        <ListSkeleton label="Loading your applications…" rows={2} />
      ) : applications.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No applications yet"
          description="Jobs you apply to appear here with the status the organization gives them."
          action={
            <Link to="/jobs" className={buttonStyles({ variant: "secondary" })}>
              Browse jobs
            </Link>
          }
        />
      ) : (
        <>
          <ul aria-label="Your applications" className="grid gap-3">
            {applications.map((application) => (
              <ApplicationRow key={application.id} application={application} detailed />
            ))}
          </ul>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
