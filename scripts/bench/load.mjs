// The crowd a newcomer's server meets: the default start (demo data, background
// jobs running) under 80 % reads and 20 % writes by ten signed-in users over
// 50 connections, while a monitor asks /api/health ten times a second.
//   reads: 30 % feed (first page, a type, a type + domain), 20 % item detail,
//          10 % jobs board, 10 % text search, 5 % the caller's account,
//          5 % a server-rendered item page
//   writes: 8 % like or unlike, 8 % save or unsave, 4 % create a draft
// Afterwards the server is stopped and every item's like and save counters are
// compared with the rows they count.
import autocannon from "autocannon";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { percentileOf, rssMb, startServer, stop } from "./lib.mjs";
import { CONTENT_DETAIL_PATHS } from "../../packages/shared/src/content-types.ts";
import { pick, prepareUsers, randomFeedPath, TYPES, writeRequest } from "./mixed.mjs";

const QUERIES = [
  "water",
  "seed bank",
  "fishery co-management",
  "grazing rights",
  "community energy",
  "irrigation",
  "knowledge commons",
  "forest",
];

const round = (ms) => Math.round(ms * 10) / 10;

function stats(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentileOf(sorted, 50)),
    p95: round(percentileOf(sorted, 95)),
    p99: round(percentileOf(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

/** Published items of every type, read through the API as a visitor would. */
async function publishedItems(url) {
  const items = [];
  for (const type of TYPES) {
    const response = await fetch(`${url}/api/content?type=${type}&limit=50`);
    const page = await response.json();
    for (const item of page.items) items.push({ id: item.id, type: item.type, slug: item.slug });
  }
  if (items.length === 0) throw new Error("no published items: is the demo data there?");
  return items;
}

function scenario(url, cookies, items) {
  let created = 0;
  return {
    url,
    requests: [
      {
        setupRequest(request, context) {
          const cookie = pick(cookies);
          const roll = Math.random() * 100;
          let kind = "read";
          let next;
          const item = pick(items);
          if (roll < 30) {
            next = { method: "GET", path: randomFeedPath(), headers: { cookie } };
          } else if (roll < 50) {
            next = {
              method: "GET",
              path: `/api/content/${item.type}/${item.slug}`,
              headers: { cookie },
            };
          } else if (roll < 60) {
            next = { method: "GET", path: "/api/jobs?limit=12", headers: { cookie } };
          } else if (roll < 70) {
            next = {
              method: "POST",
              path: "/api/search/text",
              headers: { cookie, "content-type": "application/json" },
              body: JSON.stringify({ text: pick(QUERIES), options: { limit: 10 } }),
            };
          } else if (roll < 75) {
            next = { method: "GET", path: "/api/auth/me", headers: { cookie } };
          } else if (roll < 80) {
            next = {
              method: "GET",
              path: `${CONTENT_DETAIL_PATHS[item.type]}/${item.slug}`,
              headers: { cookie, accept: "text/html" },
            };
          } else {
            kind = "write";
            if (roll >= 96) created += 1;
            next = writeRequest(roll, cookie, item, created);
          }
          context.kind = kind;
          return { ...request, ...next };
        },
      },
    ],
  };
}

/** Asks /api/health every 100 ms until stopped; resolves with the latencies. */
function monitorHealth(url) {
  const latencies = [];
  let errors = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/api/health`);
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await done;
    return { ...stats(latencies), errors };
  };
}

const COUNTERS_SQL = `
  select
    (select count(*)::int from content c
      where c.likes <> (select count(*) from likes l where l.content_id = c.id)) as likes_off,
    (select count(*)::int from content c
      where c.saves <> (select count(*) from saves s where s.content_id = c.id)) as saves_off,
    (select count(*)::int from likes) as likes,
    (select count(*)::int from saves) as saves`;

async function countersOf(target) {
  if (target.dataDir) {
    const db = await PGlite.create({ dataDir: target.dataDir, extensions: { pg_trgm } });
    try {
      return (await db.query(COUNTERS_SQL)).rows[0];
    } finally {
      await db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    return (await client.query(COUNTERS_SQL)).rows[0];
  } finally {
    await client.end();
  }
}

/**
 * Runs the load against a server started with `env` (its database given by
 * `target`: { dataDir } of PGlite or { url } of PostgreSQL).
 */
export async function loadBench(env, target, { seconds, connections }) {
  const { url, child } = await startServer({ ...env, DEMO: "true" });
  const pid = child.pid;
  let result;
  try {
    const items = await publishedItems(url);
    const cookies = await prepareUsers(url, 10);
    // Warm up outside the measurement.
    await autocannon({ url: `${url}/api/content?limit=12`, connections: 10, duration: 2 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const memoryBefore = rssMb(pid);
    const byKind = { all: [], read: [], write: [] };
    const statuses = {};
    let errors = 0;
    const stopHealth = monitorHealth(url);
    let peakMb = memoryBefore;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 250);
    const instance = autocannon({
      connections,
      duration: seconds,
      ...scenario(url, cookies, items),
    });
    instance.on("response", (client, status, _bytes, responseTime) => {
      byKind.all.push(responseTime);
      const kind = client.requestIterator?.context?.kind;
      if (kind) byKind[kind].push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 400) errors += 1;
    });
    const summary = await instance;
    clearInterval(sampler);
    const health = await stopHealth();
    errors += summary.errors + summary.timeouts;
    const memoryAfter = rssMb(pid);
    result = {
      all: { ...stats(byKind.all), rps: Math.round(summary.requests.average) },
      read: stats(byKind.read),
      write: stats(byKind.write),
      health,
      errors,
      statuses,
      memory: { beforeMb: memoryBefore, peakMb, afterMb: memoryAfter },
    };
  } finally {
    await stop(child);
  }
  result.counters = await countersOf(target);
  return result;
}

/** Prints one database's figures and returns the budget lines it missed. */
export function reportLoad(label, result, targets, { seconds, connections }) {
  console.log(
    `\n${label}: default start with demo data, ${connections} connections, ${seconds} s, ` +
      `80 % reads / 20 % writes by 10 signed-in users`,
  );
  const row = (r) => ({
    requests: r.count,
    "p50 ms": r.p50,
    "p95 ms": r.p95,
    "p99 ms": r.p99,
    "max ms": r.max,
  });
  console.table({
    all: { ...row(result.all), "req/s": result.all.rps },
    reads: row(result.read),
    writes: row(result.write),
    "/api/health during the load": row(result.health),
  });
  const { counters, memory } = result;
  console.log(
    `  statuses ${JSON.stringify(result.statuses)}; errors ${result.errors} (health ${result.health.errors}); ` +
      `memory (VmRSS) before ${memory.beforeMb} MB, peak ${memory.peakMb} MB, after ${memory.afterMb} MB; ` +
      `counters: ${counters.likes} likes and ${counters.saves} saves, items whose counters disagree: ` +
      `${counters.likes_off} (likes), ${counters.saves_off} (saves)`,
  );
  const failures = [];
  if (result.all.p95 > targets.p95)
    failures.push(`${label} load: p95 ${result.all.p95} ms (target <= ${targets.p95} ms)`);
  if (result.all.p99 > targets.p99)
    failures.push(`${label} load: p99 ${result.all.p99} ms (target <= ${targets.p99} ms)`);
  if (result.health.p99 > targets.healthP99)
    failures.push(
      `${label} load: /api/health p99 ${result.health.p99} ms (target <= ${targets.healthP99} ms)`,
    );
  if (result.errors > 0 || result.health.errors > 0)
    failures.push(`${label} load: ${result.errors + result.health.errors} errors`);
  if (counters.likes_off > 0 || counters.saves_off > 0)
    failures.push(`${label} load: counters disagree with their rows`);
  return failures;
}
