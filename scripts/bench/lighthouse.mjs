// The reading pages' part of npm run bench (BENCH_ONLY=pages): Lighthouse on
// the public lists and one detail page of each kind, against the built server
// in demo mode on a fresh embedded database. Lighthouse's defaults: mobile form
// factor, simulated throttling. One system Chromium serves every run; nothing
// leaves the machine (map tiles come from a blank tile server on loopback, and
// Chromium resolves no other host). A missed target is marked, never fatal.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { rssMb, startServer, stop } from "./lib.mjs";

/** Runs per page; each figure is the median of its runs. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** Where to keep each run's full JSON report (BENCH_LIGHTHOUSE_REPORTS), to see why a score fell. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

/** The lists a reader opens from the navigation. */
const LIST_PAGES = {
  home: "/",
  "opinion essays": "/opinion-essays",
  "policy briefs": "/policy-briefs",
  interviews: "/interviews",
  jobs: "/jobs",
  digests: "/digest",
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function getJson(base, pathname) {
  const response = await fetch(`${base}${pathname}`);
  if (!response.ok) throw new Error(`GET ${pathname}: ${response.status}`);
  return response.json();
}

/** Demo mode seeds its content after the server listens; /api/ready says when it is done. */
async function waitReady(base, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${base}/api/ready`).catch(() => null);
    if (response?.status === 200) return;
    await sleep(250);
  }
  throw new Error(`${base}/api/ready did not answer 200 within ${timeoutMs / 1000} s`);
}

/** CPU time a process has used, in clock ticks (utime + stime, /proc/<pid>/stat). */
function cpuTicks(pid) {
  // The command name in parentheses may hold spaces: count the fields after it.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * After /api/ready the demo server still works for a few seconds (seeding
 * leftovers, search indexing). On two cores that would slow the browser and
 * inflate the first pages' blocking time, so wait until the server used under
 * 5 % of a core in each of two consecutive seconds (at most `timeoutMs`).
 */
async function waitQuiet(pid, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = cpuTicks(pid);
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    await sleep(1000);
    const now = cpuTicks(pid);
    // Linux counts 100 ticks per second: 5 ticks is 5 % of a core.
    quiet = now - last < 5 ? quiet + 1 : 0;
    last = now;
  }
}

/** A 256 px grey PNG, built here so that no image file has to ship with the bench. */
function blankTile() {
  const size = 256;
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // Each scanline: filter type 0, then one byte per pixel.
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size, 0xee)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Stands in for the map tile provider (OpenStreetMap by default), so that map
 * pages load their tiles as in production without reaching the network.
 */
async function startTileServer() {
  const png = blankTile();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      "content-type": "image/png",
      "cache-control": "public, max-age=86400",
      "access-control-allow-origin": "*",
    });
    response.end(png);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The system Chromium with its DevTools port open; Lighthouse opens a tab in it
 * per run. As root it needs --no-sandbox. The resolver rule keeps every request
 * on loopback, and the disabled services would otherwise call home.
 */
async function launchChrome() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "fc-bench-chrome-"));
  const child = spawn(
    CHROME_PATH,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      "--no-first-run",
      "--no-default-browser-check",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-default-apps",
      "--disable-domain-reliability",
      "--disable-extensions",
      "--disable-sync",
      "--disable-client-side-phishing-detection",
      "--metrics-recording-only",
      "--mute-audio",
      "--password-store=basic",
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };
  let output = "";
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output}`)), 30_000);
    child.stderr.on("data", (data) => {
      output += data;
      const match = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}): ${output}`));
    });
  }).catch(async (error) => {
    await close();
    throw error;
  });
  return { port, close };
}

/**
 * The pages to audit: the lists, then one detail page of each kind, found
 * through the running server's API. A kind the demo has none of is skipped.
 */
async function findPages(base) {
  const pages = { ...LIST_PAGES };
  const skipped = {};
  const first = async (type) => (await getJson(base, `/api/content?type=${type}&limit=1`)).items[0];

  const caseStudy = await first("case-study");
  // Detail links use the slug (contentPath in packages/shared); ids work too.
  const kinds = {
    "case study": ["/case-study", caseStudy],
    trip: ["/trip", await first("trip")],
    "policy brief": ["/policy-brief", await first("policy-brief")],
    "opinion essay": ["/opinion-essay", await first("opinion-essay")],
    interview: ["/interview", await first("interview")],
  };
  for (const [name, [prefix, item]] of Object.entries(kinds)) {
    if (item) pages[name] = `${prefix}/${item.slug}`;
    else skipped[name] = "no published item in the demo";
  }

  const job = (await getJson(base, "/api/jobs?page=1&limit=1")).jobs[0];
  if (job) pages.job = `/jobs/${job.id}`;
  else skipped.job = "no open job in the demo";

  const digest = (await getJson(base, "/api/digest")).digests[0];
  if (digest) pages.digest = `/digest/${digest.id}`;
  else skipped.digest = "no digest in the demo";

  if (caseStudy) pages["profile (case study's author)"] = `/profile/${caseStudy.author.id}`;
  else skipped["profile (case study's author)"] = "no case study to take the author from";
  return { pages, skipped };
}

/**
 * One Lighthouse run: the four category scores (0–100) and the three vitals.
 * A run whose trace came out unusable (Lighthouse's runtimeError, e.g.
 * NO_NAVSTART now and then) is repeated once before the page counts as failed.
 */
async function audit(lighthouse, port, url, report) {
  let lhr;
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      hostname: "127.0.0.1",
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    lhr = result.lhr;
    if (REPORTS_DIR) fs.writeFileSync(path.join(REPORTS_DIR, `${report}.json`), result.report);
    if (!lhr.runtimeError) break;
    if (attempt === 2) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  const score = (id) =>
    lhr.categories[id].score === null ? NaN : Math.round(lhr.categories[id].score * 100);
  const value = (id) => lhr.audits[id].numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpS: value("largest-contentful-paint") / 1000,
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    // The weighted audits that cost accessibility, best-practices or SEO points.
    failing: CATEGORIES.slice(1).flatMap((id) =>
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null)
        .filter((ref) => lhr.audits[ref.id].score < 1)
        .map((ref) => ref.id),
    ),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure over the runs, each figure on its own (a row may mix runs). */
function medianOf(runs) {
  const figures = {};
  for (const key of Object.keys(runs[0])) {
    figures[key] =
      key === "failing"
        ? [...new Set(runs.flatMap((r) => r.failing))]
        : median(runs.map((r) => r[key]));
  }
  return figures;
}

/**
 * Starts the demo server and Chromium, audits every page RUNS times, and
 * returns the figures per page, the skipped kinds, per-page errors and the
 * server's resident memory before and after.
 */
export async function pagesBench() {
  const { default: lighthouse } = await import("lighthouse");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-bench-pages-"));
  if (REPORTS_DIR) fs.mkdirSync(REPORTS_DIR, { recursive: true });
  const tiles = await startTileServer();
  let server;
  let chrome;
  try {
    server = await startServer({
      DEMO: "true",
      DATA_DIR: dataDir,
      BACKUP_EVERY_HOURS: "0",
      NODE_ENV: "production",
      TILE_URL: tiles.template,
    });
    await waitReady(server.url);
    const { pages, skipped } = await findPages(server.url);
    await waitQuiet(server.child.pid);
    const idleMb = rssMb(server.child.pid);
    // Simulated throttling scales the CPU time the browser observed, so other
    // work on the machine inflates TBT: the load average is printed with the table.
    const loadBefore = os.loadavg()[0];
    chrome = await launchChrome();
    const rows = {};
    const errors = {};
    const t0 = Date.now();
    for (const [name, pathname] of Object.entries(pages)) {
      const runs = [];
      try {
        for (let i = 0; i < RUNS; i++) {
          const report = `${name.replace(/\W+/g, "-")}-${i + 1}`;
          runs.push(await audit(lighthouse, chrome.port, server.url + pathname, report));
        }
        rows[name] = { path: pathname, ...medianOf(runs) };
      } catch (error) {
        errors[name] = `${pathname}: ${error.message}`;
      }
    }
    const seconds = (Date.now() - t0) / 1000;
    const endMb = rssMb(server.child.pid);
    const load = { before: loadBefore, after: os.loadavg()[0], cores: os.cpus().length };
    return { rows, skipped, errors, memory: { idleMb, endMb }, load, seconds, runs: RUNS };
  } finally {
    await chrome?.close();
    if (server) await stop(server.child);
    await tiles.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Marks a figure that misses its target. */
function mark(text, ok) {
  return ok ? text : `${text} ✗`;
}

/** The table: one row per page, the targets on the first row; returns how many figures missed. */
export function printPages(result, targets) {
  const { rows, skipped, errors, memory, load, seconds, runs } = result;
  let misses = 0;
  const cell = (value, text, ok) => {
    if (Number.isNaN(value)) return "n/a";
    if (!ok) misses += 1;
    return mark(text, ok);
  };
  const table = {
    target: {
      perf: `>= ${targets.performance}`,
      a11y: `${targets.accessibility}`,
      "best pr.": `>= ${targets.bestPractices}`,
      SEO: `${targets.seo}`,
      "LCP s": `<= ${targets.lcpS}`,
      "TBT ms": `<= ${targets.tbtMs}`,
      CLS: `<= ${targets.cls}`,
    },
  };
  for (const [name, r] of Object.entries(rows)) {
    table[name] = {
      perf: cell(r.performance, `${r.performance}`, r.performance >= targets.performance),
      a11y: cell(r.accessibility, `${r.accessibility}`, r.accessibility >= targets.accessibility),
      "best pr.": cell(
        r.bestPractices,
        `${r.bestPractices}`,
        r.bestPractices >= targets.bestPractices,
      ),
      SEO: cell(r.seo, `${r.seo}`, r.seo >= targets.seo),
      "LCP s": cell(r.lcpS, r.lcpS.toFixed(2), r.lcpS <= targets.lcpS),
      "TBT ms": cell(r.tbtMs, `${Math.round(r.tbtMs)}`, r.tbtMs <= targets.tbtMs),
      CLS: cell(r.cls, r.cls.toFixed(3), r.cls <= targets.cls),
    };
  }
  console.log(
    `\nReading pages: Lighthouse (mobile, simulated throttling), demo data on the embedded database, ` +
      `${runs === 1 ? "one run" : `median of ${runs} runs`} per page, ${Math.round(seconds)} s; ✗ misses its target`,
  );
  console.table(table);
  for (const [name, r] of Object.entries(rows))
    console.log(
      `  ${name}: ${r.path}${r.failing.length ? ` (points lost on: ${r.failing.join(", ")})` : ""}`,
    );
  for (const [name, reason] of Object.entries(skipped))
    console.log(`  ${name}: skipped, ${reason}`);
  for (const [name, message] of Object.entries(errors))
    console.log(`  ${name}: Lighthouse failed: ${message}`);
  console.log(
    `Server memory (VmRSS): idle ${memory.idleMb} MB before the runs, ${memory.endMb} MB after them`,
  );
  console.log(
    `Machine load (1 min average, ${load.cores} cores): ${load.before.toFixed(1)} before the runs, ` +
      `${load.after.toFixed(1)} after them`,
  );
  console.log(
    misses
      ? `Reading pages: ${misses} figure(s) miss their targets (reported, not counted as over budget)`
      : "Reading pages: every figure meets its target",
  );
  return misses;
}
