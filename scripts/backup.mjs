// npm run backup [-- --out FILE]: a backup of the configured database.
//
// PostgreSQL (DATABASE_URL): a pg_dump custom-format archive. Embedded
// database: a snapshot of DATA_DIR/db, taken when no server holds it; a
// running server takes its own every BACKUP_EVERY_HOURS into DATA_DIR/backups.
// Prints the file and the row count of every table, to compare after a
// restore (npm run restore).
import path from "node:path";
import { backupDatabase, backupFileName, tableCounts } from "../apps/server/src/db/backup.ts";
import { DataDirLockedError } from "../apps/server/src/db/data-dir-lock.ts";
import { openDatabase } from "../apps/server/src/db/open-database.ts";
import { loadEnvOrExit } from "../apps/server/src/env.ts";

const args = process.argv.slice(2);
const outIndex = args.indexOf("--out");

const env = loadEnvOrExit();

let opened;
try {
  opened = await openDatabase(env);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message}\nA running server backs itself up every BACKUP_EVERY_HOURS ` +
        `(now ${env.BACKUP_EVERY_HOURS}) into ${path.join(env.dataDir, "backups")}; ` +
        "stop it to take a backup with this command.",
    );
    process.exit(1);
  }
  throw error;
}
const { database, release } = opened;
try {
  const file =
    outIndex >= 0 && args[outIndex + 1]
      ? path.resolve(args[outIndex + 1])
      : path.join(env.dataDir, "backups", backupFileName(database.kind));
  const { bytes } = await backupDatabase(database.db, file, env.DATABASE_URL);
  console.log(`backup: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
  for (const [table, rows] of Object.entries(await tableCounts(database.db))) {
    console.log(`  ${table.padEnd(32)} ${rows}`);
  }
} finally {
  await database.close();
  release();
}
