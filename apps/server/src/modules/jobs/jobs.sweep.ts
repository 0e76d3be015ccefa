import { z } from "zod";
import { taskType } from "../tasks";
import { handle, schedule, type TaskHandler, type Schedule } from "../tasks";
import { clearJobCaches } from "./jobs.cache";
import { closeExpiredJobs } from "./jobs.repository";

/** How often stored statuses catch up with deadlines. */
const SWEEP_EVERY_MS = 60 * 60_000;

/** Stores 'closed' on active jobs whose deadline has passed. */
export const CloseExpiredJobs = taskType("jobs.close-expired", z.object({}), { maxAttempts: 1 });

/**
 * Jobs close themselves after their deadline. Every read already treats an
 * active job whose deadline has passed as closed, so answers are right at
 * any moment; this sweep only stores the change. It is a scheduled task on the
 * background queue: once an hour across all servers and workers, the first
 * as soon as a worker starts in an hour not yet swept. The update is
 * idempotent, and a failed sweep is simply done again the next hour.
 */
export function jobsSweepTasks(): { handlers: TaskHandler[]; schedules: Schedule[] } {
  return {
    handlers: [
      handle(CloseExpiredJobs, async (_payload, { db, log }) => {
        const closed = await closeExpiredJobs(db);
        if (closed > 0) {
          clearJobCaches();
          log.info({ closed }, "closed jobs past their deadline");
        }
      }),
    ],
    schedules: [schedule(CloseExpiredJobs.name, SWEEP_EVERY_MS, CloseExpiredJobs, {})],
  };
}
