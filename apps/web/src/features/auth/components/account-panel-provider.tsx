import { useMemo, useState } from "react";
import type { ReactNode } from "react";
import { AccountPanelContext } from "../hooks/use-account-panel";
import type { AccountPanelControls, AccountTab } from "../hooks/use-account-panel";
import { AccountPanel } from "./account-panel";

interface PanelState {
  open: boolean;
  tab: AccountTab;
  returnFocusTo: HTMLElement | null;
}

/** Owns the one account panel of the app; anything below can open it with useAccountPanel(). */
export function AccountPanelProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PanelState>({
    open: false,
    tab: "welcome",
    returnFocusTo: null,
  });

  const controls = useMemo<AccountPanelControls>(
    () => ({
      open: (tab = "welcome", options) =>
        setState({ open: true, tab, returnFocusTo: options?.returnFocusTo ?? null }),
      close: () => setState((current) => ({ ...current, open: false })),
    }),
    [],
  );

  return (
    <AccountPanelContext.Provider value={controls}>
      {children}
      <AccountPanel
        open={state.open}
        initialTab={state.tab}
        returnFocusTo={state.returnFocusTo}
        onOpenChange={(open) => setState((current) => ({ ...current, open }))}
      />
    </AccountPanelContext.Provider>
  );
}
