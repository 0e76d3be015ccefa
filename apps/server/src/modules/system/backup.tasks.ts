import path from "node:path";
import { z } from "zod";
import { backupDatabase, backupFileName, pruneBackups } from "../../db/backup";
import type { Env } from "../../env";
import { taskType } from "../tasks";
import { handle, schedule, type TaskHandler, type Schedule } from "../tasks";

/** Takes a backup of the database into DATA_DIR/backups and keeps the newest BACKUP_KEEP. */
export const BackupTask = taskType("system.backup", z.object({}), { maxAttempts: 2 });

export function backupDirOf(env: Pick<Env, "dataDir">): string {
  return path.join(env.dataDir, "backups");
}

/**
 * Scheduled backups, every BACKUP_EVERY_HOURS (0 turns them off); once per
 * period across all servers and workers, like every schedule. On PGlite the
 * process holding the database takes the snapshot, so this is how a running
 * embedded installation is backed up.
 */
export function backupTasks(env: Env): { handlers: TaskHandler[]; schedules: Schedule[] } {
  return {
    handlers: [
      handle(BackupTask, async (_payload, { db, log }) => {
        const dir = backupDirOf(env);
        const kind = env.DATABASE_URL ? "postgres" : "pglite";
        const { file, bytes } = await backupDatabase(
          db,
          path.join(dir, backupFileName(kind)),
          env.DATABASE_URL,
        );
        const removed = pruneBackups(dir, env.BACKUP_KEEP);
        log.info({ file, bytes, removed: removed.length }, "database backed up");
      }),
    ],
    schedules:
      env.BACKUP_EVERY_HOURS > 0
        ? [schedule(BackupTask.name, env.BACKUP_EVERY_HOURS * 3_600_000, BackupTask, {})]
        : [],
  };
}
