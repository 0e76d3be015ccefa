import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import { lazyDialog } from "../../../components/errors/lazy-component";
import { AccountPanelContext } from "../../../lib/account-panel";
import type { AccountPanelControls, AccountTab } from "../../../lib/account-panel";
import { useSession } from "../../../lib/session/use-session";

// The panel (dialog, tabs, forms and their validation) loads the first time it
// opens, so the first paint of every page does not pay for it.
const AccountPanel = lazyDialog(() =>
  import("./account-panel").then((m) => ({ default: m.AccountPanel })),
);

interface PanelState {
  open: boolean;
  tab: AccountTab;
  returnFocusTo: HTMLElement | null;
  reason: string | null;
}

/**
 * Owns the one account panel of the app; anything below can open it with
 * useAccountPanel(). An opening can carry what the reader was doing (a like,
 * a save): it runs once the session turns from signed out to signed in while
 * that opening is current, and is dropped when the panel closes. An opening
 * made before the server had said who is signed in, that then turns out
 * signed in, was never a question for the reader: the panel closes and the
 * action runs.
 */
export function AccountPanelProvider({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  const [opened, setOpened] = useState(false);
  const [state, setState] = useState<PanelState>({
    open: false,
    tab: "welcome",
    returnFocusTo: null,
    reason: null,
  });
  const pending = useRef<(() => void) | null>(null);
  // The session's state when the panel opened; "loading" until it is known.
  const statusAtOpen = useRef(status);
  const currentStatus = useRef(status);
  useEffect(() => {
    currentStatus.current = status;
    if (status === "anonymous") statusAtOpen.current = status;
  }, [status]);

  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn || !pending.current) return;
    const action = pending.current;
    pending.current = null;
    if (statusAtOpen.current === "loading") {
      setState((current) => ({ ...current, open: false }));
    }
    action();
  }, [signedIn]);

  const controls = useMemo<AccountPanelControls>(
    () => ({
      open: (tab = "welcome", options) => {
        setOpened(true);
        pending.current = options?.onSignedIn ?? null;
        statusAtOpen.current = currentStatus.current;
        setState({
          open: true,
          tab,
          returnFocusTo: options?.returnFocusTo ?? null,
          reason: options?.reason ?? null,
        });
      },
      close: () => {
        pending.current = null;
        setState((current) => ({ ...current, open: false }));
      },
    }),
    [],
  );

  return (
    <AccountPanelContext.Provider value={controls}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <AccountPanel
            open={state.open}
            initialTab={state.tab}
            returnFocusTo={state.returnFocusTo}
            reason={state.reason}
            onOpenChange={(open) => {
              if (!open) pending.current = null;
              setState((current) => ({ ...current, open }));
            }}
          />
        </Suspense>
      ) : null}
    </AccountPanelContext.Provider>
  );
}
