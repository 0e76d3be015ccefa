import type { OutboxSummary } from "@field-commons/shared/account-recovery";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Message } from "../../../components/ui/message";
import { Skeleton } from "../../../components/ui/skeleton";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useSession } from "../../../lib/session/use-session";
import { outboxMessageQueryOptions, outboxQueryOptions } from "../api/account-recovery";
import { LinkedText } from "./linked-text";

const dateTime = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/**
 * The local outbox (demo mode, admins): every message the app sent, newest
 * first; opening one shows its text with working links.
 */
export function Outbox() {
  const { user, status } = useSession();
  if (status === "loading") return <Skeleton className="mt-6 h-40 w-full" />;
  if (!user) {
    return (
      <EmptyState
        className="mt-6"
        title="Please log in"
        description="The outbox is for the demo admin: use Admin Login (Demo) in the account panel."
        action={
          <Link to="/login" className="font-semibold text-accent underline underline-offset-2">
            Go to login
          </Link>
        }
      />
    );
  }
  if (!user.isAdmin) {
    return (
      <EmptyState
        className="mt-6"
        title="Access Denied"
        description="Only admins can read the outbox."
      />
    );
  }
  return <OutboxBody />;
}

function OutboxBody() {
  const [params, setParams] = useSearchParams();
  const selected = params.get("id");
  const list = useInfiniteQuery(outboxQueryOptions());

  if (list.isPending) return <Skeleton className="mt-6 h-40 w-full" />;
  if (list.isError) {
    return (
      <div className="mt-6 space-y-3">
        <Message tone="error">{errorText(list.error, "Failed to load the outbox")}</Message>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        className="mt-6"
        title="No messages yet"
        description="Messages the app sends (verification and password-reset links) appear here."
      />
    );
  }

  const open = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set("id", id);
      return next;
    });

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <ul
          aria-label="Messages"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {items.map((item) => (
            <OutboxRow key={item.id} item={item} active={item.id === selected} onOpen={open} />
          ))}
        </ul>
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            className="mt-4 w-full"
            isBusy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load more
          </Button>
        ) : null}
      </div>
      <div>
        {selected ? (
          <OutboxMessageView id={selected} />
        ) : (
          <p className="text-slate-600">Open a message to read it.</p>
        )}
      </div>
    </div>
  );
}

function OutboxRow({
  item,
  active,
  onOpen,
}: {
  item: OutboxSummary;
  active: boolean;
  onOpen: (id: string) => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-current={active || undefined}
        onClick={() => onOpen(item.id)}
        className={cn(
          "block w-full px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-focus",
          active && "bg-slate-100",
        )}
      >
        <span className="block font-semibold text-slate-900">{item.subject}</span>
        <span className="block text-sm text-slate-700">To {item.to}</span>
        <span className="block text-sm text-slate-600">
          {dateTime.format(new Date(item.createdAt))}
        </span>
      </button>
    </li>
  );
}

function OutboxMessageView({ id }: { id: string }) {
  const query = useQuery(outboxMessageQueryOptions(id));
  if (query.isPending) return <Skeleton className="h-60 w-full" />;
  if (query.isError) {
    return <Message tone="error">{errorText(query.error, "Failed to load the message")}</Message>;
  }
  const { message } = query.data;
  return (
    <article
      aria-labelledby="outbox-subject"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="outbox-subject" className="text-xl font-semibold text-slate-900">
        {message.subject}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
        <dt className="font-medium">To</dt>
        <dd>{message.to}</dd>
        <dt className="font-medium">Sent</dt>
        <dd>{dateTime.format(new Date(message.sentAt ?? message.createdAt))}</dd>
      </dl>
      {message.text === null ? (
        <p className="mt-4 text-slate-600">Sent by SMTP: the text is not kept.</p>
      ) : (
        <div
          className="mt-4 font-sans whitespace-pre-wrap text-slate-900"
          data-testid="outbox-text"
        >
          <LinkedText text={message.text} />
        </div>
      )}
    </article>
  );
}
