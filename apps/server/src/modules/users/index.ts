// What other modules may use of the users module: reading an account and
// presenting it as the client sees it.
export { findUserById } from "./users.repository";
export { presentUser } from "./users.presenter";
