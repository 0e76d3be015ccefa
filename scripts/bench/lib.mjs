// Shared pieces of the bench: seeding, starting the built server, reading its
// memory, and exact percentiles. Only loopback addresses are used.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { SERVER_PROCESS_ENV } from "../server-env.mjs";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const serverJs = path.join(root, "apps/server/dist/server.js");

/** 100k rows by default: a tenth drafts, five types, seven domains, one author. */
export const SEED_SQL = (rows) => `
  insert into users (email, name, password_hash, role)
  values ('bench@example.org', 'Bench Author', 'x', 'contributor')
  on conflict do nothing;
  insert into content (type, slug, title, summary, description, domain, status, author_id,
                       location_name, country, lat, lng, listed_at, published_at, updated_at, search_text,
                       views, likes)
  select t.type, 'bench-' || i, 'Commons study ' || i, 'How a community shares its ' || t.word,
         'Field notes on the shared ' || t.word || ' of village ' || i, d.domain,
         (case when i % 10 = 0 then 'draft' else 'published' end)::content_status,
         (select id from users where email = 'bench@example.org'),
         'Village ' || i, 'Country ' || (i % 50), -60 + (i % 120), -170 + (i % 340),
         now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval, now(),
         'Commons study ' || i || ' How a community shares its ' || t.word || ' ' || d.domain,
         i % 97, i % 13
  from generate_series(1, ${rows}) as i
  cross join lateral (select (array['case-study','trip','policy-brief','opinion-essay','interview'])[1 + i % 5]::content_type as type,
                             (array['water','land','forest','fishery','knowledge'])[1 + i % 5] as word) t
  cross join lateral (select (array['Land & Environment','Water & Oceans','Energy & Infrastructure','Knowledge & Education',
                                    'Technology & Digital Access','Culture & Heritage','Social & Governance Systems'])[1 + i % 7] as domain) d;
  analyze content;
  -- The feed scenarios run without a search backlog (search has its own bench).
  delete from search_dirty;
  delete from tasks where name = 'search.sync';
  -- Nor the day's index reconciliation (search.reconcile, daily at 03:00 UTC), which
  -- would find the unindexed rows again on the measured start: its period, and the
  -- next in case a run crosses it, count as done (the migrating start may already
  -- have queued it).
  insert into tasks (name, status, run_at, dedupe_key, finished_at)
  select 'search.reconcile', 'succeeded', p,
         'search.reconcile:' || to_char(p at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), now()
  from (select to_timestamp(floor((extract(epoch from now()) - 10800) / 86400) * 86400 + 10800 + k * 86400) as p
        from generate_series(0, 1) as k) periods
  on conflict (dedupe_key) do update set status = 'succeeded', finished_at = now();
`;

/** Starts the built server on a free loopback port; resolves once it listens. */
export function startServer(env, { nodeArgs = [] } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, serverJs], {
    cwd: root,
    env: {
      ...SERVER_PROCESS_ENV,
      PATH: process.env.PATH,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "warn",
      DEMO: "false",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve({ url: match[1].replace("localhost", "127.0.0.1"), child, output: () => output });
      }
    }, 100);
    child.on("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}): ${output}`));
    });
  });
}

export function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

/** Resident memory of a process in MB, from /proc/<pid>/status (VmRSS). */
export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

/** Exact percentile of a sorted list of latencies. */
export function percentileOf(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** p50, p95 and p99 of a list of latencies (sorted in place), to a tenth of a millisecond. */
export function latencyStats(latencies) {
  latencies.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    p50: round(percentileOf(latencies, 50)),
    p95: round(percentileOf(latencies, 95)),
    p99: round(percentileOf(latencies, 99)),
  };
}

/** A fresh embedded database: migrated by starting the server once, then seeded. */
export async function seedPglite(dataDir, rows) {
  const { child } = await startServer({ DATA_DIR: dataDir });
  await stop(child);
  const db = await PGlite.create({ dataDir: path.join(dataDir, "db"), extensions: { pg_trgm } });
  const t0 = Date.now();
  await db.exec(SEED_SQL(rows));
  await db.close();
  return (Date.now() - t0) / 1000;
}

/** A fresh PostgreSQL database beside `adminUrl`'s; returns its URL and a drop function. */
export async function createPostgres(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function seedPostgres(url, rows) {
  const { child } = await startServer({ DATABASE_URL: url });
  await stop(child);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = Date.now();
  await client.query(SEED_SQL(rows));
  await client.end();
  return (Date.now() - t0) / 1000;
}
