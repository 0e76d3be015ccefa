import { createContext, useContext } from "react";

export type AccountTab = "welcome" | "login" | "signup";

export interface AccountPanelControls {
  /**
   * Opens the account panel on a tab. `returnFocusTo` receives focus when the
   * panel closes (use it when the opener disappears, as in the mobile menu).
   */
  open: (tab?: AccountTab, options?: { returnFocusTo?: HTMLElement | null }) => void;
  close: () => void;
}

export const AccountPanelContext = createContext<AccountPanelControls | null>(null);

export function useAccountPanel(): AccountPanelControls {
  const controls = useContext(AccountPanelContext);
  if (!controls) throw new Error("useAccountPanel must be used inside <AccountPanelProvider>.");
  return controls;
}
