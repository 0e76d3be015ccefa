import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiverOf, openPglite, queryRows, type Database } from "./client";

/*
 * The server's embedded database runs in a thread of its own and is reached
 * through node-postgres over the thread's message port. These tests open it
 * as the server does, in a fresh data directory.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-pglite-thread-"));
let database: Database;

beforeAll(async () => {
  database = await openPglite(path.join(dataDir, "db"));
  await database.migrate();
}, 60_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(database.db, query);
  return row!;
}

describe("the embedded database in its own thread", () => {
  it("answers queries with parameters, as PostgreSQL's driver returns them", async () => {
    const row = await one<{ n: number; text: string; big: string; list: string[] }>(
      sql`select ${41}::int + 1 as n, ${"naïve"} || ' café' as text, 9007199254740993::int8 as big,
                 array['a', 'b'] as list`,
    );
    expect(row).toEqual({ n: 42, text: "naïve café", big: "9007199254740993", list: ["a", "b"] });
  });

  it("commits a transaction, rolls one back, and keeps serving after an error", async () => {
    await database.db.execute(sql`create table if not exists bridge_probe (n int primary key)`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into bridge_probe values (1)`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into bridge_probe values (2)`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`insert into bridge_probe values (1)`)).rejects.toThrow();
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select n from bridge_probe order by n`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("keeps many queries in flight apart, large answers whole", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        one<{ i: number; text: string }>(
          sql`select ${i}::int as i, repeat('x', ${i * 10_000}) as text`,
        ),
      ),
    );
    answers.forEach((answer, i) => {
      expect(answer.i).toBe(i);
      expect(answer.text.length).toBe(i * 10_000);
    });
  });

  it("runs one connection's transaction at a time: others wait, then see only what it committed", async () => {
    await database.db.execute(sql`create table if not exists bridge_turns (n int)`);
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into bridge_turns values (1)`);
      inside();
      await finished;
      await tx.execute(sql`insert into bridge_turns values (2)`);
    });
    await entered;
    // Another connection asks while the transaction is open: its answer waits for the commit.
    const outside = one<{ n: number }>(sql`select count(*)::int as n from bridge_turns`);
    let answered = false;
    void outside.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    finish();
    await transaction;
    expect((await outside).n).toBe(2);
  });

  it("gives the session back when a connection is dropped inside a transaction", async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    await client.query("begin");
    await client.query("insert into bridge_turns values (99)");
    // The connection is destroyed without a commit: its transaction is rolled back.
    client.release(new Error("dropped"));
    const row = await one<{ n: number }>(
      sql`select count(*)::int as n from bridge_turns where n = 99`,
    );
    expect(row.n).toBe(0);
    await database.db.execute(sql`insert into bridge_turns values (3)`);
    expect(
      (await one<{ n: number }>(sql`select count(*)::int as n from bridge_turns where n = 3`)).n,
    ).toBe(1);
  });

  it("does not hold the server's thread while a query runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 3000000) as g(i)`);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // The timer kept firing while the query ran (in this thread it could not
    // have fired at all until the query was done).
    expect(elapsed).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
  });

  it("takes a backup archive of the data directory while running", async () => {
    const archiver = archiverOf(database.db);
    expect(archiver).not.toBeNull();
    const archive = await archiver!();
    const bytes =
      archive instanceof Uint8Array ? archive : new Uint8Array(await archive.arrayBuffer());
    const tar = gunzipSync(bytes);
    expect(tar.length).toBeGreaterThan(1_000_000);
    expect(tar.includes(Buffer.from("PG_VERSION"))).toBe(true);
  });

  it("keeps what was committed across a close and a new start", async () => {
    await database.db.execute(sql`insert into bridge_probe values (3)`);
    await database.close();
    database = await openPglite(path.join(dataDir, "db"));
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select n from bridge_probe order by n`,
    );
    expect(rows).toEqual([{ n: 1 }, { n: 3 }]);
  }, 60_000);
});
