import {
  ADMIN_MESSAGES,
  REPORT_REASON_LABELS,
  adminActionFailed,
} from "@field-commons/shared/admin";
import type { ModerationDecision, ModerationItem } from "@field-commons/shared/admin";
import { DISPLAY_FALLBACKS, formatDate } from "@field-commons/shared/content";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
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

function QueueRow({
  item,
  busy,
  onDecide,
  onReject,
  onOpen,
}: {
  item: ModerationItem;
  busy: boolean;
  onDecide: (item: ModerationItem, decision: ModerationDecision, reason: string) => void;
  onReject: (item: ModerationItem) => void;
  onOpen: (item: ModerationItem) => void;
}) {
  const title = item.title.trim() || DISPLAY_FALLBACKS.title;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="inline-flex items-center rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 font-semibold text-slate-800">
          {CONTENT_TYPE_INFO[item.type].label}
        </span>
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
        By {item.author.name.trim() || DISPLAY_FALLBACKS.author} · waiting{" "}
        {waitingFor(item.waitingSince)} (since{" "}
        <time dateTime={item.waitingSince}>{formatDate(item.waitingSince)}</time>)
      </p>
      {item.reportReasons.length > 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-medium">Reported as:</span>{" "}
          {item.reportReasons.map((reason) => REPORT_REASON_LABELS[reason]).join(", ")}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Approve ${title}`}
          onClick={() => onDecide(item, "approve", "")}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="secondary"
          className="text-danger"
          disabled={busy}
          aria-label={`Reject ${title}`}
          onClick={() => onReject(item)}
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

/** Items waiting for a decision (submitted for review or reported), oldest and urgent first. */
export function ModerationTab() {
  const { page, update } = useAdminParams();
  const queue = useModerationQueue(page);
  useLogError(queue.error, ADMIN_MESSAGES.fetchQueue);
  const moderate = useModerate();
  const { notice, success, failure } = useNotice();
  const [rejecting, setRejecting] = useState<ModerationItem | null>(null);
  const [viewing, setViewing] = useState<ContentRef | null>(null);
  const heading = useAfterActionFocus<HTMLHeadingElement>();

  const decide = async (item: ModerationItem, decision: ModerationDecision, reason: string) => {
    const title = item.title.trim() || DISPLAY_FALLBACKS.title;
    try {
      await moderate.mutateAsync({ type: item.type, id: item.id, decision, input: { reason } });
      success(decision === "approve" ? `Approved “${title}”.` : `Rejected “${title}”.`);
    } catch (error) {
      console.error(`Failed to ${decision} item`, error);
      failure(adminErrorText(error, adminActionFailed(decision)));
    } finally {
      heading.afterAction(rejecting !== null);
      setRejecting(null);
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
              onReject={setRejecting}
              onOpen={(target) =>
                setViewing({ id: target.id, type: target.type, title: target.title })
              }
            />
          ))}
        </ul>
      </ListFrame>

      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={`Reject “${rejecting?.title.trim() || DISPLAY_FALLBACKS.title}”?`}
        description="It goes back to its author as rejected, with your reason."
        confirmLabel="Reject"
        required
        quickReason
        isBusy={moderate.isPending}
        onCloseAutoFocus={heading.onCloseAutoFocus}
        onSubmit={(reason) => rejecting && void decide(rejecting, "reject", reason)}
      />
      <ContentDetailDialog target={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
