import { lazy, Suspense, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { AccountPanelContext } from "../../../lib/account-panel";
import type { AccountPanelControls, AccountTab } from "../../../lib/account-panel";

// The panel (dialog, tabs, forms and their validation) loads the first time it
// opens, so the first paint of every page does not pay for it.
const AccountPanel = lazy(() =>
  import("./account-panel").then((m) => ({ default: m.AccountPanel })),
);

interface PanelState {
  open: boolean;
  tab: AccountTab;
  returnFocusTo: HTMLElement | null;
}

/** Owns the one account panel of the app; anything below can open it with useAccountPanel(). */
export function AccountPanelProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const [state, setState] = useState<PanelState>({
    open: false,
    tab: "welcome",
    returnFocusTo: null,
  });

  const controls = useMemo<AccountPanelControls>(
    () => ({
      open: (tab = "welcome", options) => {
        setOpened(true);
        setState({ open: true, tab, returnFocusTo: options?.returnFocusTo ?? null });
      },
      close: () => setState((current) => ({ ...current, open: false })),
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
            onOpenChange={(open) => setState((current) => ({ ...current, open }))}
          />
        </Suspense>
      ) : null}
    </AccountPanelContext.Provider>
  );
}
