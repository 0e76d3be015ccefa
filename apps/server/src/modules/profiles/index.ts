// What other modules may use of the profiles module. Anything not exported
// here is the module's own business.
export { findUserWithProfile } from "./profiles.repository";
