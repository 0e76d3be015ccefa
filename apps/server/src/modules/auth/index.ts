// What other modules may use of the auth module. Anything not exported
// here is the module's own business.
export { revokeAccountTokens } from "./account-tokens.repository";
export { DEMO_ADMIN_EMAIL } from "./demo-admin";
