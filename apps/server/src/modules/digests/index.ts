// What other modules may use of the digests module. Anything not exported
// here is the module's own business.
export { generateDemoDigests } from "./digest.tasks";
