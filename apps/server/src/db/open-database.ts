import type { Env } from "../env";
import { openPglite, postgresDatabase, type Database } from "./client";
import { lockDataDir } from "./data-dir-lock";

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set,
 * otherwise the embedded PGlite under DATA_DIR/db, which one process at a
 * time may hold (the lock is released by `release`).
 */
export async function openDatabase(env: Env): Promise<{ database: Database; release: () => void }> {
  if (env.DATABASE_URL) {
    return {
      database: postgresDatabase(env.DATABASE_URL, env.DATABASE_POOL_SIZE),
      release: () => {},
    };
  }
  const release = lockDataDir(env.dataDir);
  try {
    const database = await openPglite(`${env.dataDir}/db`);
    return { database, release };
  } catch (error) {
    release();
    throw error;
  }
}
