// The jobs board's part of npm run bench: 10,000 jobs (BENCH_JOBS) from 100
// organizations seeded beside the content rows, and the board's three calls,
// measured against the trivial JSON route of the same server in the same run.
// Target: each keeps at least 30 % of the trivial route's throughput.
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
export const JOBS_TARGET_RATIO = 0.3;

/** The board's three calls: first page, filtered, searched (ranked by relevance). */
export const JOBS_LISTS = {
  "jobs board, first page": "/api/jobs?page=1&limit=12",
  "jobs board, filtered (type + location + domain)": `/api/jobs?type=full-time&location=remote&domain=${encodeURIComponent("Water & Oceans")}&limit=12`,
  "jobs board, searched (relevance)":
    "/api/jobs?search=irrigation%20commons&sort=relevance&limit=12",
};

/** 100 organizations and `jobs` jobs of every type, domain and location type; 10 % not open. */
export const JOBS_SEED_SQL = (jobs) => `
  insert into organizations (slug, name, description, location, domain)
  select 'bench-org-' || i, 'Commons Organization ' || i, 'Research on shared resources', 'City ' || i,
         (array['Land & Environment','Water & Oceans','Energy & Technology','Culture & Knowledge',
                'Governance & Democracy','Health & Wellbeing','Infrastructure & Mobility'])[1 + i % 7]
  from generate_series(1, 100) as i
  on conflict do nothing;
  insert into jobs (organization_id, title, description, type, experience_level, domain, category,
                    compensation_type, salary_min, salary_max, currency, salary_sort,
                    location_country, location_city, location_type, tags, status,
                    application_deadline, created_at, updated_at, search_extra)
  select o.id,
         'Research ' || w.word || ' officer ' || i,
         'Study how communities govern shared ' || w.word || ' in region ' || i || ', with the user groups as partners.',
         (array['full-time','part-time','contract','internship','freelance','volunteer'])[1 + i % 6]::job_type,
         (array['entry','mid','senior','executive'])[1 + i % 4]::job_experience_level,
         (array['Land & Environment','Water & Oceans','Energy & Technology','Culture & Knowledge',
                'Governance & Democracy','Health & Wellbeing','Infrastructure & Mobility'])[1 + i % 7],
         'Research',
         (case when i % 4 = 0 then 'unpaid' else 'salary' end)::job_compensation_type,
         case when i % 4 = 0 then null else 20000 + (i % 50) * 1000 end,
         case when i % 4 = 0 then null else 30000 + (i % 50) * 1000 end,
         (array['USD','EUR','GBP','CAD'])[1 + i % 4]::job_currency,
         case when i % 4 = 0 then null else 30000 + (i % 50) * 1000 end,
         'Country ' || (i % 40), 'City ' || (i % 300),
         (array['remote','hybrid','in-person'])[1 + i % 3]::job_location_type,
         jsonb_build_array(w.word, 'commons'),
         (case when i % 20 = 0 then 'closed' when i % 20 = 1 then 'draft' else 'active' end)::job_status,
         case when i % 10 = 3 then current_date - 1 when i % 3 = 0 then current_date + 30 else null end,
         now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval,
         o.name || ' ' || w.word || ' commons City ' || (i % 300) || ' Country ' || (i % 40)
  from generate_series(1, ${jobs}) as i
  join organizations o on o.slug = 'bench-org-' || (1 + i % 100)
  cross join lateral (select (array['irrigation','forest','fishery','grazing','seed','energy','archive'])[1 + i % 7] as word) w;
  analyze organizations;
  analyze jobs;
  delete from search_dirty;
  delete from tasks where name = 'search.sync';
`;

export async function seedJobsPglite(dataDir, jobs = JOBS) {
  const db = await PGlite.create({ dataDir: path.join(dataDir, "db"), extensions: { pg_trgm } });
  const t0 = Date.now();
  await db.exec(JOBS_SEED_SQL(jobs));
  await db.close();
  return (Date.now() - t0) / 1000;
}

export async function seedJobsPostgres(url, jobs = JOBS) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = Date.now();
  await client.query(JOBS_SEED_SQL(jobs));
  await client.end();
  return (Date.now() - t0) / 1000;
}
