import { createContext, useContext } from "react";

export type AccountTab = "welcome" | "login" | "signup";

export interface AccountPanelOptions {
  /** Receives focus when the panel closes (use it when the opener disappears, as in the mobile menu). */
  returnFocusTo?: HTMLElement | null;
  /** Why the panel opened, said at its top: 'Sign in to like this'. */
  reason?: string;
  /**
   * What the reader was doing when asked to sign in: run once, right after
   * they sign in or sign up from this opening. Dropped if the panel closes
   * without a sign-in.
   */
  onSignedIn?: () => void;
}

export interface AccountPanelControls {
  /** Opens the account panel on a tab. */
  open: (tab?: AccountTab, options?: AccountPanelOptions) => void;
  close: () => void;
}

export const AccountPanelContext = createContext<AccountPanelControls | null>(null);

export function useAccountPanel(): AccountPanelControls {
  const controls = useContext(AccountPanelContext);
  if (!controls) throw new Error("useAccountPanel must be used inside <AccountPanelProvider>.");
  return controls;
}
