import { ADMIN_MESSAGES } from "@field-commons/shared/admin";
import { DISPLAY_FALLBACKS, contentPath, formatDate } from "@field-commons/shared/content";
import type { ContentType } from "@field-commons/shared/content";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useReturnFocus } from "../../../components/ui/dialog-focus";
import { DomainBadge } from "../../../components/ui/domain-badge";
import { ListSkeleton, LoadError } from "../../../components/ui/load-states";
import { Message } from "../../../components/ui/message";
import { StatusBadge } from "../../../components/ui/status-badge";
import { useLogError } from "../../../hooks/use-log-error";
import { CONTENT_TYPE_INFO } from "../../../lib/content-types";
import {
  contentDetailQueryOptions,
  isNotFoundError,
} from "../../../lib/content/get-content-detail";

/** Which item the modal shows. */
export interface ContentRef {
  id: string;
  type: ContentType;
  title: string;
}

function Detail({ target }: { target: ContentRef }) {
  const detail = useQuery(contentDetailQueryOptions(target.type, target.id));
  useLogError(detail.error, "Failed to load the item");
  if (detail.isPending) return <ListSkeleton label="Loading the item…" rows={3} />;
  if (isNotFoundError(detail.error) || (detail.isSuccess && !detail.data)) {
    return (
      <Message tone="info" className="mt-4">
        This item no longer exists.
      </Message>
    );
  }
  if (detail.isError || !detail.data) {
    return (
      <LoadError
        className="mt-4"
        onRetry={() => void detail.refetch()}
        isRetrying={detail.isFetching}
      >
        {ADMIN_MESSAGES.loadFailed}
      </LoadError>
    );
  }
  const item = detail.data;
  const facts: [string, string][] = [
    ["Author", item.author.name.trim() || DISPLAY_FALLBACKS.author],
    ["Created", formatDate(item.createdAt)],
    ["Last updated", formatDate(item.updatedAt)],
    [
      "Location",
      item.location.name.trim() || item.location.country.trim() || DISPLAY_FALLBACKS.location,
    ],
    ["Views", item.counts.views.toLocaleString("en-US")],
  ];
  if (item.publishedAt) facts.splice(2, 0, ["Published", formatDate(item.publishedAt)]);
  return (
    <div className="mt-4 space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
          {CONTENT_TYPE_INFO[item.type].label}
        </span>
        <StatusBadge status={item.status} />
        <DomainBadge domain={item.domain} fallbackLabel={DISPLAY_FALLBACKS.domain} />
      </div>
      {item.summary.trim() ? <p className="text-lg text-slate-800">{item.summary}</p> : null}
      <p className="text-slate-700">{item.description || DISPLAY_FALLBACKS.description}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[400px]:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="font-semibold text-slate-600">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {item.moderationReason ? (
        <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <span className="font-semibold">Moderation reason:</span> {item.moderationReason}
        </p>
      ) : null}
      <Link to={contentPath(item)} className={buttonStyles({ variant: "secondary", size: "sm" })}>
        {item.status === "published" ? "Open its public page" : "Open its page"}
      </Link>
    </div>
  );
}

/** An item of the queue or the content list, as its author wrote it, with a link to its page. */
export function ContentDetailDialog({
  target,
  onClose,
}: {
  target: ContentRef | null;
  onClose: () => void;
}) {
  const focus = useReturnFocus();
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target ? (
        <DialogContent className="sm:max-w-2xl" {...focus}>
          <DialogTitle className="break-words">
            {target.title.trim() || DISPLAY_FALLBACKS.title}
          </DialogTitle>
          <DialogDescription>Content details</DialogDescription>
          <Detail key={`${target.type}:${target.id}`} target={target} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
