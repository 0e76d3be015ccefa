// What other modules may use of the queue module. Anything not exported
// here is the module's own business.
export { PermanentJobError, enqueue, jobType } from "./jobs";
export {
  handle,
  schedule,
  type JobContext,
  type JobHandler,
  type JobLogger,
  type Schedule,
} from "./worker";
