// What other modules may use of the analytics module. Anything not exported
// here is the module's own business.
export { analyticsFor } from "./analytics.service";
