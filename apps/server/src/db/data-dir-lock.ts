import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {}

interface LockInfo {
  pid: number;
  hostname: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on a data directory for this process.
 *
 * The embedded database has no lock between processes, and a second process
 * opening the same directory corrupts it. The lock file is created with
 * O_EXCL, so exactly one process wins; a lock left by a process that no longer
 * runs on this host is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "field-commons.lock");
  const info: LockInfo = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(info), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          const current = JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockInfo;
          if (current.pid === process.pid) fs.unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holder: LockInfo | undefined;
      try {
        holder = JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockInfo;
      } catch {
        holder = undefined;
      }
      const heldByLiveProcess =
        holder !== undefined &&
        (holder.hostname !== os.hostname() || (holder.pid !== process.pid && isAlive(holder.pid)));
      if (heldByLiveProcess || holder?.pid === process.pid) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Field Commons process ` +
            `(pid ${holder?.pid} on ${holder?.hostname}, started ${holder?.startedAt}). ` +
            `Stop that process first, or set DATA_DIR to another directory.`,
        );
      }
      // Stale lock from a process that has exited: remove it and try once more.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
