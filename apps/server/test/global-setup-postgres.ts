import pg from "pg";
import type { TestProject } from "vitest/node";
import { postgresDatabase } from "../src/db/client";

export const TEMPLATE_DB = `fc_test_template_${process.pid}`;
/** Every database of this run starts with it, so the run can drop them all at the end. */
const RUN_PREFIX = `fc_test_${process.pid}_`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Drops test databases left by runs that were killed before their teardown
 * (their process is gone), and, at the end, every database of this run,
 * whether or not its test file closed it.
 */
async function dropDatabases(admin: pg.Client, which: (name: string) => boolean): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'fc\\_test\\_%'",
  );
  for (const { datname } of rows) {
    if (which(datname)) await admin.query(`drop database if exists "${datname}" with (force)`);
  }
}

const leftOver = (name: string) => {
  const pid = /^fc_test_(?:template_)?(\d+)(?:_|$)/.exec(name)?.[1];
  // Names without a run's pid come from before runs were named.
  return pid === undefined || !isAlive(Number(pid));
};

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Migrates a template database; every test file gets CREATE DATABASE ... TEMPLATE. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL test project");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await dropDatabases(admin, leftOver);
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const database = postgresDatabase(withDatabase(adminUrl, TEMPLATE_DB), 1);
  await database.migrate();
  await database.close();
  project.provide("postgresTemplate", { adminUrl, template: TEMPLATE_DB, prefix: RUN_PREFIX });
  return async () => {
    await dropDatabases(admin, (name) => name.startsWith(RUN_PREFIX));
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.end();
  };
}
