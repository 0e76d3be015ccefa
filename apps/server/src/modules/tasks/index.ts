// What other modules may use of the queue module. Anything not exported
// here is the module's own business.
export { PermanentTaskError, enqueue, taskType } from "./task-types";
export {
  handle,
  schedule,
  type TaskContext,
  type TaskHandler,
  type TaskLogger,
  type Schedule,
} from "./worker";
