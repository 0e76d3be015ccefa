import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { READY_CHECKS } from "@field-commons/shared/health";
import { MIGRATIONS_DIR, type Database } from "../../db/client";
import type { Storage } from "../../storage/storage";
import { countAppliedMigrations, pingDatabase } from "./readiness.repository";

let journalLength: number | undefined;

/** How many migrations this build ships (read once from drizzle's journal). */
function shippedMigrations(): number {
  journalLength ??= (
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    }
  ).entries.length;
  return journalLength;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What a load balancer asks before sending traffic: the database answers,
 * every migration this build ships is applied, and a file can be written to
 * storage and removed again. Each check reports "ok" or what went wrong.
 */
export async function readinessChecks(
  database: Database,
  storage: Storage,
): Promise<Record<(typeof READY_CHECKS)[number], string>> {
  const checks = { database: "ok", migrations: "ok", storage: "ok" };
  try {
    await pingDatabase(database.db);
    try {
      const applied = await countAppliedMigrations(database.db);
      const shipped = shippedMigrations();
      if (applied < shipped) checks.migrations = `${applied} of ${shipped} migrations applied`;
    } catch (error) {
      checks.migrations = reason(error);
    }
  } catch (error) {
    checks.database = reason(error);
    checks.migrations = "unknown: the database is not reachable";
  }
  const key = `ready-probe/${randomBytes(8).toString("hex")}`;
  try {
    await storage.putStream(key, Readable.from([Buffer.from("ready")]), "text/plain");
    await storage.delete(key);
  } catch (error) {
    checks.storage = reason(error);
  }
  return checks;
}
