// What other modules may use of the content module.
export { authorContentPage } from "./content.repository";
