import type { ContentSummary } from "@field-commons/shared/content";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { StatusBadge } from "../../../components/ui/status-badge";
import { LoadMore } from "../../../components/ui/load-states";
import { ContentCard } from "../../../components/content/content-card";
import { useLogError } from "../../../hooks/use-log-error";
import { useMyContent } from "../api/get-dashboard";
import { CardGrid, CardGridSkeleton, LoadErrorNote } from "./list-states";

function PublicationCard({ item }: { item: ContentSummary }) {
  return (
    <ContentCard
      item={item}
      // Pending items (trips under review) say so; published ones need no badge.
      footer={item.status === "published" ? undefined : <StatusBadge status={item.status} />}
    />
  );
}

/** Your published and pending items, all types, newest first. */
export function PublicationsTab() {
  const query = useMyContent("publications");
  useLogError(query.error, "Failed to fetch publications");
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row">
        <Link to="/publish/case-study" className={buttonStyles()}>
          New Case Study
        </Link>
        <Link to="/trip-planner" className={buttonStyles({ variant: "secondary" })}>
          Plan Field Work
        </Link>
      </div>

      {query.isError ? (
        <LoadErrorNote onRetry={() => void query.refetch()}>
          We couldn&apos;t load your publications.
        </LoadErrorNote>
      ) : null}

      {query.isPending ? (
        <CardGridSkeleton label="Loading your publications…" />
      ) : items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No publications yet"
          description="Publish a case study or share your field work, and it will appear here."
        />
      ) : (
        <>
          <CardGrid label="Publications">
            {items.map((item) => (
              <li key={item.id}>
                <PublicationCard item={item} />
              </li>
            ))}
          </CardGrid>
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
