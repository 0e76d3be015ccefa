// npm run bench: the API under load with 100k content rows, on the embedded
// database and on PostgreSQL, against a trivial JSON route of the same server
// in the same run; a mixed signed-in scenario with the server's resident memory
// before, during and 60 s after; the jobs board at 10k jobs; and the home
// page's initial JavaScript.
//
// Needs a production build (npm run build). PostgreSQL is measured when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) points at a server whose user may
// create databases. Only loopback addresses are used; every load is bounded in
// time, and the whole run stops by itself (about 8 minutes with PostgreSQL).
// Then search at 100k indexed items (BENCH_SEARCH_ROWS) on both databases.
// Then one app server against two on PostgreSQL. Then Lighthouse on the
// public reading pages (demo data; a missed page target is reported but does
// not make the run fail).
// Then the default start (demo data, background jobs) under 80 % reads and 20 %
// writes by ten signed-in users for BENCH_LOAD_SECONDS (60), on both databases,
// with /api/health asked throughout and the counters checked afterwards.
// Then the knowledge graph: its API and opening it in headless Chromium (demo data).
// BENCH_ONLY=growth (only when asked): the growth table at 10k, 100k and 1M items on
// PostgreSQL (scripts/bench/growth.mjs; BENCH_GROWTH_ITEMS picks the sizes).
// BENCH_ONLY=db|js|search|servers|load|pages|graph|growth runs one part (BENCH_SEARCH_ON=pglite or
// postgres: the search part on one database); BENCH_SECONDS (10) and BENCH_ROWS (100000)
// shorten or shrink it; BENCH_SERVERS_ROUNDS (3) sets the rounds of one server against two.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import {
  createPostgres,
  latencyStats as stats,
  root,
  rssMb,
  seedPglite,
  seedPostgres,
  serverJs,
  startServer,
  stop,
} from "./bench/lib.mjs";
import {
  JOBS,
  JOBS_LISTS,
  JOBS_TARGET_RATIO,
  seedJobsPglite,
  seedJobsPostgres,
} from "./bench/jobs.mjs";
import { loadBench, reportLoad } from "./bench/load.mjs";
import { mixedScenario, prepareUsers, reactionTargets } from "./bench/mixed.mjs";
import { searchQueries, seedSearchIndex, semanticRecall } from "./bench/search.mjs";
import { serversScenario } from "./bench/servers.mjs";
import { pagesBench, printPages } from "./bench/lighthouse.mjs";
import { graphBench, printGraph } from "./bench/graph.mjs";
import { growthBench } from "./bench/growth.mjs";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const MIXED_S = Math.round(DURATION_S * 1.5);
const SETTLE_S = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const SEARCH_ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 100_000);
/** Searches in flight at once (each costs several index reads; the lists above use 50). */
const SEARCH_CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 10);

/** Targets, per database: list throughput as a share of the trivial route's, latencies in ms. */
const TARGETS = {
  postgres: { listRatio: 0.3, listP95: 50 },
  pglite: { listRatio: 0.2, listP95: 150 },
  mixed: { p95: 250, p99: 500 },
  /** The default start under a crowd (BENCH_ONLY=load), on either database. */
  load: { p95: 250, p99: 500, healthP99: 50 },
  memoryBackWithin: 0.15,
  /** Search at SEARCH_ROWS indexed items: p95 of text and hybrid on PostgreSQL, semantic recall@10. */
  searchP95: 50,
  searchRecall: 0.95,
  homeJsKb: 170,
  /** Lighthouse on each reading page (mobile): scores 0–100, LCP in s, TBT in ms. */
  pages: {
    performance: 90,
    accessibility: 100,
    bestPractices: 95,
    seo: 100,
    lcpS: 2.5,
    tbtMs: 200,
    cls: 0.1,
  },
};

const webIndex = path.join(root, "apps/web/dist/index.html");
if (!fs.existsSync(serverJs) || !fs.existsSync(webIndex) || !fs.existsSync(`${webIndex}.gz`)) {
  console.error("Build first: npm run build");
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Samples the server's resident memory while a load runs; returns the peak. */
function sampleRss(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process is gone; the caller notices
    }
  }, 250);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

