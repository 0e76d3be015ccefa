import {
  RECORDING_MESSAGES,
  RECORDING_TYPE_LABELS,
  formatDuration,
} from "@field-commons/shared/recordings";
import type { RecordingSummary } from "@field-commons/shared/recordings";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonStyles } from "../../../components/ui/button";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { Skeleton } from "../../../components/ui/skeleton";
import { StatusBadge } from "../../../components/ui/status-badge";
import { statusText } from "../utils/status";
import { MediaPlayer } from "./media-player";
import { StatusIcon } from "./status-icon";

/** Keywords shown on a card; the rest are counted ('+N more'). */
export const CARD_KEYWORDS = 3;

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M8 5.5v13l10.5-6.5z" />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 4v11M7 10l5 5 5-5M5 19h14" />
    </svg>
  );
}

/**
 * A recording on the hub: type, a Draft badge for a draft (only its author
 * and admins see drafts), status icon (with a progress bar while
 * transcribing), title (to its page),
 * description, duration, author, views, up to three keywords, the analysis
 * badge, and Play (an inline player), Download and, for its owner, Edit Details.
 */
export function RecordingCard({
  recording,
  onEdit,
}: {
  recording: RecordingSummary;
  /** Opens the editor; given when the viewer may edit this recording. */
  onEdit?: (recording: RecordingSummary) => void;
}) {
  const titleId = useId();
  const [playing, setPlaying] = useState(false);
  const keywords = recording.keywords.slice(0, CARD_KEYWORDS);
  const more = recording.keywords.length - keywords.length;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {RECORDING_TYPE_LABELS[recording.type]}
          </span>
          {recording.status === "draft" ? <StatusBadge status="draft" /> : null}
        </span>
        <StatusIcon status={recording.processingStatus} progress={recording.processingProgress} />
      </div>
      {recording.processingStatus === "transcribing" ? (
        <ProgressBar
          className="mt-2"
          value={recording.processingProgress}
          label={`${statusText(recording.processingStatus, recording.processingProgress)}: ${recording.title}`}
        />
      ) : null}
      <h3 id={titleId} className="mt-2 text-lg leading-snug font-semibold text-slate-900">
        <Link
          to={`/recordings/${recording.id}`}
          className="rounded-sm hover:text-accent hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {recording.title}
        </Link>
      </h3>
      {recording.description ? (
        <p className="mt-1 line-clamp-3 text-sm text-slate-700">{recording.description}</p>
      ) : null}
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <div className="flex gap-1">
          <dt className="sr-only">Duration</dt>
          <dd>{formatDuration(recording.duration)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">Author</dt>
          <dd>{recording.author?.name || "Unknown"}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">Views</dt>
          <dd>
            {recording.views} {recording.views === 1 ? "view" : "views"}
          </dd>
        </div>
      </dl>
      {keywords.length > 0 ? (
        <ul aria-label="Keywords" className="mt-3 flex flex-wrap gap-1.5">
          {keywords.map((keyword) => (
            <li
              key={keyword}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800"
            >
              {keyword}
            </li>
          ))}
          {more > 0 ? (
            <li className="px-1 py-0.5 text-xs font-medium text-slate-600">+{more} more</li>
          ) : null}
        </ul>
      ) : null}
      {recording.aiAnalysis ? (
        <div className="mt-3">
          <Badge className="border-violet-300 bg-violet-50 text-violet-800">
            {RECORDING_MESSAGES.analysisBadge}
          </Badge>
        </div>
      ) : null}
      {recording.processingStatus === "failed" && recording.processingError ? (
        <p className="mt-2 text-sm text-danger">{recording.processingError}</p>
      ) : null}

      <div className="mt-auto pt-4">
        {playing ? (
          <MediaPlayer
            src={recording.fileUrl}
            mimeType={recording.mimeType}
            title={recording.title}
            autoPlay
            className="mb-3"
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-pressed={playing}
            aria-label={`${playing ? "Hide player" : "Play"}: ${recording.title}`}
            onClick={() => setPlaying((on) => !on)}
          >
            <PlayIcon />
            {playing ? "Hide player" : "Play"}
          </Button>
          <a
            href={recording.downloadUrl}
            download
            aria-label={`Download: ${recording.title}`}
            className={buttonStyles({ variant: "secondary", size: "sm" })}
          >
            <DownloadIcon />
            Download
          </a>
          {onEdit ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Edit Details: ${recording.title}`}
              onClick={() => onEdit(recording)}
            >
              Edit Details
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function RecordingCardSkeleton() {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-3 h-6 w-3/4" />
      <Skeleton className="mt-2 h-16 w-full" />
      <Skeleton className="mt-4 h-9 w-1/2" />
    </div>
  );
}
