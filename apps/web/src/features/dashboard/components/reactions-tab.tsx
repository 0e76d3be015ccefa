import type { ContentSummary } from "@field-commons/shared/content";
import { DISPLAY_FALLBACKS } from "@field-commons/shared/content";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadMore } from "../../../components/ui/load-states";
import { useLogError } from "../../../hooks/use-log-error";
import { useSetLiked, useSetSaved } from "../../../lib/content/reactions";
import { ContentCard } from "../../../components/content/content-card";
import { useMyReactions } from "../api/get-dashboard";
import type { ReactionKind } from "../api/get-dashboard";
import { CardGrid, CardGridSkeleton, LoadErrorNote } from "./list-states";

const TEXT: Record<
  ReactionKind,
  { list: string; empty: string; emptyHint: string; loading: string; error: string }
> = {
  likes: {
    list: "Liked content",
    empty: "No liked content yet",
    emptyHint: "Like case studies, field work and essays to find them here again.",
    loading: "Loading your liked content…",
    error: "We couldn't load your liked content.",
  },
  saves: {
    list: "Saved content",
    empty: "No saved content yet",
    emptyHint: "Save anything you want to read later, and it will wait for you here.",
    loading: "Loading your saved content…",
    error: "We couldn't load your saved content.",
  },
};

/**
 * Unlike (DELETE /api/likes) or Remove (DELETE /api/saves). The list and the
 * stats reload after the server confirms; on failure nothing changes (logged).
 */
function UndoReactionButton({
  kind,
  item,
  onDone,
}: {
  kind: ReactionKind;
  item: ContentSummary;
  onDone: (id: string) => void;
}) {
  const unlike = useSetLiked();
  const unsave = useSetSaved();
  const title = item.title.trim() || DISPLAY_FALLBACKS.title;
  const isBusy = kind === "likes" ? unlike.isPending : unsave.isPending;
  const options = {
    onSuccess: () => onDone(item.id),
    onError: (error: Error) =>
      console.error(kind === "likes" ? "Failed to unlike" : "Failed to remove save", error),
  };
  const onClick = () => {
    if (kind === "likes") unlike.mutate({ item, liked: false }, options);
    else unsave.mutate({ item, saved: false }, options);
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      isBusy={isBusy}
      onClick={onClick}
      aria-label={kind === "likes" ? `Unlike ${title}` : `Remove ${title} from saved`}
    >
      {kind === "likes" ? "Unlike" : "Remove"}
    </Button>
  );
}

/** The Liked or Saved tab: the items you liked or saved, newest first. */
export function ReactionsTab({ kind }: { kind: ReactionKind }) {
  const query = useMyReactions(kind);
  const text = TEXT[kind];
  useLogError(query.error, `Failed to fetch ${kind}`);
  // Items the server confirmed as undone disappear at once, before the reload.
  const [undone, setUndone] = useState<ReadonlySet<string>>(() => new Set());
  const items = (query.data?.pages.flatMap((page) => page.items) ?? [])
    .map((record) => record.item)
    .filter((item) => !undone.has(item.id));

  const markUndone = (id: string) => setUndone((current) => new Set(current).add(id));

  return (
    <div>
      {query.isError ? (
        <LoadErrorNote onRetry={() => void query.refetch()}>{text.error}</LoadErrorNote>
      ) : null}
      {query.isPending ? (
        <CardGridSkeleton label={text.loading} />
      ) : items.length === 0 ? (
        <EmptyState headingLevel={3} title={text.empty} description={text.emptyHint} />
      ) : (
        <>
          <CardGrid label={text.list}>
            {items.map((item) => (
              <li key={item.id}>
                <ContentCard
                  item={item}
                  actions={<UndoReactionButton kind={kind} item={item} onDone={markUndone} />}
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
    </div>
  );
}
