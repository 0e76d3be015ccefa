import pg from "pg";
import type { TestProject } from "vitest/node";
import { postgresDatabase } from "../src/db/client";

export const TEMPLATE_DB = `fc_test_template_${process.pid}`;

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
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const database = postgresDatabase(withDatabase(adminUrl, TEMPLATE_DB), 1);
  await database.migrate();
  await database.close();
  project.provide("postgresTemplate", { adminUrl, template: TEMPLATE_DB });
  return async () => {
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.end();
  };
}
