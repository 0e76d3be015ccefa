import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbKind } from "../../test/test-database";
import { BASE, START, fillScale, scalePlan } from "../../../../scripts/bench/scale/generate.mjs";
import { queryRows, type Database, type Db } from "./client";

/*
 * The scale generator (npm run bench:scale, scripts/bench/scale/) fills a
 * migrated database with the rows its plan promises, every foreign key
 * holding, its dates spread over the two years before 2026-01-01, and the
 * same rows for the same seed. At 10,000 items on PostgreSQL; at 1,000 on
 * the embedded database, where 10,000 items take over a minute to fill.
 */

const ITEMS = testDbKind() === "postgres" ? 10_000 : 1_000;
const DAY_MS = 86_400_000;

let database: Database;
let db: Db;
let filled: Awaited<ReturnType<typeof fillScale>>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  filled = await fillScale(db, { items: ITEMS, seed: 1 });
}, 300_000);

afterAll(async () => {
  await database.close();
});

async function count(table: string, where = "true"): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  );
  return row!.n;
}

describe(`the scale generator at ${ITEMS.toLocaleString("en-US")} items`, () => {
  it("writes the planned rows of every table", async () => {
    const plan = scalePlan(ITEMS);
    expect(filled.plan).toEqual(plan);
    const expected: Record<string, number> = {
      users: plan.users,
      content: ITEMS,
      likes: plan.likes,
      content_events: plan.views,
      organizations: plan.organizations,
      organization_members: plan.organizations,
      jobs: plan.jobs,
      uploads: plan.recordings,
      recordings: plan.recordings,
      digests: plan.digests,
    };
    for (const [table, rows] of Object.entries(expected)) {
      expect({ table, rows: await count(table) }).toEqual({ table, rows });
      expect({ table, rows: filled.tables[table]?.rows }).toEqual({ table, rows });
    }
    // In proportion to a million items: 100k users, 10M likes and views, 50k jobs, 20k recordings.
    expect(plan.users).toBe(ITEMS / 10);
    expect(plan.likes + plan.views).toBe(ITEMS * 10);
    expect(plan.jobs).toBe(ITEMS / 20);
    expect(plan.recordings).toBe(ITEMS / 50);
    // Every ISO week of 2024 and 2025.
    expect(plan.digests).toBe(104);
    const weeks = await queryRows<{ first: string; last: string }>(
      db,
      sql`select min(week_key) as first, max(week_key) as last from digests`,
    );
    expect(weeks[0]).toEqual({ first: "2024-W01", last: "2025-W52" });
  });

  it("writes every content type, in the demo data's proportions", async () => {
    const rows = await queryRows<{ type: string; n: number }>(
      db,
      sql`select type::text as type, count(*)::int as n from content group by type order by type`,
    );
    const share = Object.fromEntries(rows.map((r) => [r.type, r.n / ITEMS]));
    // 30 : 9 : 10 : 9 : 7 of 65, within a few points.
    expect(share["case-study"]).toBeCloseTo(30 / 65, 1);
    for (const type of ["policy-brief", "opinion-essay", "interview", "trip"])
      expect(share[type]).toBeGreaterThan(0.07);
    const [lengths] = await queryRows<{ avg: number; min: number }>(
      db,
      sql`select avg(length(body::text))::int as avg, min(length(body::text))::int as min from content`,
    );
    // Bodies of the demo items' length (about 2 to 7 KB by type).
    expect(lengths!.avg).toBeGreaterThan(2_500);
    expect(lengths!.min).toBeGreaterThan(500);
  });

  it("keeps every foreign key, and the counters equal their rows", async () => {
    // Every foreign key of the schema, read from the catalog.
    const keys = await queryRows<{
      name: string;
      child: string;
      parent: string;
      columns: string[];
      references: string[];
    }>(
      db,
      sql`select c.conname as name, c.conrelid::regclass::text as child,
            c.confrelid::regclass::text as parent,
            array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
            array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as references
          from pg_constraint c
          where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    );
    expect(keys.length).toBeGreaterThan(30);
    const orphans: Record<string, number> = {};
    for (const key of keys) {
      const notNull = key.columns.map((c) => `c.${c} is not null`).join(" and ");
      const match = key.columns.map((c, i) => `p.${key.references[i]} = c.${c}`).join(" and ");
      const n = await count(
        `${key.child} c`,
        `${notNull} and not exists (select 1 from ${key.parent} p where ${match})`,
      );
      if (n > 0) orphans[key.name] = n;
    }
    expect(orphans).toEqual({});

    // Rows that point at others without a foreign key.
    expect(
      await count(
        "content_events e",
        "e.visitor_key like 'u:%' and not exists (select 1 from users u where 'u:' || u.id = e.visitor_key)",
      ),
    ).toBe(0);
    expect(
      await count(
        "search_nodes n",
        `not exists (
          select 1 from content c where c.id::text = n.entity_id and c.type::text = n.entity_type
            and c.status = 'published'
          union all select 1 from jobs j where j.id::text = n.entity_id and n.entity_type = 'job'
            and j.status = 'active'
          union all select 1 from recordings r where r.id::text = n.entity_id
            and n.entity_type = 'recording' and r.privacy = 'public' and r.status = 'published'
          union all select 1 from organizations o where o.id::text = n.entity_id
            and n.entity_type = 'organization')`,
      ),
    ).toBe(0);
    // Everything public has its node (what the daily reconciliation would otherwise add).
    const publicThings =
      (await count("content", "status = 'published'")) +
      (await count("jobs", "status = 'active'")) +
      (await count("recordings", "status = 'published' and privacy = 'public'")) +
      (await count("organizations"));
    expect(await count("search_nodes")).toBe(publicThings);
    expect(await count("search_text")).toBe(publicThings);
    expect(await count("search_vocabulary")).toBeGreaterThan(1_000);
    expect(await count("search_dirty")).toBe(0);
    // Likes and views only of published items; each item's counters equal its rows.
    expect(
      await count(
        "likes l",
        "not exists (select 1 from content c where c.id = l.content_id and c.status = 'published')",
      ),
    ).toBe(0);
    expect(
      await count(
        "content c",
        `c.likes <> (select count(*) from likes l where l.content_id = c.id)
         or c.views <> (select count(*) from content_events e where e.content_id = c.id and e.kind = 'view')`,
      ),
    ).toBe(0);
    // The maintained counts per type and status equal the items.
    expect(
      await count(
        "(select type, status, count(*)::int as n from content group by type, status) c",
        `c.n <> coalesce((select k.items from content_counts k
           where k.type = c.type and k.status = c.status), -1)`,
      ),
    ).toBe(0);
    // Recordings that belong to an item are its author's.
    expect(
      await count(
        "recordings r join content c on c.id = r.content_id",
        "c.author_id <> r.author_id",
      ),
    ).toBe(0);
  });

  it("spreads the dates over the two years before 2026-01-01", async () => {
    const spans = await queryRows<{ what: string; first: string; last: string; months: number }>(
      db,
      sql`
        select 'content' as what, min(listed_at)::text as first, max(listed_at)::text as last,
               count(distinct date_trunc('month', listed_at))::int as months from content
        union all
        select 'users', min(created_at)::text, max(created_at)::text,
               count(distinct date_trunc('month', created_at))::int from users
        union all
        select 'likes', min(created_at)::text, max(created_at)::text,
               count(distinct date_trunc('month', created_at))::int from likes
        union all
        select 'views', min(day)::text, max(day)::text,
               count(distinct date_trunc('month', day))::int from content_events
        union all
        select 'jobs', min(created_at)::text, max(created_at)::text,
               count(distinct date_trunc('month', created_at))::int from jobs`,
    );
    // Most months of the two years, at every size (jobs and likes, the fewest and the
    // latest, least).
    const fewest: Record<string, number> = {
      content: 20,
      users: 20,
      views: 20,
      likes: 16,
      jobs: 12,
    };
    for (const span of spans) {
      const first = new Date(span.first).getTime();
      const last = new Date(span.last).getTime();
      expect(first, `${span.what}: first`).toBeGreaterThanOrEqual(START);
      // Jobs wait for their organizations, which are made in the first year.
      const within = span.what === "jobs" ? 365 : 180;
      expect(first, `${span.what}: first`).toBeLessThan(START + within * DAY_MS);
      expect(last, `${span.what}: last`).toBeLessThan(BASE);
      expect(span.months, `${span.what}: months`).toBeGreaterThanOrEqual(fewest[span.what]!);
    }
    // Activity grows with the site, yet a fair share of it is in the first year.
    const [early] = await queryRows<{ likes: number; views: number }>(
      db,
      sql`select (select avg((created_at < '2025-01-01')::int) from likes)::float8 as likes,
                 (select avg((day < '2025-01-01')::int) from content_events)::float8 as views`,
    );
    expect(early!.likes).toBeGreaterThan(0.05);
    expect(early!.views).toBeGreaterThan(0.05);
    // Nothing liked before the item was published or the account made.
    expect(
      await count(
        "likes l join content c on c.id = l.content_id join users u on u.id = l.user_id",
        "l.created_at < c.published_at or l.created_at < u.created_at",
      ),
    ).toBe(0);
  });
});

describe("the scale generator's seed", () => {
  /** A checksum of every generated table but the password hashes (salted at random). */
  async function checksum(target: Db): Promise<Record<string, string>> {
    const tables = {
      users: "select id, email, name, role, status, created_at from users",
      content:
        "select id, slug, title, body, status, author_id, listed_at, likes, views from content",
      likes: "select * from likes",
      content_events: "select * from content_events",
      jobs: "select id, title, description, organization_id, created_at from jobs",
      recordings: "select id, title, transcript, author_id, content_id from recordings",
      digests: "select week_key, title, summary, stats, featured from digests",
      search_nodes: "select id, entity_id, title, body, embedding from search_nodes",
    };
    const sums: Record<string, string> = {};
    for (const [table, query] of Object.entries(tables)) {
      const [row] = await queryRows<{ sum: string }>(
        target,
        sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as sum from (${query}) t`),
      );
      sums[table] = row!.sum;
    }
    return sums;
  }

  async function filledWith(seed: number): Promise<Record<string, string>> {
    const target = await createTestDatabase();
    try {
      await fillScale(target.db, { items: 300, seed });
      return await checksum(target.db);
    } finally {
      await target.close();
    }
  }

  it("writes the same rows for the same seed, and others for another", async () => {
    const first = await filledWith(5);
    const again = await filledWith(5);
    expect(again).toEqual(first);
    const other = await filledWith(6);
    for (const table of Object.keys(first)) expect(other[table]).not.toBe(first[table]);
  }, 180_000);
});
