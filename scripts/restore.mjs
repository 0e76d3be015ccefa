// npm run restore -- FILE --data-dir DIR       an embedded-database snapshot (.tar.gz)
//                                               into a new, empty data directory
// npm run restore -- FILE --database-url URL   a pg_dump archive (.dump) into an
//                                               empty PostgreSQL database
// Prints the row count of every restored table, to compare with the counts
// printed when the backup was taken. Point DATA_DIR (with the uploads copied
// beside it) or DATABASE_URL at the result to serve from it.
import path from "node:path";
import { restorePglite, restorePostgres, tableCounts } from "../apps/server/src/db/backup.ts";
import { pgliteDatabase, postgresDatabase } from "../apps/server/src/db/client.ts";

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const file = args.find((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--"));
const dataDir = option("--data-dir");
const databaseUrl = option("--database-url");

if (!file || (!dataDir && !databaseUrl) || (dataDir && databaseUrl)) {
  console.error(
    "usage: npm run restore -- FILE --data-dir DIR | npm run restore -- FILE --database-url URL",
  );
  process.exit(1);
}

let database;
if (dataDir) {
  // The snapshot holds the database directory itself: restore into DIR/db.
  const client = await restorePglite(path.resolve(file), path.join(path.resolve(dataDir), "db"));
  database = pgliteDatabase(client);
} else {
  await restorePostgres(path.resolve(file), databaseUrl);
  database = postgresDatabase(databaseUrl, 2);
}
try {
  console.log(`restored ${file}`);
  for (const [table, rows] of Object.entries(await tableCounts(database.db))) {
    console.log(`  ${table.padEnd(32)} ${rows}`);
  }
} finally {
  await database.close();
}