/**
 * One autocannon run. Every response's latency is recorded (exact
 * percentiles), split by the request kind the scenario keeps in the
 * connection's context; a status other than `expect` counts as an error.
 */
async function load(
  pid,
  options,
  { expect = [200], seconds = DURATION_S, connections = CONNECTIONS } = {},
) {
  const byKind = { all: [] };
  let errors = 0;
  const instance = autocannon({ connections, duration: seconds, ...options });
  instance.on("response", (client, status, _bytes, responseTime) => {
    byKind.all.push(responseTime);
    const kind = client.requestIterator?.context?.kind;
    if (kind) (byKind[kind] ??= []).push(responseTime);
    if (!expect.includes(status)) errors += 1;
  });
  const stopSampling = sampleRss(pid);
  const result = await instance;
  const peakMb = stopSampling();
  errors += result.errors + result.timeouts;
  const rps = Math.round(result.requests.average);
  const rows = {};
  for (const [kind, latencies] of Object.entries(byKind)) {
    rows[kind] = {
      ...stats(latencies),
      rps: kind === "all" ? rps : Math.round(latencies.length / seconds),
    };
  }
  return { ...rows.all, errors, peakMb, kinds: rows };
}

const DOMAIN = encodeURIComponent("Water & Oceans");

async function measure(label, kind, env) {
  const { url, child } = await startServer(env);
  const pid = child.pid;
  const rows = {};
  try {
    // Warm up the JIT and the database's caches, then take the idle memory.
    await autocannon({ url: `${url}/api/content?limit=12`, connections: 10, duration: 2 });
    await autocannon({ url: `${url}/api/config`, connections: 10, duration: 1 });
    await sleep(2000);
    const idleMb = rssMb(pid);

    const trivial = await load(pid, { url: `${url}/api/config` });
    rows["trivial JSON (GET /api/config)"] = { ...trivial, kind: "trivial" };
    const lists = {
      "feed, first page": "/api/content?limit=12",
      "feed, filtered (type + domain)": `/api/content?type=case-study&domain=${DOMAIN}&limit=12`,
      "long-form list (policy briefs)": "/api/content?type=policy-brief&limit=12",
      "trip templates": "/api/trip-templates",
    };
    for (const [name, pathname] of Object.entries(lists)) {
      rows[name] = { ...(await load(pid, { url: `${url}${pathname}` })), kind: "list" };
    }
    for (const [name, pathname] of Object.entries(JOBS_LISTS)) {
      const check = await fetch(`${url}${pathname}`);
      const body = await check.json();
      if (!check.ok || body.jobs.length === 0) throw new Error(`${pathname}: no jobs answered`);
      rows[name] = { ...(await load(pid, { url: `${url}${pathname}` })), kind: "jobs" };
    }
    // A repeated visit: the browser sends back the ETag it was given.
    const first = await fetch(`${url}/api/content?limit=12`);
    const etag = first.headers.get("etag");
    rows["feed, revisit (If-None-Match: 304)"] = {
      ...(await load(
        pid,
        { url: `${url}/api/content?limit=12`, headers: { "if-none-match": etag ?? "" } },
        { expect: [304] },
      )),
      kind: "info",
    };
    // Signed in: no public cache, the database answers every request.
    const cookies = await prepareUsers(url, 10);
    rows["feed, first page, signed in"] = {
      ...(await load(pid, { url: `${url}/api/content?limit=12`, headers: { cookie: cookies[0] } })),
      kind: "info",
    };
    const targets = await reactionTargets(url);
    const mixed = await load(pid, mixedScenario(url, cookies, ROWS, targets), {
      expect: [200, 201],
      seconds: MIXED_S,
    });
    rows["mixed, signed in (40/40/20)"] = { ...mixed, kind: "mixed" };
    rows["  mixed: reads"] = { ...mixed.kinds.read, errors: "", peakMb: "", kind: "part" };
    rows["  mixed: writes"] = { ...mixed.kinds.write, errors: "", peakMb: "", kind: "part" };
    const peakMb = Math.max(...Object.values(rows).map((r) => Number(r.peakMb) || 0));
    // The way back, every 10 s: background work the load left (indexing its
    // writes) runs here too.
    const settling = [];
    for (let waited = 0; waited < SETTLE_S; waited += 10) {
      await sleep(Math.min(10, SETTLE_S - waited) * 1000);
      settling.push(rssMb(pid));
    }
    const settledMb = rssMb(pid);
    const memory = { idleMb, peakMb, settledMb, settling };
    print(label, kind, rows, memory);
    return { rows, memory };
  } finally {
    await stop(child);
  }
}

