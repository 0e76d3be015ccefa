import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

/**
 * Reserves the next call to the outside service `name`, at least `spacingMs`
 * after the last one reserved by any server or worker on this database, and
 * resolves when that moment comes. One statement takes the slot, so two
 * servers asking at the same instant get slots `spacingMs` apart.
 */
export async function waitForServiceSlot(db: Db, name: string, spacingMs: number): Promise<void> {
  const [row] = await queryRows<{ wait_ms: number }>(
    db,
    sql`insert into service_slots (name, next_at)
        values (${name}, now() + ${spacingMs} * interval '1 millisecond')
        on conflict (name) do update
          set next_at = greatest(service_slots.next_at, now()) + ${spacingMs} * interval '1 millisecond'
        returning greatest(0, extract(epoch from (next_at - clock_timestamp())) * 1000 - ${spacingMs})::float8 as wait_ms`,
  );
  const wait = row?.wait_ms ?? 0;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
