import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

/** Asks the database for a trivial answer; throws when it cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How many migrations drizzle has recorded as applied; throws when its journal table is missing. */
export async function countAppliedMigrations(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}
