// The jobs board under load: 10,000 jobs (BENCH_JOBS) from 100 organizations,
// measured against the trivial JSON route of the same server in the same run,
// on the embedded database and, when BENCH_DATABASE_URL or TEST_DATABASE_URL
// is set, on PostgreSQL. Target: each jobs route keeps at least 30 % of the
// trivial route's throughput. Run alone with `node scripts/bench/jobs.mjs`
// (after npm run build); npm run bench uses the seed and the routes below.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { createPostgres, percentileOf, startServer, stop } from "./lib.mjs";

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
`;

export async function seedJobsPglite(dataDir, jobs = JOBS) {
  const db = await PGlite.create({ dataDir: path.join(dataDir, "db") });
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

// --- standalone run ------------------------------------------------------------

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const round = (ms) => Math.round(ms * 10) / 10;

async function load(url) {
  const latencies = [];
  let bad = 0;
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  instance.on("response", (_client, status, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (status !== 200) bad += 1;
  });
  const result = await instance;
  if (bad + result.errors + result.timeouts > 0) {
    throw new Error(
      `${url}: ${bad} non-200 answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  latencies.sort((a, b) => a - b);
  return {
    p50: round(percentileOf(latencies, 50)),
    p95: round(percentileOf(latencies, 95)),
    p99: round(percentileOf(latencies, 99)),
    rps: Math.round(result.requests.average),
  };
}

async function measure(label, env) {
  const { url, child } = await startServer(env);
  try {
    for (const pathname of Object.values(JOBS_LISTS)) {
      const response = await fetch(`${url}${pathname}`);
      const body = await response.json();
      if (!response.ok || body.jobs.length === 0) {
        throw new Error(`${pathname}: ${response.status}, ${body.jobs?.length ?? 0} jobs`);
      }
    }
    await autocannon({
      url: `${url}${JOBS_LISTS["jobs board, first page"]}`,
      connections: 10,
      duration: 2,
    });
    await autocannon({ url: `${url}/api/config`, connections: 10, duration: 1 });
    const rows = { "trivial JSON (GET /api/config)": await load(`${url}/api/config`) };
    for (const [name, pathname] of Object.entries(JOBS_LISTS))
      rows[name] = await load(`${url}${pathname}`);
    const trivial = rows["trivial JSON (GET /api/config)"].rps;
    console.log(
      `\n${label} (${JOBS.toLocaleString("en-US")} jobs, ${CONNECTIONS} connections, ${DURATION_S} s each)`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(rows).map(([name, r]) => [
          name,
          {
            "p50 ms": r.p50,
            "p95 ms": r.p95,
            "p99 ms": r.p99,
            "requests/s": r.rps,
            "of trivial": `${Math.round((r.rps / trivial) * 100)} %`,
          },
        ]),
      ),
    );
    return Object.entries(rows)
      .filter(([name]) => name.startsWith("jobs"))
      .filter(([, r]) => r.rps < JOBS_TARGET_RATIO * trivial)
      .map(
        ([name, r]) =>
          `${label} ${name}: ${r.rps} requests/s, ${Math.round((r.rps / trivial) * 100)} % of the trivial route's ${trivial} (target >= ${JOBS_TARGET_RATIO * 100} %)`,
      );
  } finally {
    await stop(child);
  }
}

async function main() {
  const failures = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-bench-jobs-"));
  try {
    const { child } = await startServer({ DATA_DIR: dataDir });
    await stop(child);
    console.log(`PGlite: ${JOBS} jobs seeded in ${(await seedJobsPglite(dataDir)).toFixed(1)} s`);
    failures.push(...(await measure("PGlite (embedded)", { DATA_DIR: dataDir })));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = await createPostgres(adminUrl, `fc_bench_jobs_${process.pid}`);
    try {
      const { child } = await startServer({ DATABASE_URL: database.url });
      await stop(child);
      console.log(
        `PostgreSQL: ${JOBS} jobs seeded in ${(await seedJobsPostgres(database.url)).toFixed(1)} s`,
      );
      failures.push(...(await measure("PostgreSQL", { DATABASE_URL: database.url })));
    } finally {
      await database.drop();
    }
  } else {
    console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  }
  console.log(
    failures.length ? `\nOver budget:\n  ${failures.join("\n  ")}` : "\nJobs board budgets met.",
  );
  process.exitCode = failures.length ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
