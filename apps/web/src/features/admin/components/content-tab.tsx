import { ADMIN_MESSAGES, ADMIN_SETTABLE_STATUSES } from "@field-commons/shared/admin";
import type { AdminContentItem } from "@field-commons/shared/admin";
import {
  CONTENT_STATUSES,
  CONTENT_TYPES,
  DISPLAY_FALLBACKS,
  formatDate,
} from "@field-commons/shared/content";
import type { ContentStatus, ContentType } from "@field-commons/shared/content";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Label } from "../../../components/ui/label";
import { SearchBox } from "../../../components/ui/search-box";
import { Select } from "../../../components/ui/select";
import { StatusBadge } from "../../../components/ui/status-badge";
import { useLogError } from "../../../hooks/use-log-error";
import { CONTENT_TYPE_INFO } from "../../../lib/content-types";
import { useAdminContent, useDeleteAdminContent, useSetContentStatus } from "../api/admin-api";
import type { AdminSettableStatus } from "../api/admin-api";
import { useAdminParams } from "../hooks/use-admin-params";
import { useAfterActionFocus } from "../hooks/use-after-action-focus";
import { useNotice } from "../hooks/use-notice";
import { adminErrorText } from "../utils/admin-text";
import { ContentDetailDialog } from "./content-detail-dialog";
import type { ContentRef } from "./content-detail-dialog";
import { ListFrame } from "./list-frame";
import { NoticeLine } from "./notice-line";
import { ReasonDialog } from "./reason-dialog";

const SETTABLE = ADMIN_SETTABLE_STATUSES;
type SettableStatus = AdminSettableStatus;

const STATUS_LABELS: Record<ContentStatus, string> = {
  draft: "Draft",
  pending: "Pending",
  published: "Published",
  rejected: "Rejected",
  archived: "Archived",
  "in-review": "In review",
  "needs-revision": "Needs revision",
};

/**
 * What the status dialog asks for with each new status: a rejection needs a
 * reason, a revision request a note the author reads; hiding for review
 * takes an optional note.
 */
function reasonFieldFor(status: SettableStatus) {
  switch (status) {
    case "needs-revision":
      return {
        label: "Note to the author",
        required: true,
        requiredMessage: ADMIN_MESSAGES.noteRequired,
        hint: "The author sees this note on their dashboard and in the e-mail.",
        description:
          "It goes offline and back to its author as needing revision, with your note. When they resubmit, it returns to the moderation queue, in review.",
      };
    case "in-review":
      return {
        label: "Note to the author",
        required: false,
        requiredMessage: ADMIN_MESSAGES.noteRequired,
        hint: "The author sees it.",
        description: "It goes offline until a moderator decides; the author is told.",
      };
    case "rejected":
      return {
        label: "Reason",
        required: true,
        requiredMessage: ADMIN_MESSAGES.reasonRequired,
        hint: "The author sees it.",
        description: "It goes offline and back to its author as rejected, with your reason.",
      };
    default:
      return {
        label: "Reason",
        required: false,
        requiredMessage: ADMIN_MESSAGES.reasonRequired,
        hint: "The author sees it.",
        description: "The author is told the new status and your reason, if you give one.",
      };
  }
}

function asType(value: string | undefined): ContentType | undefined {
  return CONTENT_TYPES.find((type) => type === value);
}
function asStatus(value: string | undefined): ContentStatus | undefined {
  return CONTENT_STATUSES.find((status) => status === value);
}

