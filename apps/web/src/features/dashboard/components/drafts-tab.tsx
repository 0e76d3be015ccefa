import { CONTENT_MESSAGES, DISPLAY_FALLBACKS } from "@field-commons/shared/content";
import type { ContentSummary } from "@field-commons/shared/content";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { Message } from "../../../components/ui/message";
import { LoadMore } from "../../../components/ui/load-states";
import { useLogError } from "../../../hooks/use-log-error";
import { ApiError } from "../../../lib/api-client";
import { useDeleteContent } from "../../../lib/content/content-mutations";
import { CONTENT_TYPE_INFO, CONTENT_TYPE_LIST } from "../../../lib/content-types";
import { useMyContent } from "../api/get-dashboard";
import { useResubmit } from "../api/resubmit";
import { DraftCard } from "./draft-card";
import { CardGrid, CardGridSkeleton, LoadErrorNote } from "./list-states";

/** Where 'No drafts yet' sends people: one link per type. */
export const CREATE_LINKS: readonly { label: string; to: string }[] = CONTENT_TYPE_LIST.map(
  (info) => ({ label: info.createLabel, to: info.newPath }),
);

type Notice = { tone: "success" | "error"; text: string };

/** Your drafts of every type, last modified first, with delete after confirmation. */
export function DraftsTab() {
  const query = useMyContent("drafts");
  useLogError(query.error, "Failed to fetch drafts");
  const remove = useDeleteContent();
  const resubmit = useResubmit();
  const [pending, setPending] = useState<ContentSummary | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Drafts the server confirmed as deleted disappear at once, before the reload.
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNotice = useRef(false);

  const items = (query.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (item) => !deleted.has(item.id),
  );

  const resubmitItem = async (target: ContentSummary) => {
    setNotice(null);
    const title = target.title.trim() || DISPLAY_FALLBACKS.title;
    try {
      await resubmit.mutateAsync(target.id);
      setDeleted((current) => new Set(current).add(target.id));
      setNotice({
        tone: "success",
        text: `“${title}” was sent back to the moderators. It is in review and listed with your publications.`,
      });
    } catch (error) {
      console.error("Failed to resubmit", error);
      setNotice({
        tone: "error",
        text:
          error instanceof ApiError && error.serverMessage
            ? `“${title}” could not be resubmitted: ${error.serverMessage}`
            : `“${title}” could not be resubmitted. Check your connection and try again.`,
      });
    } finally {
      focusNotice.current = true;
    }
  };

  const confirmDelete = async () => {
    if (!pending) return;
    const target = pending;
    try {
      await remove.mutateAsync(target.id);
      setDeleted((current) => new Set(current).add(target.id));
      setNotice({ tone: "success", text: CONTENT_MESSAGES.deleteSuccess });
    } catch (error) {
      console.error("Failed to delete draft", error);
      // A refusal from the server vs. a request that never got an answer.
      setNotice({
        tone: "error",
        text:
          error instanceof ApiError ? CONTENT_MESSAGES.deleteFailed : CONTENT_MESSAGES.deleteError,
      });
    } finally {
      focusNotice.current = true;
      setPending(null);
    }
  };

  return (
    <div>
      {notice ? (
        <Message
          ref={noticeRef}
          tabIndex={-1}
          tone={notice.tone}
          className="mb-4 focus:outline-none"
          // Errors must be read at once; success too, since the card it was about is gone.
          role="alert"
        >
          {notice.text}
        </Message>
      ) : null}

      {query.isError ? (
        <LoadErrorNote onRetry={() => void query.refetch()}>
          We couldn&apos;t load your drafts.
        </LoadErrorNote>
      ) : null}

      {query.isPending ? (
        <CardGridSkeleton label="Loading your drafts…" />
      ) : items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No drafts yet"
          description="Start something new. Drafts are saved here until you publish them."
          action={CREATE_LINKS.map((link, index) => (
            <Link
              key={link.to}
              to={link.to}
              className={buttonStyles({
                variant: index === 0 ? "primary" : "secondary",
                size: "sm",
              })}
            >
              {link.label}
            </Link>
          ))}
        />
      ) : (
        <>
          <CardGrid label="Drafts">
            {items.map((item) => (
              <li key={item.id}>
                <DraftCard
                  item={item}
                  onDelete={(target) => {
                    setNotice(null);
                    setPending(target);
                  }}
                  resubmitting={resubmit.isPending && resubmit.variables === item.id}
                  onResubmit={(target) => void resubmitItem(target)}
                />
              </li>
            ))}
          </CardGrid>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={`Delete ${pending?.title.trim() || DISPLAY_FALLBACKS.title}?`}
        description={
          pending ? CONTENT_TYPE_INFO[pending.type].deleteConfirm : CONTENT_MESSAGES.deleteConfirm
        }
        confirmLabel="Delete"
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCloseAutoFocus={(event) => {
          // After a delete the card is gone: move focus to the outcome instead.
          if (focusNotice.current && noticeRef.current) {
            event.preventDefault();
            noticeRef.current.focus();
          }
          focusNotice.current = false;
        }}
      />
    </div>
  );
}
