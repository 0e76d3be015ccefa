// What other modules may use of the reactions module. Anything not exported
// here is the module's own business.
export { listReactions, myStats, setReaction } from "./reactions.repository";
