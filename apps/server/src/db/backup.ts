import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { PGlite } from "@electric-sql/pglite";
import { archiverOf, createPglite, type Db } from "./client";
import { countAppliedMigrations, countTableRows, listPublicTableNames } from "./backup.repository";

/*
 * Backups of both databases, and their restore:
 * - PostgreSQL: a `pg_dump` custom-format archive, restored with `pg_restore`
 *   into an empty database (the PostgreSQL client tools must be on PATH).
 * - PGlite: a consistent snapshot of the data directory taken by the running
 *   process itself (a checkpoint, then PGlite's own dump of its files, which
 *   no query can interleave with), gzipped tar; restored into a new, empty
 *   data directory.
 * After a restore, `tableCounts` on both sides shows that every row is there.
 */

/** Exact row counts of every table of the schema, and of applied migrations. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await listPublicTableNames(db)) {
    counts[name] = await countTableRows(db, name);
  }
  counts["drizzle.__drizzle_migrations"] = await countAppliedMigrations(db);
  return counts;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(`${command} was not found: install the PostgreSQL client tools`)
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} exited with ${code}: ${stderr.trim().slice(0, 500)}`)),
    );
  });
}

/** Writes a backup of the database to `file` (`.tar.gz` for PGlite, `.dump` for PostgreSQL). */
export async function backupDatabase(
  db: Db,
  file: string,
  databaseUrl: string | undefined,
): Promise<{ file: string; bytes: number }> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    const archiver = archiverOf(db);
    if (archiver) {
      const archive = await archiver();
      await pipeline(
        archive instanceof Uint8Array
          ? Readable.from([archive])
          : Readable.fromWeb(archive.stream() as WebReadableStream),
        fs.createWriteStream(partial),
      );
    } else {
      if (!databaseUrl) throw new Error("a PostgreSQL backup needs DATABASE_URL");
      await run("pg_dump", [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${partial}`,
        `--dbname=${databaseUrl}`,
      ]);
    }
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return { file, bytes: fs.statSync(file).size };
}

/** The backup's file name for now: sortable, one per minute at most. */
export function backupFileName(kind: "pglite" | "postgres", at = new Date()): string {
  const stamp = at.toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  return `field-commons-${stamp}${kind === "pglite" ? ".tar.gz" : ".dump"}`;
}

/** Keeps the newest `keep` backups in `dir`, deleting older ones. */
export function pruneBackups(dir: string, keep: number): string[] {
  const files = listBackups(dir);
  const removed = files.slice(keep).map((f) => f.name);
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}

/** Backups in `dir`, newest first. */
export function listBackups(dir: string): { name: string; bytes: number; createdAt: Date }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /^field-commons-\d{8}-\d{4}\.(tar\.gz|dump)$/.test(name))
    .map((name) => {
      const stat = fs.statSync(path.join(dir, name));
      return { name, bytes: stat.size, createdAt: stat.mtime };
    })
    .sort((a, b) => b.name.localeCompare(a.name));
}

/** Restores a PGlite snapshot into `dataDir`, which must not exist or be empty. */
export async function restorePglite(file: string, dataDir: string): Promise<PGlite> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new data directory`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const archive = new Blob([fs.readFileSync(file)]);
  return createPglite({ dataDir, loadDataDir: archive });
}

/** Restores a `pg_dump` archive into the empty database at `databaseUrl`. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  await run("pg_restore", [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
