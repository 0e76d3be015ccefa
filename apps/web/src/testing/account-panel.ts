// The provider loads the panel lazily: loaded here, how long a test waits for
// it does not depend on what the worker loaded before.
import "../features/auth/components/account-panel";

// The real account panel (owned by features/auth) for tests of code that
// opens it. Features and shared components only use the useAccountPanel()
// hook from lib/; tests reach the auth feature's provider through this file.
export { AccountPanelProvider } from "../features/auth/components/account-panel-provider";
