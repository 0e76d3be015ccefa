import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { queryRows } from "./query.repository";

/** The names of the tables of the public schema, in name order. */
export async function listPublicTableNames(db: Db): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return tables.map(({ name }) => name);
}

/** The exact number of rows in the public table `name`. */
export async function countTableRows(db: Db, name: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(name)}`,
  );
  return row?.n ?? 0;
}

/** How many migrations drizzle has recorded as applied. */
export async function countAppliedMigrations(db: Db): Promise<number> {
  const [migrations] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return migrations?.n ?? 0;
}