function targetOf(kind, row) {
  if (row.kind === "list") {
    const t = TARGETS[kind];
    return `>= ${t.listRatio * 100} %, p95 < ${t.listP95} ms`;
  }
  if (row.kind === "jobs") return `>= ${JOBS_TARGET_RATIO * 100} %`;
  if (row.kind === "mixed")
    return `p95 <= ${TARGETS.mixed.p95}, p99 <= ${TARGETS.mixed.p99} ms, 0 errors`;
  return "";
}

function print(label, kind, rows, memory) {
  const trivialRps = rows["trivial JSON (GET /api/config)"].rps;
  console.log(
    `\n${label} (${ROWS.toLocaleString("en-US")} content rows, ${JOBS.toLocaleString("en-US")} jobs, ${CONNECTIONS} connections, ` +
      `${DURATION_S} s each, mixed ${MIXED_S} s)`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([name, r]) => [
        name,
        {
          "p50 ms": r.p50,
          "p95 ms": r.p95,
          "p99 ms": r.p99,
          "req/s": r.rps,
          "of trivial":
            r.kind === "trivial" ? "100 %" : `${((100 * r.rps) / trivialRps).toFixed(1)} %`,
          errors: r.errors,
          "peak RSS MB": r.peakMb,
          target: targetOf(kind, r),
        },
      ]),
    ),
  );
  const back = (memory.settledMb - memory.idleMb) / memory.idleMb;
  console.log(
    `Server memory (VmRSS): idle ${memory.idleMb} MB, peak ${memory.peakMb} MB, ` +
      `after the load every 10 s ${memory.settling.join(", ")} MB; ` +
      `${SETTLE_S} s after the load ${memory.settledMb} MB (${back >= 0 ? "+" : ""}${(100 * back).toFixed(1)} % of idle; ` +
      `target within ${TARGETS.memoryBackWithin * 100} %)`,
  );
}

