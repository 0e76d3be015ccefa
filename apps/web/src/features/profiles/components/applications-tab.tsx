import { formatCount } from "@field-commons/shared/us-format";
import { PROFILE_MESSAGES } from "@field-commons/shared/profiles";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ApplicationRow } from "../../../components/applications/application-row";
import { buttonStyles } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListSkeleton, LoadError } from "../../../components/ui/load-states";
import { Pagination } from "../../../components/ui/pagination";
import { useLogError } from "../../../hooks/use-log-error";
import { useMyApplicationsPage } from "../api/get-my-applications";

/** The owner's own job applications, a page at a time (only the owner sees this tab). */
export function ApplicationsTab() {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useMyApplicationsPage(page);
  useLogError(query.error, "Failed to fetch applications");
  const data = query.data;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Applications
        {data ? (
          <span className="ml-2 text-base font-normal text-slate-600">
            ({formatCount(data.pagination.total)})
          </span>
        ) : null}
      </h2>
      <p className="mt-1 text-sm text-slate-600">Only you can see this tab.</p>
      <div className="mt-4">
        {query.isPending ? (
          <ListSkeleton label="Loading your applications…" rowClassName="h-24" />
        ) : query.isError || !data ? (
          <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
            We couldn&apos;t load your applications.
          </LoadError>
        ) : data.applications.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={PROFILE_MESSAGES.noApplications}
            action={
              <Link to="/jobs" className={buttonStyles({ variant: "secondary" })}>
                Browse jobs
              </Link>
            }
          />
        ) : (
          <>
            <ul
              aria-label="Your applications"
              className="space-y-3"
              aria-busy={query.isPlaceholderData}
            >
              {data.applications.map((application) => (
                <ApplicationRow key={application.id} application={application} headingLevel={3} />
              ))}
            </ul>
            <Pagination
              className="mt-6"
              label="Applications pages"
              page={data.pagination.page}
              pages={data.pagination.pages}
              onPageChange={setPage}
            />
          </>
        )}
      </div>
    </section>
  );
}
