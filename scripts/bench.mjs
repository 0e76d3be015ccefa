// npm run bench: feed latency and throughput with 100k content rows, on the
// embedded database and on PostgreSQL, against a trivial JSON route of the
// same server; and the home page's initial JavaScript, gzipped.
//
// Needs a production build (npm run build). PostgreSQL is measured when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) points at a server whose user may
// create databases. Only loopback addresses are used.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";

const root = fileURLToPath(new URL("..", import.meta.url));
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TARGETS = { postgres: 50, pglite: 150, homeJsKb: 170 };

const serverJs = path.join(root, "apps/server/dist/server.js");
const webIndex = path.join(root, "apps/web/dist/index.html");
if (!fs.existsSync(serverJs) || !fs.existsSync(webIndex) || !fs.existsSync(`${webIndex}.gz`)) {
  console.error("Build first: npm run build");
  process.exit(1);
}

const SEED_SQL = (rows) => `
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
`;

function startServer(env) {
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "warn",
      DEMO: "false",
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
        resolve({ url: match[1].replace("localhost", "127.0.0.1"), child });
      }
    }, 100);
    child.on("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}): ${output}`));
    });
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

/** Exact percentile of a sorted list of latencies. */
function percentileOf(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

async function load(url) {
  // Every response's latency is recorded, so the percentiles are exact.
  const latencies = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  latencies.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    p50: round(percentileOf(latencies, 50)),
    p95: round(percentileOf(latencies, 95)),
    p99: round(percentileOf(latencies, 99)),
    rps: Math.round(result.requests.average),
  };
}

async function measure(label, env, seed) {
  await seed();
  const { url, child } = await startServer(env);
  try {
    // Warm up the caches and the JIT before measuring.
    await autocannon({ url: `${url}/api/content?limit=12`, connections: 10, duration: 2 });
    const rows = {
      "trivial JSON (GET /api/config)": await load(`${url}/api/config`),
      "feed, first page": await load(`${url}/api/content?limit=12`),
      "feed, filtered (type + domain)": await load(
        `${url}/api/content?type=case-study&domain=${encodeURIComponent("Water & Oceans")}&limit=12`,
      ),
    };
    console.log(
      `\n${label} (${ROWS.toLocaleString("en-US")} content rows, ${CONNECTIONS} connections, ${DURATION_S} s each)`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(rows).map(([k, v]) => [
          k,
          { "p50 ms": v.p50, "p95 ms": v.p95, "p99 ms": v.p99, "requests/s": v.rps },
        ]),
      ),
    );
    return rows;
  } finally {
    await stop(child);
  }
}

/**
 * Loads / in Chromium (demo data, list view) and sums the JavaScript the page
 * fetched until the network went idle: the entry, its imports and the home
 * route's chunks. Sizes are gzip level 9 of the built files, and the bytes
 * actually transferred (the server sends precompressed Brotli when accepted).
 */
async function homeJavaScript() {
  const { chromium } = await import("@playwright/test");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-bench-web-"));
  const { url, child } = await startServer({ DATA_DIR: dataDir, DEMO: "true" });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = new Map();
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith(".js")) scripts.set(pathname, response);
    });
    await page.goto(`${url}/`, { waitUntil: "networkidle" });
    let gz = 0;
    let transferred = 0;
    for (const [pathname, response] of scripts) {
      const data = fs.readFileSync(path.join(root, "apps/web/dist", pathname));
      gz += gzipSync(data, { level: 9 }).length;
      transferred += (await response.request().sizes()).responseBodySize;
    }
    return { files: scripts.size, gzKb: gz / 1024, transferredKb: transferred / 1024 };
  } finally {
    await browser.close();
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = {};
const failures = [];

const only = process.env.BENCH_ONLY; // "js" or "db" to run one part

// Embedded PGlite: migrate by starting the server once, seed, then measure.
if (only !== "js") {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-bench-"));
  const env = { DATA_DIR: dataDir };
  results.pglite = await measure("PGlite (embedded)", env, async () => {
    const { child } = await startServer(env);
    await stop(child);
    const db = await PGlite.create({ dataDir: path.join(dataDir, "db") });
    const t0 = Date.now();
    await db.exec(SEED_SQL(ROWS));
    await db.close();
    console.log(`PGlite seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (only === "js") {
  // skipped
} else if (pgUrl) {
  const name = `fc_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(pgUrl);
  dbUrl.pathname = `/${name}`;
  const env = { DATABASE_URL: dbUrl.toString() };
  try {
    results.postgres = await measure("PostgreSQL", env, async () => {
      const { child } = await startServer(env);
      await stop(child);
      const client = new pg.Client({ connectionString: dbUrl.toString() });
      await client.connect();
      const t0 = Date.now();
      await client.query(SEED_SQL(ROWS));
      await client.end();
      console.log(`PostgreSQL seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}

const js = only === "db" ? null : await homeJavaScript();
if (js)
  console.log(
    `\nHome page JavaScript (loaded until network idle): ${js.files} files, ${js.gzKb.toFixed(1)} KB gzipped ` +
      `(target < ${TARGETS.homeJsKb} KB), ${js.transferredKb.toFixed(1)} KB transferred`,
  );
if (js && js.gzKb >= TARGETS.homeJsKb) failures.push(`home JS ${js.gzKb.toFixed(1)} KB gzipped`);

for (const [db, target] of [
  ["pglite", TARGETS.pglite],
  ["postgres", TARGETS.postgres],
]) {
  if (!results[db]) continue;
  for (const [name, row] of Object.entries(results[db])) {
    if (name.startsWith("feed") && row.p95 >= target) {
      failures.push(`${db} ${name}: p95 ${row.p95} ms (target < ${target} ms)`);
    }
  }
  const feeds = Object.entries(results[db]).filter(([n]) => n.startsWith("feed"));
  console.log(
    `${db}: feed p95 target < ${target} ms; measured ${feeds.map(([n, r]) => `${n} ${r.p95} ms`).join(", ")}`,
  );
}
console.log(failures.length ? `\nOver budget:\n  ${failures.join("\n  ")}` : "\nAll budgets met.");
process.exitCode = failures.length ? 1 : 0;
