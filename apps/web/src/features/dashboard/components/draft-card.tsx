import {
  DISPLAY_FALLBACKS,
  contentEditPath,
  contentPath,
  formatDate,
} from "@field-commons/shared/content";
import type { ContentSummary } from "@field-commons/shared/content";
import { useId } from "react";
import { Link } from "react-router";
import { Button, buttonStyles } from "../../../components/ui/button";
import { DomainBadge } from "../../../components/ui/domain-badge";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { StatusBadge } from "../../../components/ui/status-badge";
import { CONTENT_TYPE_INFO } from "../../../lib/content-types";

/** What a draft's location line says before a place is chosen. */
export const DRAFT_NO_PLACE = "No place yet";

/**
 * A draft on the dashboard: type, status, domain, last modified, title,
 * location, completeness, and View, Edit and Delete; a rejected item shows the
 * moderator's reason, an item that needs revision their note and Resubmit.
 */
export function DraftCard({
  item,
  onDelete,
  onResubmit,
  resubmitting = false,
}: {
  item: ContentSummary;
  onDelete: (item: ContentSummary) => void;
  onResubmit?: (item: ContentSummary) => void;
  resubmitting?: boolean;
}) {
  const titleId = useId();
  const title = item.title.trim() || DISPLAY_FALLBACKS.title;
  // A draft without a place yet says so plainly; 'Unknown' reads as if the place were lost.
  const location = item.location.name.trim() || item.location.country.trim();
  const percent = Math.min(100, Math.max(0, Math.round(item.completeness)));

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="inline-flex items-center rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 font-semibold text-slate-800">
          {CONTENT_TYPE_INFO[item.type].label}
        </span>
        <StatusBadge status={item.status} />
        <DomainBadge domain={item.domain} fallbackLabel={DISPLAY_FALLBACKS.domain} />
      </div>

      <p className="mt-3 text-sm text-slate-600">
        <time dateTime={item.updatedAt}>{`Modified ${formatDate(item.updatedAt)}`}</time>
      </p>
      <h3
        id={titleId}
        className="mt-1 text-lg leading-snug font-semibold break-words text-slate-900"
      >
        {title}
      </h3>
      <p
        className={location ? "mt-1 text-sm text-slate-700" : "mt-1 text-sm text-slate-600 italic"}
      >
        <span className="sr-only">Location: </span>
        {location || DRAFT_NO_PLACE}
      </p>
      {item.status === "rejected" ? (
        <div className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-semibold">Not approved by a moderator</p>
          {item.moderationReason?.trim() ? (
            <p className="mt-0.5 break-words">
              <span className="sr-only">Reason: </span>
              {item.moderationReason}
            </p>
          ) : null}
          <p className="mt-0.5">Edit it and submit it again.</p>
        </div>
      ) : null}

      {item.status === "needs-revision" ? (
        <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p className="font-semibold">A moderator asked for a revision</p>
          {item.moderationReason?.trim() ? (
            <p className="mt-0.5 break-words whitespace-pre-line">
              <span className="sr-only">Moderator&apos;s note: </span>
              {item.moderationReason}
            </p>
          ) : null}
          <p className="mt-0.5">
            Edit it, then resubmit it for review. It stays offline until then.
          </p>
          {onResubmit ? (
            <Button
              size="sm"
              className="mt-2"
              isBusy={resubmitting}
              aria-label={`Resubmit for review: ${title}`}
              onClick={() => onResubmit(item)}
            >
              Resubmit for review
            </Button>
          ) : null}
        </div>
      ) : null}

      <div className="mt-4">
        <p className="mb-1.5 text-sm font-medium text-slate-700">{`${percent}% complete`}</p>
        <ProgressBar value={percent} label={`Completeness of ${title}`} />
      </div>

      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link
          to={contentPath(item)}
          aria-label={`View ${title}`}
          className={buttonStyles({ variant: "secondary", size: "sm" })}
        >
          View
        </Link>
        <Link
          to={contentEditPath(item)}
          aria-label={`Edit ${title}`}
          className={buttonStyles({ variant: "secondary", size: "sm" })}
        >
          Edit
        </Link>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger hover:bg-danger-soft"
          aria-label={`Delete ${title}`}
          onClick={() => onDelete(item)}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}
