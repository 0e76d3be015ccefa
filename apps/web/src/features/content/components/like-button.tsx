import type { ContentSummary } from "@field-commons/shared/content";
import { useRef } from "react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { ApiError } from "../../../lib/api-client";
import { useAccountPanel } from "../../auth/hooks/use-account-panel";
import { useSession } from "../../auth/hooks/use-session";
import { useConfirmedValue, useSetLiked } from "../api/reactions";

const iconProps = {
  "aria-hidden": true,
  viewBox: "0 0 24 24",
  className: "size-4 shrink-0",
  strokeWidth: 2,
  stroke: "currentColor",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg {...iconProps} fill={filled ? "currentColor" : "none"}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}

/**
 * Like / Unlike with the item's like count. Signed out, it opens the sign-in
 * panel. Signed in, the state and count change only once the server confirms,
 * and show the server's count.
 */
export function LikeButton({ item, className }: { item: ContentSummary; className?: string }) {
  const { user } = useSession();
  const panel = useAccountPanel();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const mutation = useSetLiked();
  const [state, confirm] = useConfirmedValue(
    { liked: user ? (item.viewer?.liked ?? false) : false, likes: item.counts.likes },
    (a, b) => a.liked === b.liked && a.likes === b.likes,
  );

  const onClick = () => {
    if (!user) {
      panel.open("login", { returnFocusTo: buttonRef.current });
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate(
      { item, liked: !state.liked },
      {
        onSuccess: (result) => confirm({ liked: result.liked, likes: result.likes }),
        onError: (error) => {
          console.error("Failed to update like", error);
          if (error instanceof ApiError && error.status === 401) {
            panel.open("login", { returnFocusTo: buttonRef.current });
          }
        },
      },
    );
  };

  return (
    <Button
      ref={buttonRef}
      variant="ghost"
      size="sm"
      isBusy={mutation.isPending}
      aria-pressed={state.liked}
      aria-label={`${state.liked ? "Unlike" : "Like"} (${state.likes})`}
      title={state.liked ? "Unlike" : "Like"}
      onClick={onClick}
      className={cn(state.liked && "text-rose-700", className)}
    >
      {mutation.isPending ? null : <HeartIcon filled={state.liked} />}
      <span aria-hidden="true">{state.likes}</span>
    </Button>
  );
}