function check(kind, result, failures) {
  const { rows, memory } = result;
  const trivialRps = rows["trivial JSON (GET /api/config)"].rps;
  for (const [name, r] of Object.entries(rows)) {
    if (r.errors) failures.push(`${kind} ${name}: ${r.errors} errors`);
    if (r.kind === "list") {
      const t = TARGETS[kind];
      if (r.rps < t.listRatio * trivialRps)
        failures.push(
          `${kind} ${name}: ${r.rps} req/s is under ${t.listRatio * 100} % of ${trivialRps}`,
        );
      if (r.p95 >= t.listP95)
        failures.push(`${kind} ${name}: p95 ${r.p95} ms (target < ${t.listP95} ms)`);
    }
    if (r.kind === "jobs" && r.rps < JOBS_TARGET_RATIO * trivialRps)
      failures.push(
        `${kind} ${name}: ${r.rps} req/s is under ${JOBS_TARGET_RATIO * 100} % of ${trivialRps}`,
      );
    if (r.kind === "mixed") {
      if (r.p95 > TARGETS.mixed.p95)
        failures.push(`${kind} ${name}: p95 ${r.p95} ms (target <= ${TARGETS.mixed.p95} ms)`);
      if (r.p99 > TARGETS.mixed.p99)
        failures.push(`${kind} ${name}: p99 ${r.p99} ms (target <= ${TARGETS.mixed.p99} ms)`);
    }
  }
  if ((memory.settledMb - memory.idleMb) / memory.idleMb > TARGETS.memoryBackWithin)
    failures.push(
      `${kind} memory: ${memory.settledMb} MB ${SETTLE_S} s after the load, idle was ${memory.idleMb} MB`,
    );
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

/**
 * Search at SEARCH_ROWS indexed items: text, semantic and hybrid requests
 * (rotating over 20 queries) against the trivial route of the same server,
 * and the semantic side's recall@10 against exact nearest neighbours.
 */
async function searchBench(label, kind, target, env) {
  // Migrate by starting the server once (no workers), then fill the index.
  const first = await startServer({ ...env, WORKERS: "false" });
  await stop(first.child);
  const seeded = await seedSearchIndex(target, SEARCH_ROWS);
  console.log(
    `${label}: ${SEARCH_ROWS.toLocaleString("en-US")} items indexed in ${seeded.seconds.toFixed(1)} s ` +
      `(${seeded.model}, ${seeded.lists} vector lists)`,
  );
  const queries = searchQueries(20);
  const { url, child } = await startServer({ ...env, WORKERS: "false" });
  const rows = {};
  try {
    await autocannon({ url: `${url}/api/config`, connections: 10, duration: 1 });
    const connections = SEARCH_CONNECTIONS;
    rows["trivial JSON (GET /api/config)"] = await load(
      child.pid,
      { url: `${url}/api/config` },
      { connections },
    );
    for (const type of ["text", "semantic", "hybrid"]) {
      let next = 0;
      const check = await fetch(`${url}/api/search/${type}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: queries[0], options: { limit: 10 } }),
      });
      const body = await check.json();
      if (!check.ok || body.results.length === 0) throw new Error(`${type} search found nothing`);
      rows[`${type} search (POST /api/search/${type})`] = await load(
        child.pid,
        {
          url,
          requests: [
            {
              method: "POST",
              path: `/api/search/${type}`,
              headers: { "content-type": "application/json" },
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify({
                  text: queries[next++ % queries.length],
                  options: { limit: 10 },
                }),
              }),
            },
          ],
        },
        { connections },
      );
    }
  } finally {
    await stop(child);
  }
  const recall = await semanticRecall(target, searchQueries(50));
  const trivialRps = rows["trivial JSON (GET /api/config)"].rps;
  console.log(
    `\n${label}: search at ${SEARCH_ROWS.toLocaleString("en-US")} items (${SEARCH_CONNECTIONS} connections, ${DURATION_S} s each)`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([name, r]) => [
        name,
        {
          "req/s": r.rps,
          "% of trivial": `${Math.round((r.rps / trivialRps) * 100)} %`,
          "p50 ms": r.p50,
          "p95 ms": r.p95,
          "p99 ms": r.p99,
          errors: r.errors,
        },
      ]),
    ),
  );
  console.log(
    `${label}: semantic recall@10 against exact neighbours: ${recall.toFixed(3)} (target >= ${TARGETS.searchRecall})`,
  );
  return { rows, recall, kind };
}

function checkSearch(result, failures) {
  if (result.recall < TARGETS.searchRecall)
    failures.push(`${result.kind} search recall ${result.recall.toFixed(3)}`);
  for (const [name, r] of Object.entries(result.rows)) {
    if (r.errors > 0) failures.push(`${result.kind} ${name}: ${r.errors} errors`);
    if (result.kind === "postgres" && /^(text|hybrid)/.test(name) && r.p95 >= TARGETS.searchP95)
      failures.push(`${result.kind} ${name}: p95 ${r.p95} ms`);
  }
}

const results = {};
const failures = [];
const only = process.env.BENCH_ONLY; // one part: db, js, search, servers or pages

if (only === undefined || only === "db") {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-bench-"));
  try {
    const seconds = (await seedPglite(dataDir, ROWS)) + (await seedJobsPglite(dataDir));
    console.log(`PGlite seeded in ${seconds.toFixed(1)} s`);
    results.pglite = await measure("PGlite (embedded)", "pglite", { DATA_DIR: dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (only !== undefined && only !== "db") {
  // skipped
} else if (pgUrl) {
  const database = await createPostgres(pgUrl, `fc_bench_${process.pid}`);
  try {
    const seconds =
      (await seedPostgres(database.url, ROWS)) + (await seedJobsPostgres(database.url));
    console.log(`PostgreSQL seeded in ${seconds.toFixed(1)} s`);
    results.postgres = await measure("PostgreSQL", "postgres", { DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
} else {
  console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}

const searchResults = [];
// BENCH_SEARCH_ON=postgres (or pglite) runs the search part on one database.
const searchOn = (process.env.BENCH_SEARCH_ON ?? "pglite,postgres").split(",");
if ((only === undefined || only === "search") && searchOn.includes("pglite")) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-bench-search-"));
  try {
    searchResults.push(
      await searchBench(
        "PGlite (embedded)",
        "pglite",
        { dataDir: `${dataDir}/db` },
        { DATA_DIR: dataDir },
      ),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if ((only === undefined || only === "search") && searchOn.includes("postgres")) {
  if (pgUrl) {
    const database = await createPostgres(pgUrl, `fc_bench_search_${process.pid}`);
    try {
      searchResults.push(
        await searchBench(
          "PostgreSQL",
          "postgres",
          { url: database.url },
          { DATABASE_URL: database.url },
        ),
      );
    } finally {
      await database.drop();
    }
  }
}

// One app server against two on the same PostgreSQL (BENCH_ONLY=servers for this part alone).
if ((only === undefined || only === "servers") && pgUrl) {
  const database = await createPostgres(pgUrl, `fc_bench_servers_${process.pid}`);
  try {
    await seedPostgres(database.url, ROWS);
    const servers = await serversScenario(database.url, {
      connections: CONNECTIONS,
      seconds: DURATION_S,
      rounds: Number(process.env.BENCH_SERVERS_ROUNDS ?? 3),
    });
    for (const [name, r] of Object.entries(servers)) {
      if (r.errors > 0) failures.push(`two servers, ${name}: errors`);
      // Adding a server must not cost throughput (the median round's ratio, with 10 % for noise).
      if (r.ratio < 0.9)
        failures.push(`two servers, ${name}: ${r.ratio.toFixed(2)} times one server's req/s`);
    }
  } finally {
    await database.drop();
  }
}

// The growth table (BENCH_ONLY=growth only: its databases take long to fill).
if (only === "growth") {
  if (!pgUrl) throw new Error("The growth table needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
  await growthBench(pgUrl, failures);
}

// The default start under a crowd (BENCH_ONLY=load; BENCH_LOAD_ON=pglite or postgres: one database).
if (only === undefined || only === "load") {
  const loadOptions = {
    seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 60),
    connections: CONNECTIONS,
  };
  const loadOn = (process.env.BENCH_LOAD_ON ?? "pglite,postgres").split(",");
  if (loadOn.includes("pglite")) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-bench-load-"));
    try {
      const result = await loadBench(
        { DATA_DIR: dataDir },
        { dataDir: path.join(dataDir, "db") },
        loadOptions,
      );
      failures.push(...reportLoad("PGlite (embedded)", result, TARGETS.load, loadOptions));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (loadOn.includes("postgres") && pgUrl) {
    const database = await createPostgres(pgUrl, `fc_bench_load_${process.pid}`);
    try {
      const result = await loadBench(
        {
          DATABASE_URL: database.url,
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "fc-bench-load-pg-")),
        },
        { url: database.url },
        loadOptions,
      );
      failures.push(...reportLoad("PostgreSQL", result, TARGETS.load, loadOptions));
    } finally {
      await database.drop();
    }
  }
}

const js = only === undefined || only === "js" ? await homeJavaScript() : null;
if (js)
  console.log(
    `\nHome page JavaScript (loaded until network idle): ${js.files} files, ${js.gzKb.toFixed(1)} KB gzipped ` +
      `(target < ${TARGETS.homeJsKb} KB), ${js.transferredKb.toFixed(1)} KB transferred`,
  );
if (js && js.gzKb >= TARGETS.homeJsKb) failures.push(`home JS ${js.gzKb.toFixed(1)} KB gzipped`);

// Reading pages (BENCH_ONLY=pages): a missed target is marked in the table
// only; a page Lighthouse could not audit counts as a failure.
if (only === undefined || only === "pages") {
  const pages = await pagesBench();
  printPages(pages, TARGETS.pages);
  for (const [name, message] of Object.entries(pages.errors))
    failures.push(`page ${name}: ${message}`);
}

// The knowledge graph (BENCH_ONLY=graph): reported, no budget.
if (only === undefined || only === "graph") printGraph(await graphBench());

for (const kind of ["pglite", "postgres"]) if (results[kind]) check(kind, results[kind], failures);
for (const result of searchResults) checkSearch(result, failures);
console.log(failures.length ? `\nOver budget:\n  ${failures.join("\n  ")}` : "\nAll budgets met.");
process.exitCode = failures.length ? 1 : 0;
