import { DIGEST_MESSAGES, type DigestSummary } from "@field-commons/shared/digests";
import { formatDate } from "@field-commons/shared/content";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListSkeleton, LoadError } from "../../../components/ui/load-states";
import { Pagination } from "../../../components/ui/pagination";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useDigestList } from "../api/digests";
import { DigestFigures } from "./digest-figures";
import { DigestFeedLinks } from "./feed-links";

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function DigestCard({ digest }: { digest: DigestSummary }) {
  return (
    <li>
      <article className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <p className="text-sm font-semibold text-accent">
          Week {digest.weekNumber}, {digest.year}
          <span className="font-normal text-slate-600">
            {" "}
            · {formatDate(`${digest.weekOf}T00:00:00Z`)} –{" "}
            {formatDate(`${digest.weekEnd}T00:00:00Z`)}
          </span>
        </p>
        <h2 className="mt-1 text-lg font-semibold text-slate-900">
          <Link
            to={`/digest/${digest.week}`}
            className="rounded-sm hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {digest.title}
          </Link>
        </h2>
        <p className="mt-2 text-slate-700">{digest.summary}</p>
        <DigestFigures stats={digest.stats} compact className="mt-4 max-w-md" />
      </article>
    </li>
  );
}

/** /digest: every weekly digest, newest first, 10 to a page. */
export function DigestArchive() {
  useDocumentTitle("Weekly Digest");
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const list = useDigestList(page);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <DigestFeedLinks />
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-slate-900">Weekly Digest</h1>
        <p className="mt-2 max-w-prose text-slate-700">
          What the community published each week: new case studies, field work, jobs and the most
          read work. Follow it by e-mail from your{" "}
          <Link to="/profile/edit#preferences" className="font-medium text-accent underline">
            settings
          </Link>{" "}
          or with the{" "}
          <a href="/digest/feed.xml" className="font-medium text-accent underline">
            RSS feed
          </a>
          .
        </p>
      </header>
      {list.data ? (
        list.data.digests.length === 0 ? (
          <EmptyState title={DIGEST_MESSAGES.empty} />
        ) : (
          <>
            <ul className="space-y-4" aria-label="Weekly digests">
              {list.data.digests.map((digest) => (
                <DigestCard key={digest.id} digest={digest} />
              ))}
            </ul>
            {list.data.pagination.pages > 1 ? (
              <Pagination
                className="mt-8"
                page={page}
                pages={list.data.pagination.pages}
                label="Digest pages"
                onPageChange={(next) => {
                  setParams(next === 1 ? {} : { page: String(next) });
                  window.scrollTo({ top: 0 });
                }}
              />
            ) : null}
          </>
        )
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} isRetrying={list.isFetching}>
          The digests could not be loaded.
        </LoadError>
      ) : (
        <ListSkeleton label="Loading digests…" rows={4} rowClassName="h-40" />
      )}
    </div>
  );
}
