import {
  CONTENT_MESSAGES,
  DISPLAY_FALLBACKS,
  contentEditPath,
  formatDate,
} from "@field-commons/shared/content";
import type { ContentDetail, ContentDetailOf, ContentImage } from "@field-commons/shared/content";
import { useState } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ImageViewer } from "../../../components/image-upload/image-viewer";
import { Button, buttonStyles } from "../../../components/ui/button";
import { DomainBadge } from "../../../components/ui/domain-badge";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { StatusBadge } from "../../../components/ui/status-badge";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { AuthorCard } from "../../../components/content/author-card";
import { PhotoGallery, PhotoHero } from "../../../components/content/photos";
import { useContentDetail } from "../../../lib/content/use-content-detail";
import { useMetaDescription } from "../../../hooks/use-meta-description";
import { ResearchSections } from "./research-sections";
import { canEditContent } from "../../../lib/content/permissions";

/** Where 'Case Studies' in the breadcrumb and the back link lead: the feed, filtered. */
export const CASE_STUDIES_LIST_PATH = "/?type=case-study";

export interface CaseStudyPageProps {
  /** The slug or the id from the URL. */
  idOrSlug: string;
  /** Like and save buttons (and the like), composed by the route. */
  renderReactions?: (item: ContentDetail) => ReactNode;
}

/** The case study detail page, with its loading, error and not-found states. */
export function CaseStudyPage({ idOrSlug, renderReactions }: CaseStudyPageProps) {
  const query = useContentDetail("case-study", idOrSlug);
  const item = query.item;
  useDocumentTitle(
    query.isPending ? "Case Study" : item ? item.title : CONTENT_MESSAGES.caseStudyNotFound,
  );
  useMetaDescription(item ? item.summary || item.description : null);

  if (query.isPending) return <CaseStudySkeleton />;

  if (query.isError) {
    const notFound = query.isNotFound;
    return (
      <ProblemPage
        title={CONTENT_MESSAGES.oops}
        message={
          notFound ? CONTENT_MESSAGES.caseStudyNotFound : CONTENT_MESSAGES.caseStudyFetchFailed
        }
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  }

  if (!item) {
    return (
      <ProblemPage
        title={CONTENT_MESSAGES.caseStudyNotFound}
        message={CONTENT_MESSAGES.caseStudyGone}
      />
    );
  }

  return <CaseStudyArticle item={item} renderReactions={renderReactions} />;
}

function ProblemPage({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <EmptyState
        headingLevel={1}
        title={title}
        description={message}
        action={
          <>
            {onRetry ? (
              <Button variant="secondary" onClick={onRetry}>
                Try Again
              </Button>
            ) : null}
            <Link to="/" className={buttonStyles()}>
              Back to Home
            </Link>
          </>
        }
      />
    </div>
  );
}

function CaseStudySkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" aria-busy="true">
      <p className="sr-only">Loading case study…</p>
      <Skeleton className="h-4 w-64" />
      <div className="mt-6 flex gap-2">
        <Skeleton className="h-6 w-40 rounded-full" />
        <Skeleton className="h-6 w-24 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-10 w-3/4" />
      <Skeleton className="mt-3 h-6 w-2/3" />
      <Skeleton className="mt-8 aspect-[16/9] max-h-[32rem] w-full rounded-xl" />
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    </div>
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

function CaseStudyArticle({
  item,
  renderReactions,
}: {
  item: ContentDetailOf<"case-study">;
  renderReactions?: (item: ContentDetail) => ReactNode;
}) {
  const [viewing, setViewing] = useState<ContentImage | null>(null);
  const canEdit = canEditContent(item);
  const cover = item.coverImage ?? item.images[0] ?? null;
  const location =
    [item.location.name, item.location.country].filter((part) => part.trim()).join(", ") ||
    DISPLAY_FALLBACKS.location;
  const dates = item.body.dates?.trim() ?? "";
  const published = formatDate(item.publishedAt);

  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <li>
            <Link to="/" className="underline-offset-2 hover:text-slate-900 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link
              to={CASE_STUDIES_LIST_PATH}
              className="underline-offset-2 hover:text-slate-900 hover:underline"
            >
              Case Studies
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="max-w-full truncate font-medium text-slate-800">
            {item.title}
          </li>
        </ol>
      </nav>

      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          <DomainBadge domain={item.domain} className="text-sm" />
          <StatusBadge status={item.status} className="text-sm" />
        </div>
        <h1 className="mt-4 max-w-4xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {item.title}
        </h1>
        {item.summary.trim() ? (
          <p className="mt-3 max-w-prose text-lg text-pretty text-slate-700 sm:text-xl">
            {item.summary}
          </p>
        ) : null}

        <dl className="mt-6 grid max-w-4xl grid-cols-2 gap-x-8 gap-y-3 text-slate-800 lg:grid-cols-3">
          <MetaItem term="Location">{location}</MetaItem>
          {dates ? <MetaItem term="Dates">{dates}</MetaItem> : null}
          <MetaItem term="Author">{item.author.name || DISPLAY_FALLBACKS.author}</MetaItem>
          {published ? (
            <MetaItem term="Published">
              <time dateTime={item.publishedAt ?? undefined}>{published}</time>
            </MetaItem>
          ) : (
            <MetaItem term="Last updated">
              <time dateTime={item.updatedAt}>{formatDate(item.updatedAt)}</time>
            </MetaItem>
          )}
          <MetaItem term="Views">{plural(item.counts.views, "view", "views")}</MetaItem>
        </dl>

        <div className="mt-6 flex flex-wrap items-center gap-2">
          {renderReactions ? renderReactions(item) : null}
          {canEdit ? (
            <Link
              to={contentEditPath(item)}
              className={buttonStyles({ variant: "secondary", size: "sm", className: "ml-auto" })}
            >
              Edit Case Study
            </Link>
          ) : null}
        </div>
      </header>

      {cover ? <PhotoHero image={cover} onOpen={setViewing} /> : null}
      {item.images.length > 1 ? <PhotoGallery images={item.images} onOpen={setViewing} /> : null}

      <ResearchSections body={item.body} />

      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <AuthorCard author={item.authorCard} />
      </div>

      <Link
        to={CASE_STUDIES_LIST_PATH}
        className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline underline-offset-2"
      >
        <span aria-hidden="true">←</span> Back to Case Studies
      </Link>

      <ImageViewer image={viewing} onClose={() => setViewing(null)} />
    </article>
  );
}

function MetaItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}
