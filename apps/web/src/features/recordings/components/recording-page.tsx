import { LicenseNotice } from "../../../components/content/license-notice";
import { RECORDING_MESSAGES } from "@field-commons/shared/recordings";
import type { RecordingPrivacy } from "@field-commons/shared/recordings";
import { Link } from "react-router";
import { RelatedBlock } from "../../../components/related/related-block";
import { buttonStyles } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { StatusBadge } from "../../../components/ui/status-badge";
import { Skeleton } from "../../../components/ui/skeleton";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { ApiError } from "../../../lib/api-client";
import { useSession } from "../../../lib/session/use-session";
import { useRecording } from "../api/recordings-api";
import { DeleteRecordingButton } from "./delete-recording-button";
import { PublishRecordingButton, PublishShownAbove } from "./publish-recording-button";
import { RecordingEditor } from "./recording-editor";

/** Who will see a draft once it is published, by its privacy. */
const ONCE_PUBLISHED: Record<RecordingPrivacy, string> = {
  public: "Once published, everyone can find it.",
  shared: "Once published, signed-in members can find it.",
  private: "Its privacy is Private, so publishing it shows it to nobody else.",
};

const dateText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
};

/**
 * /recordings/{id}: title, who recorded it and when, the player, the
 * transcript (a line seeks the player), summary, quotes, action items, topics
 * and entities. Its owner (or an admin) can edit them here, or open the form;
 * a draft says who sees it and offers Publish.
 */
export function RecordingPage({ id }: { id: string }) {
  const recording = useRecording(id);
  const session = useSession();
  useDocumentTitle(recording.data?.title ?? "Recording");

  if (recording.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8" aria-busy="true">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="mt-4 h-12 w-full" />
        <Skeleton className="mt-6 h-48 w-full" />
      </div>
    );
  }
  if (recording.isError) {
    const missing = recording.error instanceof ApiError && recording.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState
          headingLevel={1}
          title={missing ? RECORDING_MESSAGES.notFound : "Error loading recording"}
          description={
            missing
              ? "The recording you're looking for doesn't exist, or is private."
              : "The recording could not be loaded."
          }
          action={
            <Link to="/recordings" className={buttonStyles({ variant: "secondary" })}>
              Back to Recordings
            </Link>
          }
        />
      </div>
    );
  }

  const data = recording.data;
  const canEdit = data.isOwner || session.user?.isAdmin === true;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link to="/recordings" className="text-sm font-medium text-accent hover:underline">
        ← Recordings
      </Link>
      <header className="mt-3">
        <h1 className="text-3xl font-bold tracking-tight text-pretty text-slate-900">
          {data.title}
        </h1>
        <p className="mt-2 text-slate-700">
          {data.author?.name || "Unknown"} · {dateText(data.recordedAt)}
          {data.location?.name ? ` · ${data.location.name}` : ""}
          {data.domain ? ` · ${data.domain}` : ""} · {data.views}{" "}
          {data.views === 1 ? "view" : "views"}
        </p>
        {data.description ? (
          <p className="mt-4 max-w-prose text-lg whitespace-pre-line text-slate-800">
            {data.description}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <a
            href={data.downloadUrl}
            download
            className={buttonStyles({ variant: "secondary", size: "sm" })}
          >
            Download
          </a>
          {canEdit ? (
            <Link
              to={`/publish/recording/${data.id}`}
              className={buttonStyles({ variant: "secondary", size: "sm" })}
            >
              Edit Details
            </Link>
          ) : null}
          {canEdit ? <DeleteRecordingButton id={data.id} title={data.title} /> : null}
        </div>
        {data.status === "draft" && canEdit ? (
          <section
            aria-label="Draft"
            className="mt-4 flex flex-wrap items-start justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
          >
            <p className="max-w-prose text-sm text-amber-950">
              <StatusBadge status="draft" className="mr-1" />{" "}
              {data.isOwner
                ? "This recording is a draft: only you can see it."
                : "This recording is a draft: only its author and admins can see it."}{" "}
              {ONCE_PUBLISHED[data.privacy]}
            </p>
            <PublishRecordingButton recording={data} />
          </section>
        ) : null}
      </header>
      <div className="mt-6">
        {/* The draft's Publish is above: the editor shows none of its own. */}
        <PublishShownAbove>
          <RecordingEditor recording={data} canEdit={canEdit} />
        </PublishShownAbove>
      </div>
      <LicenseNotice license={data.license} className="mt-8" />
      {data.privacy === "public" ? (
        <RelatedBlock entityType="recording" entityId={data.id} />
      ) : null}
    </article>
  );
}
