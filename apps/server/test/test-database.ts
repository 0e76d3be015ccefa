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

/**
 * The migrated template's dump (about 43 MB), read once per worker: the
 * server's test files share their worker's modules, so every file after the
 * first reuses it. A plain Uint8Array, whose slice() copies (a Buffer's is a
 * view of the same memory).
 */
let pgliteTemplate: Promise<Uint8Array<ArrayBuffer>> | undefined;

/**
 * The dump as PGlite reads it. PGlite takes a data directory to load only
 * through `arrayBuffer()`; Node's own Blob copies its bytes in and then out
 * again through a chunked stream, which cost about 0.9 s of each database's
 * 2 s start. This one hands over a fresh copy of the bytes directly, so
 * nothing done with it reaches the shared dump.
 */
class DumpBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;

  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([], { type: "application/x-tar" });
    this.#bytes = bytes;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind() === "pglite") {
    pgliteTemplate ??= fs.readFile(inject("pgliteTemplate")).then((dump) => new Uint8Array(dump));
    const client = await createPglite({ loadDataDir: new DumpBlob(await pgliteTemplate) });
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
