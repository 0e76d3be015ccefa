import { useCallback, useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext, useBlocker } from "react-router";
import type { BlockerFunction } from "react-router";
import { ConfirmDialog } from "../ui/confirm-dialog";

export const UNSAVED_CHANGES_TEXT = {
  title: "Leave without saving?",
  description: "You have unsaved changes. If you leave now, they will be lost.",
  stay: "Stay",
  leave: "Leave",
} as const;

/** While `when` holds, closing or reloading the tab asks the browser's own question. */
function useBeforeUnloadWarning(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [when]);
}

/**
 * While `when` holds, in-app navigation to another page (not a change of the
 * search parameters on the same page) is held until the user answers the
 * dialog: Stay (focused first) keeps the page, Leave goes on. Needs a data
 * router (useBlocker). A form passes `when: false` once a save is under way,
 * and `saving` (read when the navigation starts, so it is never a render
 * behind) when a save may redirect: the redirect after a save is never held.
 */
export function useUnsavedChangesGuard(when: boolean, saving?: () => boolean) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      when && !saving?.() && currentLocation.pathname !== nextLocation.pathname,
    [when, saving],
  );
  const blocker = useBlocker(shouldBlock);

  // Nothing left to lose any more: drop the held navigation (the dialog closes).
  useEffect(() => {
    if (blocker.state === "blocked" && !when) blocker.reset();
  }, [blocker, when]);

  return {
    open: blocker.state === "blocked",
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}

interface GuardProps {
  /** There are unsaved changes and no save is under way. */
  when: boolean;
  /** Whether a save is under way right now; a navigation then is the save's own. */
  saving?: () => boolean;
  /** Leave was chosen: what was kept of the changes on this device goes too. */
  onDiscard?: () => void;
}

function NavigationGuard({ when, saving, onDiscard }: GuardProps) {
  const { open, stay, leave } = useUnsavedChangesGuard(when, saving);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) stay();
      }}
      title={UNSAVED_CHANGES_TEXT.title}
      description={UNSAVED_CHANGES_TEXT.description}
      cancelLabel={UNSAVED_CHANGES_TEXT.stay}
      confirmLabel={UNSAVED_CHANGES_TEXT.leave}
      onConfirm={() => {
        onDiscard?.();
        leave();
      }}
    />
  );
}

/**
 * The one unsaved-changes mechanism of the app: while `when` holds (the form
 * or planner has unsaved changes and is not saving), leaving the page in the
 * app asks 'Leave without saving?' (Stay / Leave) and leaving the tab asks
 * the browser's question. Outside a data router (some unit tests) only the
 * browser's question is kept.
 */
export function UnsavedChangesGuard({ when, saving, onDiscard }: GuardProps) {
  useBeforeUnloadWarning(when);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  // Mounted only while there is something to lose: a router runs one blocker at a time.
  return dataRouter && when ? (
    <NavigationGuard when={when} saving={saving} onDiscard={onDiscard} />
  ) : null;
}
