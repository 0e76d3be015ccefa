import { countLabel } from "@field-commons/shared/us-format";
import { DISPLAY_FALLBACKS, contentEditPath, formatDate } from "@field-commons/shared/content";
import type { ContentDetail, ContentImage } from "@field-commons/shared/content";
import { useState } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ImageViewer } from "../image-upload/image-viewer";
import { RelatedBlock } from "../related/related-block";
import { buttonStyles } from "../ui/button";
import { DomainBadge } from "../ui/domain-badge";
import { StatusBadge } from "../ui/status-badge";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useMetaDescription } from "../../hooks/use-meta-description";
import { AuthorCard } from "./author-card";
import { AuthorName } from "./author-name";
import { CiteButton } from "./cite-button";
import { LicenseNotice } from "./license-notice";
import { LikeButton } from "./like-button";
import { PhotoGallery, PhotoHero } from "./photos";
import { ReportButton } from "./report-button";
import { SaveButton } from "./save-button";
import { ShareButton } from "./share-button";
import { CONTENT_TYPE_INFO } from "../../lib/content-types";
import { canEditContent } from "../../lib/content/permissions";

/** A short fact shown under the byline, e.g. the place or the dates. */
export interface DetailFact {
  term: string;
  value: ReactNode;
}

export interface ContentDetailLayoutProps {
  item: ContentDetail;
  /** Where the breadcrumb and the back link lead, e.g. '/policy-briefs'. */
  listPath: string;
  /** The list's name in the breadcrumb and the back link, e.g. 'Policy Briefs'. */
  listLabel: string;
  /** A line under the title. */
  subtitle?: string;
  /** Badges after the type, domain and status badges. */
  badges?: ReactNode;
  /** Facts under the byline, as a description list. */
  facts?: readonly DetailFact[];
  /** The reaction buttons in place of Like, Save and Share. */
  reactions?: ReactNode;
  /**
   * Show the status badge to every reader, 'Published' included (as the
   * case-study page does); otherwise only authors and admins see it.
   */
  alwaysShowStatus?: boolean;
  /** The side column (below the main column on narrow screens); the author card follows it. */
  sidebar?: ReactNode;
  /** The main column. */
  children: ReactNode;
}

/**
 * The frame of a detail page (policy brief, opinion essay, interview, case
 * study): breadcrumb (Home › list › title), badges (type, domain, status for
 * those who may see unpublished items), title and subtitle, author, date and
 * the real view count, the facts, Like, Save and Share or the type's reactions
 * (and Edit for the author or an admin), the photos, then the main column
 * with a sidebar and the author card. Sets the document title and meta
 * description.
 */
export function ContentDetailLayout({
  item,
  listPath,
  listLabel,
  subtitle,
  badges,
  facts = [],
  reactions,
  alwaysShowStatus = false,
  sidebar,
  children,
}: ContentDetailLayoutProps) {
  const [viewing, setViewing] = useState<ContentImage | null>(null);
  const title = item.title.trim() || DISPLAY_FALLBACKS.title;
  useDocumentTitle(title);
  useMetaDescription(item.summary.trim() || item.description);

  const typeLabel = CONTENT_TYPE_INFO[item.type].label;
  const canEdit = canEditContent(item);
  // Only authors and admins can see items that are not published; the public sees no status.
  const showStatus = alwaysShowStatus || canEdit || item.status !== "published";
  const published = formatDate(item.publishedAt);
  const cover = item.coverImage ?? item.images[0] ?? null;
  const line = subtitle?.trim();

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
            <Link to={listPath} className="underline-offset-2 hover:text-slate-900 hover:underline">
              {listLabel}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="max-w-full truncate font-medium text-slate-800">
            {title}
          </li>
        </ol>
      </nav>

      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center rounded-full border border-slate-300 bg-white px-2.5 py-0.5 text-sm font-semibold text-slate-800">
            {typeLabel}
          </span>
          <DomainBadge domain={item.domain} className="text-sm" />
          {showStatus ? <StatusBadge status={item.status} className="text-sm" /> : null}
          {badges}
        </div>
        <h1 className="mt-4 max-w-4xl text-3xl font-bold tracking-tight text-balance break-words text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {line ? (
          <p className="mt-3 max-w-prose text-lg text-pretty text-slate-700 sm:text-xl">{line}</p>
        ) : null}

        <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
          <span>
            By{" "}
            <AuthorName
              author={item.author}
              name={item.author.name.trim() || DISPLAY_FALLBACKS.author}
              className="font-semibold text-slate-900"
            />
          </span>
          <span aria-hidden="true">·</span>
          {published ? (
            <span>
              Published <time dateTime={item.publishedAt ?? undefined}>{published}</time>
            </span>
          ) : (
            <span>
              Last updated <time dateTime={item.updatedAt}>{formatDate(item.updatedAt)}</time>
            </span>
          )}
          <span aria-hidden="true">·</span>
          <span>{countLabel(item.counts.views, "view", "views")}</span>
        </p>

        {facts.length > 0 ? (
          <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-3 text-slate-800">
            {facts.map(({ term, value }) => (
              <div key={term}>
                <dt className="text-sm font-semibold text-slate-600">{term}</dt>
                <dd className="mt-0.5">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}

        <div className="mt-5 flex flex-wrap items-center gap-2">
          {reactions ?? (
            <>
              <LikeButton item={item} />
              <SaveButton item={item} />
              <ShareButton item={item} />
            </>
          )}
          <ReportButton item={item} />
          <CiteButton item={item} />
          {canEdit ? (
            <Link
              to={contentEditPath(item)}
              className={buttonStyles({ variant: "secondary", size: "sm", className: "ml-auto" })}
            >
              {`Edit ${typeLabel}`}
            </Link>
          ) : null}
        </div>
      </header>

      {cover ? <PhotoHero image={cover} onOpen={setViewing} /> : null}
      {item.images.length > 1 ? <PhotoGallery images={item.images} onOpen={setViewing} /> : null}

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="max-w-3xl min-w-0 text-base leading-relaxed text-slate-800 sm:text-lg">
          {children}
        </div>
        <aside aria-label={`About this ${typeLabel.toLowerCase()}`} className="min-w-0 space-y-6">
          {sidebar}
          <AuthorCard author={item.authorCard} />
          <LicenseNotice license={item.license} />
        </aside>
      </div>

      {item.status === "published" ? (
        <RelatedBlock entityType={item.type} entityId={item.id} />
      ) : null}

      <Link
        to={listPath}
        className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline underline-offset-2"
      >
        <span aria-hidden="true">←</span> {`Back to ${listLabel}`}
      </Link>

      <ImageViewer image={viewing} onClose={() => setViewing(null)} />
    </article>
  );
}
