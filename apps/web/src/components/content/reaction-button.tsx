import type { ContentSummary } from "@field-commons/shared/content";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { ReactNode } from "react";
import { Button } from "../ui/button";
import { BookmarkIcon, HeartIcon } from "../ui/icons";
import { cn } from "../../lib/cn";
import { counterName } from "./counter-name";
import { ApiError } from "../../lib/api-client";
import { useAccountPanel } from "../../lib/account-panel";
import { useSession } from "../../lib/session/use-session";
import {
  invalidateContentViews,
  setLiked,
  setSaved,
  useConfirmedValue,
} from "../../lib/content/reactions";

interface ReactionState {
  on: boolean;
  count: number;
}

/** What differs between a like and a save. */
const KINDS = {
  like: {
    verbs: ["Like", "Unlike"],
    activeClass: "text-rose-700",
    icon: (filled: boolean) => <HeartIcon filled={filled} />,
    read: (item: ContentSummary, signedIn: boolean): ReactionState => ({
      on: signedIn ? (item.viewer?.liked ?? false) : false,
      count: item.counts.likes,
    }),
    send: async (item: ContentSummary, on: boolean): Promise<ReactionState> => {
      const result = await setLiked(item, on);
      return { on: result.liked, count: result.likes };
    },
  },
  save: {
    verbs: ["Save", "Unsave"],
    activeClass: "text-accent",
    icon: (filled: boolean) => <BookmarkIcon filled={filled} />,
    read: (item: ContentSummary, signedIn: boolean): ReactionState => ({
      on: signedIn ? (item.viewer?.saved ?? false) : false,
      count: item.counts.saves,
    }),
    send: async (item: ContentSummary, on: boolean): Promise<ReactionState> => {
      const result = await setSaved(item, on);
      return { on: result.saved, count: result.saves };
    },
  },
} as const satisfies Record<
  string,
  {
    verbs: readonly [string, string];
    activeClass: string;
    icon: (filled: boolean) => ReactNode;
    read: (item: ContentSummary, signedIn: boolean) => ReactionState;
    send: (item: ContentSummary, on: boolean) => Promise<ReactionState>;
  }
>;

/**
 * Like or save with the item's count. Signed out, it opens the sign-in panel
 * saying why ('Sign in to like this') and makes no call; once the reader signs
 * in from there, the like or save they asked for is made. Signed in, the state and count change only once the
 * server confirms, and show the server's count.
 */
export function ReactionButton({
  kind,
  item,
  className,
}: {
  kind: keyof typeof KINDS;
  item: ContentSummary;
  className?: string;
}) {
  const config = KINDS[kind];
  const { user } = useSession();
  const panel = useAccountPanel();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (on: boolean) => config.send(item, on),
    // Not awaited: the button is free again as soon as the server has answered.
    onSuccess: () => void invalidateContentViews(queryClient),
  });
  const [state, confirm] = useConfirmedValue(
    config.read(item, user !== null),
    (a, b) => a.on === b.on && a.count === b.count,
  );
  const [verbOn, verbOff] = config.verbs;
  const verb = state.on ? verbOff : verbOn;

  const send = (on: boolean) => {
    mutation.mutate(on, {
      onSuccess: (result) => confirm(result),
      onError: (error) => {
        console.error(`Failed to update ${kind}`, error);
        if (error instanceof ApiError && error.status === 401) askToSignIn(on);
      },
    });
  };

  // Once signed in, what was asked is sent: liking twice is harmless (the server keeps one).
  const askToSignIn = (on: boolean) =>
    panel.open("login", {
      returnFocusTo: buttonRef.current,
      reason: `Sign in to ${verbOn.toLowerCase()} this`,
      onSignedIn: () => send(on),
    });

  const onClick = () => {
    if (!user) {
      askToSignIn(true);
      return;
    }
    if (mutation.isPending) return;
    send(!state.on);
  };

  return (
    <Button
      ref={buttonRef}
      variant="ghost"
      size="sm"
      isBusy={mutation.isPending}
      aria-pressed={state.on}
      title={verb}
      onClick={onClick}
      className={cn(state.on && config.activeClass, className)}
    >
      {mutation.isPending ? null : config.icon(state.on)}
      <span className="sr-only">{counterName(verb, state.count, kind)}</span>
      <span aria-hidden="true">{state.count}</span>
    </Button>
  );
}
