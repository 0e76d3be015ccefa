import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

/** Takes the next slot of service `name`, `spacingMs` after the last one taken; answers the milliseconds to wait for it. */
export async function reserveServiceSlot(db: Db, name: string, spacingMs: number): Promise<number> {
  const [row] = await queryRows<{ wait_ms: number }>(
    db,
    sql`insert into service_slots (name, next_at)
        values (${name}, now() + ${spacingMs} * interval '1 millisecond')
        on conflict (name) do update
          set next_at = greatest(service_slots.next_at, now()) + ${spacingMs} * interval '1 millisecond'
        returning greatest(0, extract(epoch from (next_at - clock_timestamp())) * 1000 - ${spacingMs})::float8 as wait_ms`,
  );
  return row?.wait_ms ?? 0;
}
