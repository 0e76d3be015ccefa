import type { FastifyInstance } from "fastify";
import { clearJobCaches } from "./jobs.cache";
import { closeExpiredJobs } from "./jobs.repository";

/** How often stored statuses catch up with deadlines. */
export const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Jobs close themselves after their deadline. Every read already treats an
 * active job whose deadline has passed as closed, so answers are right at
 * any moment; this sweep only stores the change: once when the server is
 * ready and then every hour, on a timer that never keeps the process alive.
 * The update is idempotent, so several servers sweeping at once is harmless.
 */
export default async function jobsSweep(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const closed = await closeExpiredJobs(app.database.db);
      if (closed > 0) {
        clearJobCaches();
        app.log.info({ closed }, "closed jobs past their deadline");
      }
    } catch (err) {
      app.log.warn({ err }, "closing jobs past their deadline failed");
    }
  };
  app.addHook("onReady", async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
  });
}
