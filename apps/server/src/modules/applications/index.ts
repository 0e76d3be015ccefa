// What other modules may use of the applications module. Anything not exported
// here is the module's own business.
export { insertApplication } from "./applications.repository";
