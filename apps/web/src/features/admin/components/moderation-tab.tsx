import {
  ADMIN_MESSAGES,
  REPORT_REASON_LABELS,
  adminActionFailed,
} from "@field-commons/shared/admin";
import type { ModerationDecision, ModerationItem } from "@field-commons/shared/admin";
import { DISPLAY_FALLBACKS, formatDate } from "@field-commons/shared/content";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { StatusBadge } from "../../../components/ui/status-badge";
import { useLogError } from "../../../hooks/use-log-error";
import { CONTENT_TYPE_INFO } from "../../../lib/content-types";
import { useModerate, useModerationQueue } from "../api/admin-api";
import { useAdminParams } from "../hooks/use-admin-params";
import { useAfterActionFocus } from "../hooks/use-after-action-focus";
import { useNotice } from "../hooks/use-notice";
import { adminErrorText, waitingFor } from "../utils/admin-text";
import { ContentDetailDialog } from "./content-detail-dialog";
import type { ContentRef } from "./content-detail-dialog";
import { ListFrame } from "./list-frame";
import { NoticeLine } from "./notice-line";
import { ReasonDialog } from "./reason-dialog";

function PriorityBadge({ priority }: { priority: ModerationItem["priority"] }) {
  return priority === "urgent" ? (
    <Badge className="border-red-300 bg-red-50 text-red-900">Urgent</Badge>
  ) : (
    <Badge className="border-slate-300 bg-slate-50 text-slate-700">Normal</Badge>
  );
}

const DECISION_VERBS: Record<ModerationDecision, string> = {
  approve: "approve",
  reject: "reject",
  dismiss: "dismiss the reports on",
  hide: "hide",
  "request-revision": "request a revision of",
};

function doneText(decision: ModerationDecision, title: string): string {
  switch (decision) {
    case "approve":
      return `Approved “${title}”.`;
    case "reject":
      return `Rejected “${title}”.`;
    case "dismiss":
      return `Dismissed the reports on “${title}”; it stays as it was.`;
    case "hide":
      return `“${title}” is hidden until it is reviewed.`;
    case "request-revision":
      return `Asked the author of “${title}” for a revision.`;
  }
}

const LINK = "font-medium text-accent underline underline-offset-2";

/** The open reports: the category, the reporter's own words, who reported and when. */
function ReportList({ item, title }: { item: ModerationItem; title: string }) {
  if (item.reports.length === 0) return null;
  return (
    <ul aria-label={`Reports on ${title}`} className="mt-3 space-y-2">
      {item.reports.map((report) => (
        <li key={report.id} className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm">
          <p className="text-slate-900">
            <span className="font-semibold">{REPORT_REASON_LABELS[report.reason]}</span>
            {" · reported by "}
            <Link to={`/profile/${encodeURIComponent(report.reporter.id)}`} className={LINK}>
              {report.reporter.name.trim() || DISPLAY_FALLBACKS.author}
            </Link>
            {" on "}
            <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
          </p>
          {report.details.trim() ? (
            <blockquote className="mt-1 border-l-2 border-amber-400 pl-3 break-words whitespace-pre-line text-slate-800">
              {report.details}
            </blockquote>
          ) : (
            <p className="mt-1 text-slate-700">No details given.</p>
          )}
        </li>
      ))}
    </ul>
  );
}