function Filters() {
  const id = useId();
  const { get, update } = useAdminParams();
  return (
    <div className="mb-5 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-end">
      <SearchBox
        label="Search content"
        placeholder="Title or author"
        value={get("q")}
        onSearch={(q) => update({ q })}
      />
      <div>
        <Label htmlFor={`${id}-type`}>Type</Label>
        <Select
          id={`${id}-type`}
          className="mt-1"
          value={asType(get("type")) ?? ""}
          onChange={(event) => update({ type: event.target.value })}
        >
          <option value="">All types</option>
          {CONTENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {CONTENT_TYPE_INFO[type].label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select
          id={`${id}-status`}
          className="mt-1"
          value={asStatus(get("status")) ?? ""}
          onChange={(event) => update({ status: event.target.value })}
        >
          <option value="">All statuses</option>
          {CONTENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

function ContentRow({
  item,
  onStatus,
  onDelete,
  onOpen,
}: {
  item: AdminContentItem;
  onStatus: (item: AdminContentItem) => void;
  onDelete: (item: AdminContentItem) => void;
  onOpen: (item: AdminContentItem) => void;
}) {
  const title = item.title.trim() || DISPLAY_FALLBACKS.title;
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="inline-flex items-center rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 font-semibold text-slate-800">
            {CONTENT_TYPE_INFO[item.type].label}
          </span>
          <StatusBadge status={item.status} />
          {item.reportCount > 0 ? (
            <span className="font-semibold text-amber-900">
              {item.reportCount === 1 ? "1 report" : `${item.reportCount} reports`}
            </span>
          ) : null}
        </div>
        <h3 className="mt-1.5 font-semibold break-words text-slate-900">
          <button
            type="button"
            onClick={() => onOpen(item)}
            className="text-left underline-offset-2 hover:underline"
          >
            {title}
          </button>
        </h3>
        <p className="text-sm text-slate-700">
          By {item.author.name.trim() || DISPLAY_FALLBACKS.author} · updated{" "}
          <time dateTime={item.updatedAt}>{formatDate(item.updatedAt)}</time>
        </p>
        {item.moderationReason ? (
          <p className="mt-1 text-sm break-words text-slate-700">
            <span className="font-medium">Reason:</span> {item.moderationReason}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Change status of ${title}`}
          onClick={() => onStatus(item)}
        >
          Change status
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-danger hover:bg-danger-soft"
          aria-label={`Delete ${title}`}
          onClick={() => onDelete(item)}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

/** Every item of every type, filtered by type, status and text, with status change and delete. */
export function ContentTab() {
  const selectId = useId();
  const { page, get, update } = useAdminParams();
  const filters = {
    type: asType(get("type")),
    status: asStatus(get("status")),
    search: get("q"),
    page,
  };
  const content = useAdminContent(filters);
  useLogError(content.error, "Failed to fetch content");
  const setStatus = useSetContentStatus();
  const remove = useDeleteAdminContent();
  const { notice, success, failure } = useNotice();
  const [changing, setChanging] = useState<AdminContentItem | null>(null);
  const [nextStatus, setNextStatus] = useState<SettableStatus>("published");
  const [deleting, setDeleting] = useState<AdminContentItem | null>(null);
  const [viewing, setViewing] = useState<ContentRef | null>(null);
  const heading = useAfterActionFocus<HTMLHeadingElement>();

  const changeStatus = async (reason: string) => {
    if (!changing) return;
    const title = changing.title.trim() || DISPLAY_FALLBACKS.title;
    try {
      await setStatus.mutateAsync({ id: changing.id, status: nextStatus, reason });
      success(`“${title}” is now ${STATUS_LABELS[nextStatus].toLowerCase()}.`);
    } catch (error) {
      console.error("Failed to update content status", error);
      failure(adminErrorText(error, ADMIN_MESSAGES.updateStatus));
    } finally {
      heading.afterAction(true);
      setChanging(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const title = deleting.title.trim() || DISPLAY_FALLBACKS.title;
    try {
      await remove.mutateAsync(deleting.id);
      success(`Deleted “${title}”.`);
    } catch (error) {
      console.error("Failed to delete content", error);
      failure(adminErrorText(error, ADMIN_MESSAGES.deleteContent));
    } finally {
      heading.afterAction(true);
      setDeleting(null);
    }
  };

  const reasonField = reasonFieldFor(nextStatus);
  const items = content.data?.items ?? [];
  const filtered = Boolean(filters.type || filters.status || filters.search);
  return (
    <section aria-labelledby="admin-content-heading">
      <h2
        id="admin-content-heading"
        ref={heading.ref}
        tabIndex={-1}
        className="mb-4 text-xl font-semibold text-slate-900 focus:outline-none"
      >
        Content
        {content.data ? (
          <span className="ml-2 text-base font-normal text-slate-600">
            ({content.data.total.toLocaleString("en-US")})
          </span>
        ) : null}
      </h2>
      <Filters />
      <NoticeLine notice={notice} />
      <ListFrame
        query={content}
        isEmpty={items.length === 0}
        loadingLabel="Loading content…"
        failedText={ADMIN_MESSAGES.loadFailed}
        emptyTitle={filtered ? "Nothing matches these filters" : "No content yet"}
        emptyDescription={
          filtered
            ? "Try another type, status or search."
            : "Case studies, trips, briefs, essays and interviews appear here once written."
        }
        pagerLabel="Content pages"
        onPage={(next) => update({ page: next })}
      >
        <ul aria-label="Content" className="space-y-3">
          {items.map((item) => (
            <ContentRow
              key={item.id}
              item={item}
              onOpen={(target) =>
                setViewing({ id: target.id, type: target.type, title: target.title })
              }
              onStatus={(target) => {
                setNextStatus(SETTABLE.find((status) => status === target.status) ?? "published");
                setChanging(target);
              }}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      </ListFrame>

      <ReasonDialog
        open={changing !== null}
        onOpenChange={(open) => !open && setChanging(null)}
        title={`Change the status of “${changing?.title.trim() || DISPLAY_FALLBACKS.title}”`}
        description={reasonField.description}
        confirmLabel="Save status"
        tone="primary"
        required={reasonField.required}
        label={reasonField.label}
        hint={reasonField.hint}
        requiredMessage={reasonField.requiredMessage}
        isBusy={setStatus.isPending}
        onCloseAutoFocus={heading.onCloseAutoFocus}
        onSubmit={(reason) => void changeStatus(reason)}
      >
        <div>
          <Label htmlFor={selectId}>New status</Label>
          <Select
            id={selectId}
            className="mt-1"
            value={nextStatus}
            onChange={(event) =>
              setNextStatus(SETTABLE.find((s) => s === event.target.value) ?? "published")
            }
          >
            {SETTABLE.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
      </ReasonDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete “${deleting?.title.trim() || DISPLAY_FALLBACKS.title}”?`}
        description="It is removed for everyone, with its likes, saves and reports. This cannot be undone."
        confirmLabel="Delete"
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCloseAutoFocus={heading.onCloseAutoFocus}
      />
      <ContentDetailDialog target={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
