// The growth table (BENCH_ONLY=growth): the same reads at 10k, 100k and 1M
// items on PostgreSQL, each against the trivial route of the same server in
// the same run, and how much each grows from one size to the next.
//
// Each size is a database fc_scale_<items> filled by `npm run bench:scale`
// (scripts/bench-scale.mjs); one that is missing, or holds another number of
// items, is filled first (10k: under a minute; 100k: about 8 minutes; 1M: over
// 40 minutes on two cores). The built server starts on it with its background
// workers off, so only the measured requests run. Each read is loaded by
// BENCH_GROWTH_CONNECTIONS (10) connections for BENCH_GROWTH_SECONDS (5),
// every response's latency recorded; the OAI-PMH harvest is one client
// following resumption tokens to the end, counting records and repeats.
//
// A second table per size holds the background work (bench/background.mjs):
// one week's digest, a heavy author's data export and the search index's
// catch-up (and, with BENCH_GROWTH_INDEX_BUILD=1, its full build), run in
// this process on a copy of the size's database once the server has stopped.
// BENCH_GROWTH_BACKGROUND=off leaves it out; =only measures it alone.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { SCALE_PASSWORD } from "./scale/generate.mjs";
import {
  backgroundFailures,
  measureBackground,
  printBackground,
  printBackgroundGrowth,
} from "./background.mjs";
import { latencyStats, root, rssMb, startServer, stop } from "./lib.mjs";

const CONNECTIONS = Number(process.env.BENCH_GROWTH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_GROWTH_SECONDS ?? 5);
/** Only the reads whose names contain one of these (comma-separated), the trivial route and no harvest. */
const ONLY_READS = (process.env.BENCH_GROWTH_READS ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
/** "on" (default), "off" (the reads alone) or "only" (the background work alone). */
const BACKGROUND = process.env.BENCH_GROWTH_BACKGROUND ?? "on";
/** At 1M items every paged read and search stays under this p95 (ms), and grows at most this much from 100k. */
export const GROWTH_TARGETS = { p95: 50, growth: 1.5, harvestPerSecond: 2000, rssMb: 1536 };

/**
 * The search rows' questions, in turn; BENCH_GROWTH_QUERIES names a JSON file
 * with others (an array of strings): a set kept apart to check that a change
 * measured on these holds for questions it was not measured on.
 */
const QUERIES = process.env.BENCH_GROWTH_QUERIES
  ? JSON.parse(readFileSync(process.env.BENCH_GROWTH_QUERIES, "utf8"))
  : [
      "community water rights",
      "grazing commons in the mountains",
      "who decides on the forest",
      "fishery quotas",
      "energy cooperative",
    ];

/** The items of each size, from BENCH_GROWTH_ITEMS ("10000,100000,1000000"). */
export function growthSizes() {
  return (process.env.BENCH_GROWTH_ITEMS ?? "10000,100000,1000000")
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

const scaleName = (items) => `fc_scale_${items}`;

function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** How many items fc_scale_<items> holds, or null when it does not exist. */
async function filledItems(adminUrl, name) {
  const client = new pg.Client({ connectionString: databaseUrl(adminUrl, name) });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    const { rows } = await client.query("select count(*)::int as n from content");
    return rows[0].n;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** The database of `items` items, filled by the scale generator when it is not already. */
async function scaleDatabase(adminUrl, items) {
  const name = scaleName(items);
  const held = await filledItems(adminUrl, name);
  if (held !== items) {
    console.log(`\n${name}: ${held === null ? "missing" : `${held} items`}; filling it`);
    const result = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(root, "scripts/bench-scale.mjs"),
        "--items",
        String(items),
        "--database-url",
        adminUrl,
      ],
      { cwd: root, stdio: "inherit" },
    );
    if (result.status !== 0) throw new Error(`filling ${name} failed`);
  }
  return databaseUrl(adminUrl, name);
}

/** One read under load: exact p50/p95, requests a second, and responses that were not 200. */
async function loadRead(url, read) {
  const latencies = [];
  let errors = 0;
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...read.options,
  });
  instance.on("response", (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status !== 200) errors += 1;
  });
  const result = await instance;
  return {
    ...latencyStats(latencies),
    rps: Math.round(latencies.length / SECONDS),
    errors: errors + result.errors + result.timeouts,
  };
}