function QueueRow({
  item,
  busy,
  onDecide,
  onAsk,
  onOpen,
}: {
  item: ModerationItem;
  busy: boolean;
  onDecide: (item: ModerationItem, decision: ModerationDecision, reason: string) => void;
  onAsk: (item: ModerationItem, decision: "reject" | "request-revision") => void;
  onOpen: (item: ModerationItem) => void;
}) {
  const title = item.title.trim() || DISPLAY_FALLBACKS.title;
  const live = item.status === "published";
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="inline-flex items-center rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 font-semibold text-slate-800">
          {CONTENT_TYPE_INFO[item.type].label}
        </span>
        <StatusBadge status={item.status} />
        <PriorityBadge priority={item.priority} />
        {item.reportCount > 0 ? (
          <Badge className="border-amber-300 bg-amber-50 text-amber-900">
            {item.reportCount === 1 ? "1 report" : `${item.reportCount} reports`}
          </Badge>
        ) : null}
      </div>
      <h3 className="mt-2 text-lg font-semibold break-words text-slate-900">
        <button
          type="button"
          onClick={() => onOpen(item)}
          className="text-left underline-offset-2 hover:underline"
        >
          {title}
        </button>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        By{" "}
        <Link to={`/profile/${encodeURIComponent(item.author.id)}`} className={LINK}>
          {item.author.name.trim() || DISPLAY_FALLBACKS.author}
        </Link>{" "}
        · waiting {waitingFor(item.waitingSince)} (since{" "}
        <time dateTime={item.waitingSince}>{formatDate(item.waitingSince)}</time>)
      </p>
      {item.status === "in-review" && item.moderationReason?.trim() ? (
        <p className="mt-1 text-sm break-words text-slate-700">
          <span className="font-medium">Last note to the author:</span> {item.moderationReason}
        </p>
      ) : null}
      {item.reportReasons.length > 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-medium">Reported as:</span>{" "}
          {item.reportReasons.map((reason) => REPORT_REASON_LABELS[reason]).join(", ")}
        </p>
      ) : null}
      <ReportList item={item} title={title} />
      <div className="mt-3 flex flex-wrap gap-2">
        {live ? (
          <>
            {item.reportCount > 0 ? (
              <Button
                size="sm"
                disabled={busy}
                aria-label={`${item.reportCount === 1 ? "Dismiss report" : "Dismiss reports"} on ${title}`}
                onClick={() => onDecide(item, "dismiss", "")}
              >
                {item.reportCount === 1 ? "Dismiss report" : "Dismiss reports"}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={`Hide pending review: ${title}`}
              onClick={() => onDecide(item, "hide", "")}
            >
              Hide pending review
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            disabled={busy}
            aria-label={`Approve ${title}`}
            onClick={() => onDecide(item, "approve", "")}
          >
            Approve
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={`Request revision of ${title}`}
          onClick={() => onAsk(item, "request-revision")}
        >
          Request revision
        </Button>
        <Button
          size="sm"
          variant="secondary"
          className="text-danger"
          disabled={busy}
          aria-label={`Reject ${title}`}
          onClick={() => onAsk(item, "reject")}
        >
          Reject
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onOpen(item)} aria-label={`View ${title}`}>
          View
        </Button>
      </div>
    </li>
  );
}

/**
 * Items waiting for a decision (submitted, back in review, or reported),
 * urgent and oldest first, each with what readers reported and the actions:
 * dismiss the report, hide pending review, approve, request a revision (with
 * a note the author reads), reject (with a reason).
 */
export function ModerationTab() {
  const { page, update } = useAdminParams();
  const queue = useModerationQueue(page);
  useLogError(queue.error, ADMIN_MESSAGES.fetchQueue);
  const moderate = useModerate();
  const { notice, success, failure } = useNotice();
  const [asking, setAsking] = useState<{
    item: ModerationItem;
    decision: "reject" | "request-revision";
  } | null>(null);
  const [viewing, setViewing] = useState<ContentRef | null>(null);
  const heading = useAfterActionFocus<HTMLHeadingElement>();

  const decide = async (item: ModerationItem, decision: ModerationDecision, reason: string) => {
    const title = item.title.trim() || DISPLAY_FALLBACKS.title;
    try {
      await moderate.mutateAsync({ type: item.type, id: item.id, decision, input: { reason } });
      success(doneText(decision, title));
    } catch (error) {
      console.error(`Failed to ${decision} item`, error);
      failure(adminErrorText(error, adminActionFailed(DECISION_VERBS[decision])));
    } finally {
      heading.afterAction(asking !== null);
      setAsking(null);
    }
  };

  const items = queue.data?.items ?? [];
  return (
    <section aria-labelledby="admin-queue-heading">
      <h2
        id="admin-queue-heading"
        ref={heading.ref}
        tabIndex={-1}
        className="mb-4 text-xl font-semibold text-slate-900 focus:outline-none"
      >
        Moderation Queue
        {queue.data ? (
          <span className="ml-2 text-base font-normal text-slate-600">
            ({queue.data.total.toLocaleString("en-US")})
          </span>
        ) : null}
      </h2>
      <NoticeLine notice={notice} />
      <ListFrame
        query={queue}
        isEmpty={items.length === 0}
        loadingLabel="Loading the moderation queue…"
        failedText={ADMIN_MESSAGES.fetchQueue}
        emptyTitle="Nothing to moderate"
        emptyDescription="Items submitted for review and items readers report appear here."
        pagerLabel="Moderation queue pages"
        onPage={(next) => update({ page: next })}
      >
        <ul aria-label="Items waiting for moderation" className="space-y-3">
          {items.map((item) => (
            <QueueRow
              key={item.id}
              item={item}
              busy={moderate.isPending}
              onDecide={(target, decision, reason) => void decide(target, decision, reason)}
              onAsk={(target, decision) => setAsking({ item: target, decision })}
              onOpen={(target) =>
                setViewing({ id: target.id, type: target.type, title: target.title })
              }
            />
          ))}
        </ul>
      </ListFrame>

      <ReasonDialog
        open={asking?.decision === "reject"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Reject “${asking?.item.title.trim() || DISPLAY_FALLBACKS.title}”?`}
        description="It goes offline and back to its author as rejected, with your reason."
        confirmLabel="Reject"
        required
        quickReason
        isBusy={moderate.isPending}
        onCloseAutoFocus={heading.onCloseAutoFocus}
        onSubmit={(reason) => asking && void decide(asking.item, "reject", reason)}
      />
      <ReasonDialog
        open={asking?.decision === "request-revision"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Request a revision of “${asking?.item.title.trim() || DISPLAY_FALLBACKS.title}”?`}
        description="It goes offline and back to its author as needing revision, with your note. When they resubmit, it returns here, in review."
        confirmLabel="Request revision"
        label="Note to the author"
        hint="The author sees this note on their dashboard and in the e-mail."
        requiredMessage={ADMIN_MESSAGES.noteRequired}
        tone="primary"
        required
        isBusy={moderate.isPending}
        onCloseAutoFocus={heading.onCloseAutoFocus}
        onSubmit={(note) => asking && void decide(asking.item, "request-revision", note)}
      />
      <ContentDetailDialog target={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
