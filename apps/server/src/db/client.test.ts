import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, testDbKind } from "../../test/test-database";

const onPostgres = testDbKind() === "postgres";

describe.runIf(onPostgres)("the PostgreSQL pool", () => {
  const opened = createTestDatabase();
  afterAll(async () => (await opened).close());

  it("survives the server closing its idle connections, and reconnects", async () => {
    const database = await opened;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const [row] = (
      (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [row!.name],
    );
    await admin.end();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(String(warn.mock.calls[0]![0])).toContain("an idle connection was closed");

    const again = (await database.db.execute(sql`select 1 as one`)) as unknown as {
      rows: { one: number }[];
    };
    expect(again.rows[0]!.one).toBe(1);
    warn.mockRestore();
  });
});

describe.runIf(!onPostgres)("the embedded database", () => {
  it("has no pool to lose connections from", () => {
    expect(testDbKind()).toBe("pglite");
  });
});