async function signIn(url, email) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: SCALE_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status}`);
  const match = /fc_session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "");
  if (!match) throw new Error("sign-in returned no session cookie");
  return `fc_session=${match[1]}`;
}

async function accountOf(dbUrl, role) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select email from users where role = $1 and status = 'active' order by email limit 1",
      [role],
    );
    if (!rows[0]) throw new Error(`no active ${role} account`);
    return rows[0].email;
  } finally {
    await client.end();
  }
}

function searchRequests(mode) {
  return {
    requests: QUERIES.map((text) => ({
      method: "POST",
      path: `/api/search/${mode}`,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text, options: { limit: 10 } }),
    })),
  };
}

/** Every read of the table, with what it needs from the running server. */
async function reads(url, dbUrl) {
  const member = await signIn(url, await accountOf(dbUrl, "contributor"));
  const admin = await signIn(url, await accountOf(dbUrl, "admin"));
  const feed = await (await fetch(`${url}/api/content?type=case-study&limit=12`)).json();
  const slug = feed.items[0]?.slug;
  if (!slug) throw new Error("no published case study");
  const hybrid = await fetch(`${url}/api/search/hybrid`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text: QUERIES[0], options: { limit: 10 } }),
  });
  const nodeId = (await hybrid.json()).results[0]?.node.id;
  if (!nodeId) throw new Error("hybrid search found nothing");
  const index = await (await fetch(`${url}/sitemap.xml`)).text();
  const pages = [...index.matchAll(/\/sitemap\/(content-\d+\.xml)/g)].map((m) => m[1]);
  const domain = encodeURIComponent("Water & Oceans");
  return {
    "trivial JSON (GET /api/config)": { path: "/api/config", trivial: true },
    "feed, first page": { path: "/api/content?limit=12" },
    "feed, signed in": { path: "/api/content?limit=12", options: { headers: { cookie: member } } },
    "feed, filtered (type + domain)": {
      path: `/api/content?type=case-study&domain=${domain}&limit=12`,
    },
    "feed, searched": { path: "/api/content?q=water%20rights&limit=12" },
    "detail page, server-rendered": { path: `/case-study/${slug}` },
    "search, text": { path: "/", options: searchRequests("text") },
    "search, semantic": { path: "/", options: searchRequests("semantic") },
    "search, hybrid": { path: "/", options: searchRequests("hybrid") },
    "search suggestions": { path: "/api/search/suggestions?q=wat" },
    "related nodes, depth 2": { path: `/api/search/related/${nodeId}?depth=2` },
    "jobs board, first page": { path: "/api/jobs?page=1&limit=12" },
    "jobs board, filtered": {
      path: `/api/jobs?type=full-time&location=remote&domain=${domain}&limit=12`,
    },
    "admin dashboard": { path: "/api/admin/dashboard", options: { headers: { cookie: admin } } },
    ...Object.fromEntries(
      [7, 30, 90].map((days) => [
        `admin analytics, ${days} days`,
        { path: `/api/admin/analytics?days=${days}`, options: { headers: { cookie: admin } } },
      ]),
    ),
    "sitemap, first content page": { path: `/sitemap/${pages[0]}` },
    "sitemap, last content page": { path: `/sitemap/${pages.at(-1)}` },
  };
}

/** A whole OAI-PMH ListRecords harvest by one client: records, repeats, records a second. */
async function harvest(url) {
  const seen = new Set();
  let records = 0;
  let repeats = 0;
  let pages = 0;
  const t0 = Date.now();
  let query = "verb=ListRecords&metadataPrefix=oai_dc";
  for (;;) {
    const response = await fetch(`${url}/oai?${query}`);
    if (!response.ok) throw new Error(`OAI-PMH page ${pages + 1}: ${response.status}`);
    const xml = await response.text();
    pages += 1;
    for (const match of xml.matchAll(/<header[^>]*>\s*<identifier>([^<]+)<\/identifier>/g)) {
      records += 1;
      if (seen.has(match[1])) repeats += 1;
      seen.add(match[1]);
    }
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
    if (!token) break;
    query = `verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`;
  }
  const seconds = (Date.now() - t0) / 1000;
  return { records, repeats, pages, seconds, perSecond: Math.round(records / seconds) };
}

/** Measures the reads of one size; returns its rows, the harvest and the server's memory. */
async function measureReads(dbUrl, items) {
  const { url, child } = await startServer({ DATABASE_URL: dbUrl, WORKERS: "off" });
  try {
    const table = Object.fromEntries(
      Object.entries(await reads(url, dbUrl)).filter(
        ([name, read]) =>
          ONLY_READS.length === 0 || read.trivial || ONLY_READS.some((only) => name.includes(only)),
      ),
    );
    // Warm-up: the JIT, the database's caches and the server's vector copy.
    for (const read of Object.values(table)) {
      await autocannon({ url: `${url}${read.path}`, connections: 2, amount: 20, ...read.options });
    }
    const rssWarm = rssMb(child.pid);
    const rows = {};
    let peak = rssWarm;
    for (const [name, read] of Object.entries(table)) {
      rows[name] = { ...(await loadRead(`${url}${read.path}`, read)), trivial: !!read.trivial };
      peak = Math.max(peak, rssMb(child.pid));
      process.stdout.write(".");
    }
    const oai = ONLY_READS.length === 0 ? await harvest(url) : null;
    peak = Math.max(peak, rssMb(child.pid));
    console.log("");
    return { items, rows, oai, rssWarm, rssPeak: peak };
  } finally {
    await stop(child);
  }
}

function printSize(result) {
  const trivial = Object.values(result.rows).find((r) => r.trivial);
  console.log(
    `\nPostgreSQL, ${result.items.toLocaleString("en-US")} items (${CONNECTIONS} connections, ${SECONDS} s each)`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(result.rows).map(([name, r]) => [
        name,
        {
          "p50 ms": r.p50,
          "p95 ms": r.p95,
          "req/s": r.rps,
          "p95 / trivial": (r.p95 / trivial.p95).toFixed(1),
          "of trivial req/s": `${((100 * r.rps) / trivial.rps).toFixed(1)} %`,
          errors: r.errors,
        },
      ]),
    ),
  );
  const o = result.oai;
  if (o) {
    console.log(
      `OAI-PMH ListRecords harvest: ${o.records.toLocaleString("en-US")} records in ${o.pages} pages, ` +
        `${o.seconds.toFixed(1)} s, ${o.perSecond} records/s, ${o.repeats} repeated`,
    );
  }
  console.log(
    `Server memory (VmRSS): ${result.rssWarm} MB after the warm-up (vector copy loaded), peak ${result.rssPeak} MB`,
  );
}

/** The p95 of every read at every size, and the growth between the last two. */
function printGrowth(results, failures) {
  if (results.length < 2) return;
  const [before, after] = results.slice(-2);
  const names = Object.keys(after.rows);
  const label = (n) => `${n / 1000}k`;
  console.log(
    `\nGrowth of p95 (ms) from ${label(before.items)} to ${label(after.items)} items ` +
      `(target: at most ${GROWTH_TARGETS.growth}x, and under ${GROWTH_TARGETS.p95} ms at 1M)`,
  );
  console.table(
    Object.fromEntries(
      names.map((name) => {
        const row = Object.fromEntries(
          results.map((r) => [`p95 ${label(r.items)}`, r.rows[name]?.p95 ?? ""]),
        );
        const growth = after.rows[name].p95 / before.rows[name].p95;
        row.growth = `${growth.toFixed(2)}x`;
        if (!after.rows[name].trivial && growth > GROWTH_TARGETS.growth) {
          failures.push(`growth: ${name} p95 grew ${growth.toFixed(2)}x`);
        }
        if (after.items >= 1_000_000 && after.rows[name].p95 >= GROWTH_TARGETS.p95) {
          failures.push(`growth: ${name} p95 ${after.rows[name].p95} ms at 1M`);
        }
        return [name, row];
      }),
    ),
  );
}

/** Missed targets of one size's reads. */
function readFailures(result) {
  const { items, oai } = result;
  const failures = [];
  for (const [name, r] of Object.entries(result.rows)) {
    if (r.errors) failures.push(`growth ${items}: ${name}: ${r.errors} errors`);
  }
  if (oai && oai.repeats > 0) {
    failures.push(`growth ${items}: the harvest repeated ${oai.repeats} records`);
  }
  if (items >= 1_000_000) {
    if (oai && oai.perSecond < GROWTH_TARGETS.harvestPerSecond) {
      failures.push(`growth ${items}: harvest at ${oai.perSecond} records/s`);
    }
    if (result.rssPeak > GROWTH_TARGETS.rssMb) {
      failures.push(`growth ${items}: server RSS ${result.rssPeak} MB`);
    }
  }
  return failures;
}

/** Runs the growth table on PostgreSQL; pushes missed targets onto `failures`. */
export async function growthBench(adminUrl, failures) {
  const results = [];
  for (const items of growthSizes()) {
    const dbUrl = await scaleDatabase(adminUrl, items);
    const result = { items };
    if (BACKGROUND !== "only") {
      Object.assign(result, await measureReads(dbUrl, items));
      printSize(result);
      failures.push(...readFailures(result));
    }
    if (BACKGROUND !== "off") {
      result.background = await measureBackground(adminUrl, scaleName(items), items);
      printBackground(result.background);
      failures.push(...backgroundFailures(result.background));
    }
    results.push(result);
  }
  printGrowth(
    results.filter((r) => r.rows),
    failures,
  );
  printBackgroundGrowth(results);
  return results;
}
