import { DISPLAY_FALLBACKS, contentPath } from "@field-commons/shared/content";
import type { ContentSummary } from "@field-commons/shared/content";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../../components/ui/button";
import { Input } from "../../../../components/ui/input";
import { Label } from "../../../../components/ui/label";
import { Message } from "../../../../components/ui/message";
import { Skeleton } from "../../../../components/ui/skeleton";
import { ApiError } from "../../../../lib/api-client";
import { CONTENT_TYPE_INFO } from "../../../../lib/content-types";
import { useLinkedItem, usePublishedSearch } from "../../api/search-content";
import { TextAreaField } from "./fields";
import type { EditorProps } from "./simple-editors";

export type LinkCardType = "case-study" | "policy-brief" | "opinion-essay";
type LinkContent = { contentId: string | null; note: string };

const PLURAL = (type: LinkCardType) => CONTENT_TYPE_INFO[type].nounPlural;
const SINGULAR = (type: LinkCardType) => CONTENT_TYPE_INFO[type].noun;

const SEARCH_DELAY_MS = 300;

/** Links a published case study, policy brief or opinion essay to the card, with a note. */
export function LinkEditor({
  type,
  content,
  onChange,
}: EditorProps<LinkContent> & { type: LinkCardType }) {
  return (
    <div className="space-y-4">
      {content.contentId ? (
        <LinkedItem
          type={type}
          id={content.contentId}
          onRemove={() => onChange({ ...content, contentId: null })}
        />
      ) : (
        <LinkSearch type={type} onPick={(item) => onChange({ ...content, contentId: item.id })} />
      )}
      <TextAreaField
        label="Note"
        rows={3}
        value={content.note}
        maxLength={2000}
        onChange={(event) => onChange({ ...content, note: event.target.value })}
      />
    </div>
  );
}

function LinkedItem({
  type,
  id,
  onRemove,
}: {
  type: LinkCardType;
  id: string;
  onRemove: () => void;
}) {
  const query = useLinkedItem(type, id);
  let body;
  if (query.isPending) {
    body = (
      <div aria-busy="true">
        <Skeleton className="h-6 w-2/3" />
        <span className="sr-only">Loading the linked {SINGULAR(type)}…</span>
      </div>
    );
  } else if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    body = (
      <p className="text-slate-700">
        {gone
          ? `The linked ${SINGULAR(type)} is no longer available.`
          : `The linked ${SINGULAR(type)} could not be loaded.`}
      </p>
    );
  } else {
    body = (
      <p>
        <span className="text-sm text-slate-600">Linked {SINGULAR(type)}: </span>
        <Link
          to={contentPath(query.data)}
          className="font-semibold text-accent underline hover:text-accent-hover"
        >
          {query.data.title.trim() || DISPLAY_FALLBACKS.title}
        </Link>
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3">
      <div className="min-w-0 flex-1">{body}</div>
      <Button variant="secondary" size="sm" onClick={onRemove}>
        Remove Link
      </Button>
    </div>
  );
}

function LinkSearch({
  type,
  onPick,
}: {
  type: LinkCardType;
  onPick: (item: ContentSummary) => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = usePublishedSearch(type, q, true);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div>
      <Label htmlFor={id}>Search published {PLURAL(type)}</Label>
      <Input
        id={id}
        type="search"
        className="mt-1"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="mt-3" aria-live="polite">
        {query.isPending ? (
          <div aria-busy="true" className="space-y-2">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
            <span className="sr-only">Searching…</span>
          </div>
        ) : query.isError ? (
          <div className="space-y-2">
            <Message tone="error">The search failed.</Message>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="text-slate-600">No published {PLURAL(type)} found.</p>
        ) : (
          <ul className="space-y-2" aria-label={`Published ${PLURAL(type)}`}>
            {items.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2"
              >
                <span className="min-w-0">
                  <span className="block font-medium break-words text-slate-900">
                    {item.title.trim() || DISPLAY_FALLBACKS.title}
                  </span>
                  {item.location.name ? (
                    <span className="block text-sm text-slate-600">{item.location.name}</span>
                  ) : null}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Link ${item.title.trim() || DISPLAY_FALLBACKS.title}`}
                  onClick={() => onPick(item)}
                >
                  Link
                </Button>
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2"
            isBusy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load More
          </Button>
        ) : null}
      </div>
    </div>
  );
}
