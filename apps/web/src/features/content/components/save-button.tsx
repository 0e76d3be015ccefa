import type { ContentSummary } from "@field-commons/shared/content";
import { useRef } from "react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { ApiError } from "../../../lib/api-client";
import { useAccountPanel } from "../../auth/hooks/use-account-panel";
import { useSession } from "../../auth/hooks/use-session";
import { useConfirmedValue, useSetSaved } from "../api/reactions";

const iconProps = {
  "aria-hidden": true,
  viewBox: "0 0 24 24",
  className: "size-4 shrink-0",
  strokeWidth: 2,
  stroke: "currentColor",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg {...iconProps} fill={filled ? "currentColor" : "none"}>
      <path d="M6 3.5h12a1 1 0 0 1 1 1v16l-7-4.5-7 4.5v-16a1 1 0 0 1 1-1z" />
    </svg>
  );
}

/**
 * Save / Unsave with the item's save count. Signed out, it opens the sign-in
 * panel. Signed in, the state and count change only once the server confirms,
 * and show the server's count.
 */
export function SaveButton({ item, className }: { item: ContentSummary; className?: string }) {
  const { user } = useSession();
  const panel = useAccountPanel();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const mutation = useSetSaved();
  const [state, confirm] = useConfirmedValue(
    { saved: user ? (item.viewer?.saved ?? false) : false, saves: item.counts.saves },
    (a, b) => a.saved === b.saved && a.saves === b.saves,
  );

  const onClick = () => {
    if (!user) {
      panel.open("login", { returnFocusTo: buttonRef.current });
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate(
      { item, saved: !state.saved },
      {
        onSuccess: (result) => confirm({ saved: result.saved, saves: result.saves }),
        onError: (error) => {
          console.error("Failed to update save", error);
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
      aria-pressed={state.saved}
      aria-label={`${state.saved ? "Unsave" : "Save"} (${state.saves})`}
      title={state.saved ? "Unsave" : "Save"}
      onClick={onClick}
      className={cn(state.saved && "text-accent", className)}
    >
      {mutation.isPending ? null : <BookmarkIcon filled={state.saved} />}
      <span aria-hidden="true">{state.saves}</span>
    </Button>
  );
}
