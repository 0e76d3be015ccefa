import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

/** Per public, published recording among `ids`: its first `limit` transcript lines matching `pattern`, in order. */
export async function readMatchingTranscriptLines(
  db: Db,
  ids: readonly string[],
  pattern: string,
  limit: number,
): Promise<{ id: string; lines: Array<[number, number, string]> | null }[]> {
  return queryRows<{ id: string; lines: Array<[number, number, string]> | null }>(
    db,
    sql`
    select r.id, (
      select json_agg(json_build_array(x.ord, x.start, x.text) order by x.ord)
      from (
        select s.ord::int as ord,
          coalesce(floor((s.line->>'start')::numeric), 0)::int as start,
          s.line->>'text' as text
        from jsonb_array_elements(r.transcript) with ordinality as s(line, ord)
        where s.line->>'text' ~* ${pattern}
        order by s.ord
        limit ${limit}) x) as lines
    from recordings r
    where r.id in ${[...ids]} and r.status = 'published' and r.privacy = 'public'`,
  );
}
