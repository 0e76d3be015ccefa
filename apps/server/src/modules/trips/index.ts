// What other modules may use of the trips module. Anything not exported
// here is the module's own business.
export { nextDay } from "./calendar";
export { insertCards, listCards } from "./trips.repository";
export { END_BEFORE_START, cardValues, presentTrip } from "./trips.service";
