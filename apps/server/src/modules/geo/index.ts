// What other modules may use of the geo module. Anything not exported
// here is the module's own business.
export { lookupCountry } from "./country-table";
export { haversineMeters } from "./places";
