import { countLabel } from "@field-commons/shared/us-format";
import {
  DISPLAY_FALLBACKS,
  contentPath,
  formatDate,
  truncateDescription,
} from "@field-commons/shared/content";
import type { ContentSummary } from "@field-commons/shared/content";
import { useId } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DomainBadge } from "../ui/domain-badge";
import { Icon, PinIcon } from "../ui/icons";
import { Skeleton } from "../ui/skeleton";
import { cn } from "../../lib/cn";
import { AuthorName } from "./author-name";
import { CoverPlaceholder } from "./cover-placeholder";
import { LikeButton } from "./like-button";
import { SaveButton } from "./save-button";
import { ShareButton } from "./share-button";
import { CONTENT_TYPE_INFO } from "../../lib/content-types";

function PersonIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
    </Icon>
  );
}

function EyeIcon() {
  return (
    <Icon>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="2.8" />
    </Icon>
  );
}

function ShareFigureIcon() {
  return (
    <Icon>
      <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M12 15V3.5M7.5 8 12 3.5 16.5 8" />
    </Icon>
  );
}

function PhotosIcon() {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="m4 17 5-4.5 3.5 3 3-2.5L20 17" />
    </Icon>
  );
}

/** The card's display values; a missing one shows its fallback ('Untitled', 'Unknown'...). */
export function cardDisplay(item: ContentSummary) {
  const description = item.description.trim();
  const dateIso = item.publishedAt ?? item.createdAt;
  return {
    title: item.title.trim() || DISPLAY_FALLBACKS.title,
    typeLabel: CONTENT_TYPE_INFO[item.type].label,
    /** The place's name, else its country, else the spec's fallback 'Unknown'. */
    location:
      item.location.name.trim() || item.location.country.trim() || DISPLAY_FALLBACKS.location,
    author: item.author.name.trim() || DISPLAY_FALLBACKS.author,
    description: description ? truncateDescription(description) : DISPLAY_FALLBACKS.description,
    dateIso,
    date: formatDate(dateIso),
    href: contentPath(item),
  };
}

export interface ContentCardProps {
  item: ContentSummary;
  /**
   * Buttons under the description. Defaults to Like, Save and Share; pass
   * other buttons (or null) where the card is used differently.
   */
  actions?: ReactNode;
  /** Extra content at the bottom of the card (for example Unlike or Remove on the dashboard). */
  footer?: ReactNode;
  /** Level of the title heading; 3 under a section heading (the default). */
  headingLevel?: 2 | 3 | 4;
  /** The first card of a list: its image is likely the largest thing on screen, so it loads at once. */
  priority?: boolean;
  className?: string;
}

/**
 * A content card: type, domain, date, title linking to
 * the item, location, author linking to their profile, cover image,
 * description, real view and share figures, and the like, save and share
 * buttons.
 */
export function ContentCard({
  item,
  actions,
  footer,
  headingLevel = 3,
  priority = false,
  className,
}: ContentCardProps) {
  const titleId = useId();
  const display = cardDisplay(item);
  const Heading = `h${headingLevel}` as const;
  const cover = item.coverImage;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm",
        className,
      )}
    >
      <div className="relative aspect-video overflow-hidden bg-slate-100">
        {cover ? (
          <img
            src={cover.cardUrl}
            alt={cover.alt.trim() || `Cover image for ${display.title}`}
            width={cover.width || 800}
            height={cover.height || 450}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <CoverPlaceholder type={item.type} domain={item.domain} />
        )}
        {item.imageCount > 1 ? (
          <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white">
            <PhotosIcon />
            {countLabel(item.imageCount, "photo", "photos")}
          </span>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs">
          <span className="font-semibold tracking-wide text-slate-700 uppercase">
            {display.typeLabel}
          </span>
          <DomainBadge domain={item.domain} fallbackLabel={DISPLAY_FALLBACKS.domain} />
          {display.date ? (
            <time dateTime={display.dateIso} className="text-slate-600">
              {display.date}
            </time>
          ) : null}
        </div>

        <Heading id={titleId} className="mt-3 text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={display.href}
            className="rounded-sm hover:text-accent hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {display.title}
          </Link>
        </Heading>

        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-1.5">
            <PinIcon />
            <span className="sr-only">Location: </span>
            <span className="truncate">{display.location}</span>
          </li>
          <li className="flex items-center gap-1.5">
            <PersonIcon />
            <span className="sr-only">Author: </span>
            <AuthorName author={item.author} name={display.author} className="truncate" />
          </li>
        </ul>

        <p className="mt-3 text-sm break-words text-slate-700">{display.description}</p>

        <ul
          aria-label="Figures"
          className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600"
        >
          <li className="inline-flex items-center gap-1.5">
            <EyeIcon />
            {countLabel(item.counts.views, "view", "views")}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <ShareFigureIcon />
            {countLabel(item.counts.shares, "share", "shares")}
          </li>
        </ul>

        <div className="mt-auto pt-3">
          {actions === undefined ? (
            <div className="-mx-2 flex flex-wrap items-center gap-1 border-t border-slate-100 pt-2">
              <LikeButton item={item} />
              <SaveButton item={item} />
              <ShareButton item={item} showCount={false} />
            </div>
          ) : actions !== null ? (
            <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-2">
              {actions}
            </div>
          ) : null}
          {footer ? <div className="mt-3">{footer}</div> : null}
        </div>
      </div>
    </article>
  );
}

/** A placeholder with the card's shape, shown while cards load. */
export function ContentCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <Skeleton className="aspect-video rounded-none" />
      <div className="space-y-3 p-4 sm:p-5">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-16 w-full" />
      </div>
    </div>
  );
}
