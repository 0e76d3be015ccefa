import { formatCount } from "@field-commons/shared/us-format";
import { DISPLAY_FALLBACKS, contentPath, formatDate } from "@field-commons/shared/content";
import type { Publication } from "@field-commons/shared/profiles";
import { PROFILE_MESSAGES } from "@field-commons/shared/profiles";
import { useId } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button";
import { DomainBadge } from "../../../components/ui/domain-badge";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListSkeleton, LoadError, LoadMore } from "../../../components/ui/load-states";
import { useLogError } from "../../../hooks/use-log-error";
import { CONTENT_TYPE_INFO } from "../../../lib/content-types";
import { usePublications } from "../api/get-publications";

function PublicationRow({ publication }: { publication: Publication }) {
  const dateIso = publication.publishedAt ?? publication.createdAt;
  const date = formatDate(dateIso);
  const excerpt = publication.excerpt.trim();
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs">
        <span className="font-semibold tracking-wide text-slate-700 uppercase">
          {CONTENT_TYPE_INFO[publication.type].label}
        </span>
        <DomainBadge domain={publication.domain} fallbackLabel={DISPLAY_FALLBACKS.domain} />
        {date ? (
          <time dateTime={dateIso} className="text-slate-600">
            {date}
          </time>
        ) : null}
      </div>
      <h3 className="mt-2 text-lg leading-snug font-semibold break-words text-slate-900">
        <Link
          to={contentPath(publication)}
          className="rounded-sm underline-offset-2 hover:text-accent hover:underline"
        >
          {publication.title.trim() || DISPLAY_FALLBACKS.title}
        </Link>
      </h3>
      {excerpt ? <p className="mt-2 max-w-prose break-words text-slate-700">{excerpt}</p> : null}
    </li>
  );
}

/** The profile's published work of every type, newest first, with Load more. */
export function PublicationsTab({
  profileId,
  total,
  isOwner,
}: {
  profileId: string;
  total: number;
  isOwner: boolean;
}) {
  const headingId = useId();
  const query = usePublications(profileId);
  useLogError(query.error, "Failed to fetch publications");
  const publications = query.data?.pages.flatMap((page) => page.publications) ?? [];

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Publications{" "}
        <span className="text-base font-normal text-slate-600">({formatCount(total)})</span>
      </h2>
      <div className="mt-4">
        {query.isPending ? (
          <ListSkeleton label="Loading publications…" rowClassName="h-24" />
        ) : query.isError && publications.length === 0 ? (
          <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
            We couldn&apos;t load the publications.
          </LoadError>
        ) : publications.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={PROFILE_MESSAGES.noPublications}
            action={
              isOwner ? (
                <Link to={CONTENT_TYPE_INFO["case-study"].newPath} className={buttonStyles()}>
                  Publish a Case Study
                </Link>
              ) : (
                <Link to="/" className={buttonStyles({ variant: "secondary" })}>
                  Explore research
                </Link>
              )
            }
          />
        ) : (
          <>
            <ul aria-label="Publications" className="space-y-3">
              {publications.map((publication) => (
                <PublicationRow key={publication.id} publication={publication} />
              ))}
            </ul>
            {query.isFetchNextPageError ? (
              <div className="mt-4">
                <LoadError
                  onRetry={() => void query.fetchNextPage()}
                  isRetrying={query.isFetchingNextPage}
                >
                  We couldn&apos;t load more publications.
                </LoadError>
              </div>
            ) : null}
            <LoadMore
              hasNextPage={query.hasNextPage && !query.isFetchNextPageError}
              isFetchingNextPage={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
            />
          </>
        )}
      </div>
    </section>
  );
}
