// Profiles the built server under load: node scripts/bench/profile.mjs [scenario]
// Scenarios: feed (default), filtered, detail, templates, signed-in (the feed), mixed.
// Seeds a fresh embedded database (or PostgreSQL with BENCH_DATABASE_URL),
// starts the server with --cpu-prof, loads it for BENCH_SECONDS (10), stops it,
// and prints the functions with the most self time and the time per package.
// The .cpuprofile is kept (path printed) for Chrome DevTools or speedscope.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createPostgres, seedPglite, seedPostgres, startServer, stop } from "./lib.mjs";
import { mixedScenario, prepareUsers, reactionTargets } from "./mixed.mjs";

const scenario = process.argv[2] ?? "feed";
const analyzeOnly = scenario === "--analyze" ? process.argv[3] : null;
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL;

const profDir = analyzeOnly
  ? path.dirname(path.resolve(analyzeOnly))
  : fs.mkdtempSync(path.join(os.tmpdir(), "fc-prof-"));
if (!analyzeOnly) await profileRun();

async function profileRun() {
  let env;
  let cleanup = async () => {};
  if (pgUrl) {
    const database = await createPostgres(pgUrl, `fc_prof_${process.pid}`);
    await seedPostgres(database.url, ROWS);
    env = { DATABASE_URL: database.url };
    cleanup = database.drop;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-prof-db-"));
    await seedPglite(dataDir, ROWS);
    env = { DATA_DIR: dataDir };
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const { url, child } = await startServer(env, {
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profDir}`],
  });
  try {
    const paths = {
      feed: "/api/content?limit=12",
      filtered: `/api/content?type=case-study&domain=${encodeURIComponent("Water & Oceans")}&limit=12`,
      detail: "/api/content/case-study/bench-15",
      templates: "/api/trip-templates",
    };
    let options;
    if (scenario === "signed-in") {
      const [cookie] = await prepareUsers(url, 1);
      options = { url: `${url}${paths.feed}`, headers: { cookie } };
    } else if (scenario === "mixed") {
      const users = await prepareUsers(url, 10);
      options = mixedScenario(url, users, ROWS, await reactionTargets(url));
    } else {
      options = { url: `${url}${paths[scenario]}` };
    }
    const result = await autocannon({ ...options, connections: 50, duration: SECONDS });
    console.log(
      `${scenario}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
  } finally {
    await stop(child);
    await cleanup();
  }
}

const file = analyzeOnly
  ? path.basename(analyzeOnly)
  : fs.readdirSync(profDir).find((f) => f.endsWith(".cpuprofile"));
if (!file) throw new Error("no profile written");
const profile = JSON.parse(fs.readFileSync(path.join(profDir, file), "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const fns = new Map();
const packages = new Map();
for (const [id, us] of self) {
  const { callFrame } = byId.get(id);
  const where = callFrame.url.replace(/^file:\/\//, "");
  const key = `${callFrame.functionName || "(anonymous)"} ${path.basename(where)}:${callFrame.lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ??
    (where.includes("/dist/server.js")
      ? "server bundle"
      : where.startsWith("node:")
        ? "node core"
        : where.startsWith("wasm://")
          ? "PGlite WebAssembly"
          : callFrame.functionName || "(native)");
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
}
const top = (map, n) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => ({
      where: k,
      ms: Math.round(us / 1000),
      "%": +((100 * us) / total).toFixed(1),
    }));
console.log(`\nProfile: ${path.join(profDir, file)}\nSelf time by function:`);
console.table(top(fns, 30));
console.log("Self time by package:");
console.table(top(packages, 20));
