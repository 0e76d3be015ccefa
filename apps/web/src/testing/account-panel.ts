// The real account panel (owned by features/auth) for tests of code that
// opens it. Features and shared components only use the useAccountPanel()
// hook from lib/; tests reach the auth feature's provider through this file.
export { AccountPanelProvider } from "../features/auth/components/account-panel-provider";
