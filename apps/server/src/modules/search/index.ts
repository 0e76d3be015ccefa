// What other modules may use of the search module. Anything not exported
// here is the module's own business.
export { type Embedder } from "./embeddings/embedder";
export { search } from "./search.engine";
