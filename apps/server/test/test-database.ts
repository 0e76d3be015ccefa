import fs from "node:fs/promises";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, pgliteDatabase, postgresDatabase, type Database } from "../src/db/client";

export type TestDbKind = "pglite" | "postgres";

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind() === "pglite") {
    const tar = await fs.readFile(inject("pgliteTemplate"));
    const client = await createPglite({ loadDataDir: new Blob([tar]) });
    return pgliteDatabase(client);
  }
  const { adminUrl, template, prefix } = inject("postgresTemplate");
  const name = `${prefix}${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        // Two files copying the template at the same instant: try again.
        if (attempt >= 10) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const database = postgresDatabase(withDatabase(adminUrl, name), 4);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
