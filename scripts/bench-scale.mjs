// npm run bench:scale -- --items 1000000: fills a fresh database with
// realistic data at scale (see scripts/bench/scale/generate.mjs for what and
// how much), after applying the project's migrations, and prints the rows and
// seconds per table and the database's size.
//
//   --items N            content items (default 10000); everything else in proportion
//   --seed S             the same seed writes the same rows (default 1)
//   --database-url URL   a PostgreSQL server whose user may create databases
//                        (default BENCH_DATABASE_URL, else TEST_DATABASE_URL);
//                        the database fc_scale_<items> is dropped and made again
//   --database NAME      fill this existing, empty database instead
//   --pglite DIR         fill an embedded database in DIR/db (DIR as the server's
//                        DATA_DIR) instead; up to 100000 items
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { sql } from "drizzle-orm";
import { createPglite, pgliteDatabase, postgresDatabase } from "../apps/server/src/db/client.ts";
import { fillScale, scalePlan } from "./bench/scale/generate.mjs";

const PGLITE_MAX_ITEMS = 100_000;

const { values: options } = parseArgs({
  options: {
    items: { type: "string", default: "10000" },
    seed: { type: "string", default: "1" },
    "database-url": { type: "string" },
    database: { type: "string" },
    pglite: { type: "string" },
  },
});

const items = Number(options.items);
const seed = Number(options.seed);
if (!Number.isInteger(items) || items < 100) {
  console.error("--items must be a whole number of at least 100");
  process.exit(1);
}
if (!Number.isInteger(seed)) {
  console.error("--seed must be a whole number");
  process.exit(1);
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function directorySize(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  return bytes;
}

/** Opens (and for PostgreSQL, first makes) the database to fill. */
async function open() {
  if (options.pglite) {
    if (items > PGLITE_MAX_ITEMS) {
      console.error(
        `The embedded database is filled up to ${PGLITE_MAX_ITEMS.toLocaleString("en-US")} items ` +
          `(asked: ${items.toLocaleString("en-US")}); use PostgreSQL (--database-url) for more.`,
      );
      process.exit(1);
    }
    const dataDir = path.join(path.resolve(options.pglite), "db");
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      console.error(`${dataDir} is not empty: give a new directory to --pglite`);
      process.exit(1);
    }
    fs.mkdirSync(dataDir, { recursive: true });
    const database = pgliteDatabase(await createPglite({ dataDir }));
    return {
      label: `PGlite in ${dataDir}`,
      database,
      size: async () => {
        await database.db.execute(sql`checkpoint`);
        return directorySize(dataDir);
      },
    };
  }
  const adminUrl =
    options["database-url"] ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.error(
      "Give a PostgreSQL server (--database-url, BENCH_DATABASE_URL or TEST_DATABASE_URL) or --pglite DIR",
    );
    process.exit(1);
  }
  const name = options.database ?? `fc_scale_${items}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    console.error(`--database: ${name} is not a plain lower-case name`);
    process.exit(1);
  }
  if (!options.database) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const database = postgresDatabase(withDatabase(adminUrl, name), 4);
  return {
    label: `PostgreSQL database ${name}`,
    database,
    size: async () => {
      const result = await database.db.execute(
        sql`select pg_database_size(current_database())::bigint as bytes`,
      );
      return Number(result.rows[0].bytes);
    },
  };
}

const plan = scalePlan(items);
const { label, database, size } = await open();
try {
  const t0 = performance.now();
  await database.migrate();
  const migrated = (performance.now() - t0) / 1000;
  console.log(
    `${label}: migrated in ${migrated.toFixed(1)} s; filling ${items.toLocaleString("en-US")} items, ` +
      `${plan.users.toLocaleString("en-US")} users, ${(plan.likes + plan.views).toLocaleString("en-US")} likes and views, ` +
      `${plan.jobs.toLocaleString("en-US")} jobs, ${plan.recordings.toLocaleString("en-US")} recordings, ` +
      `${plan.digests} weekly digests (seed ${seed})`,
  );
  let lastPrint = 0;
  const { tables } = await fillScale(database.db, {
    items,
    seed,
    onProgress: (table, rows) => {
      const now = performance.now();
      if (now - lastPrint < 5_000) return;
      lastPrint = now;
      console.log(
        `  ${((now - t0) / 1000).toFixed(0).padStart(5)} s  ${table}: ${rows.toLocaleString("en-US")} rows`,
      );
    },
    log: (line) =>
      console.log(`  ${((performance.now() - t0) / 1000).toFixed(0).padStart(5)} s  done: ${line}`),
  });
  const total = (performance.now() - t0) / 1000;
  console.table(
    Object.fromEntries(
      Object.entries(tables).map(([table, t]) => [
        table,
        { rows: t.rows.toLocaleString("en-US"), seconds: Number(t.seconds.toFixed(1)) },
      ]),
    ),
  );
  const bytes = await size();
  console.log(
    `${label}: ${items.toLocaleString("en-US")} items filled in ${total.toFixed(1)} s ` +
      `(migrations included); ${(bytes / 1024 ** 3).toFixed(2)} GB on disk`,
  );
} finally {
  await database.close();
}
