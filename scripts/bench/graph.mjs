// The knowledge graph's part of npm run bench (BENCH_ONLY=graph): the built
// server in demo mode on a fresh embedded database, then
//   - the graph API: one node and its 30 related nodes, each asked cold (the
//     first time for that node) and warm (again), for the top search results;
//   - opening the graph in headless Chromium at 390 and 1280 px: from the click
//     on a result's "Show in graph" until the graph stops moving (no node drawn
//     at a new place for 500 ms, neighbours present, nothing loading). The time
//     reported is that of the last change, so the 500 ms wait is not counted.
// Reported, never asserted against a wall clock in a test.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { percentileOf, startServer, stop } from "./lib.mjs";

const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const TERM = "irrigation";
/** Result cards whose graph is opened, per width. */
const OPENS = Number(process.env.BENCH_GRAPH_OPENS ?? 5);
/** Nodes whose API is timed. */
const API_NODES = Number(process.env.BENCH_GRAPH_NODES ?? 10);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(500);
  }
  throw new Error(`${what} not within ${timeoutMs / 1000} s`);
}

async function timed(url) {
  const t0 = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return performance.now() - t0;
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    median: percentileOf(sorted, 50),
    p95: percentileOf(sorted, 95),
    max: sorted.at(-1),
  };
}

const ms = (value) => `${Math.round(value)} ms`;

/** Runs in the page: resolves with the time (performance.now) the graph last moved. */
/* global document, requestAnimationFrame -- settledAt runs in the browser */
function settledAt() {
  return new Promise((resolve) => {
    let last = "";
    let changedAt = performance.now();
    const frame = () => {
      const svg = document.querySelector('[data-testid="knowledge-graph"]');
      const nodes = svg ? [...svg.querySelectorAll("[data-graph-node]")] : [];
      const state =
        nodes.map((node) => node.getAttribute("transform")).join(";") +
        `|${document.body.textContent?.includes("Loading related nodes") ? "loading" : ""}`;
      const now = performance.now();
      if (state !== last) {
        last = state;
        changedAt = now;
      }
      const loading = state.endsWith("loading");
      if (nodes.length > 1 && !loading && now - changedAt > 500) resolve(changedAt);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function browserOpens(base, width) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  const times = [];
  try {
    for (let i = 0; i < OPENS; i++) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${base}/search?q=${TERM}`);
      const card = page.getByRole("article").nth(i);
      const show = card.getByRole("button", { name: /Show in graph/ });
      await show.waitFor();
      // Start watching first, then click: both instants come from the page's clock.
      const watch = page.evaluate(settledAt);
      const clickedAt = await page.evaluate(() => performance.now());
      await show.click();
      const doneAt = await watch;
      times.push(doneAt - clickedAt);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return summary(times);
}

export async function graphBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-bench-graph-"));
  let server;
  try {
    server = await startServer({
      DEMO: "true",
      DATA_DIR: dataDir,
      BACKUP_EVERY_HOURS: "0",
      TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png",
      GEOCODER_URL: "http://127.0.0.1:9",
      OVERPASS_URL: "http://127.0.0.1:9/api/interpreter",
    });
    const base = server.url;
    let results = [];
    await waitFor(
      async () => {
        const response = await fetch(`${base}/api/search/text`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ text: TERM }),
        });
        if (!response.ok) return false;
        results = (await response.json()).results;
        return results.length >= Math.min(API_NODES, OPENS);
      },
      180_000,
      "the demo search index",
    );
    const ids = results.slice(0, API_NODES).map((result) => result.node.id);
    const api = { nodeCold: [], relatedCold: [], nodeWarm: [], relatedWarm: [] };
    for (const id of ids) {
      api.nodeCold.push(await timed(`${base}/api/search/nodes/${id}`));
      api.relatedCold.push(await timed(`${base}/api/search/related/${id}?limit=30`));
    }
    for (let round = 0; round < 5; round++)
      for (const id of ids) {
        api.nodeWarm.push(await timed(`${base}/api/search/nodes/${id}`));
        api.relatedWarm.push(await timed(`${base}/api/search/related/${id}?limit=30`));
      }
    const open = {};
    for (const width of [1280, 390]) open[width] = await browserOpens(base, width);
    return { api: Object.fromEntries(Object.entries(api).map(([k, v]) => [k, summary(v)])), open };
  } finally {
    if (server) await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printGraph(result) {
  console.log("\nKnowledge graph (demo data)");
  const names = {
    nodeCold: "GET /api/search/nodes/:id, first ask",
    relatedCold: "GET /api/search/related/:id?limit=30, first ask",
    nodeWarm: "GET /api/search/nodes/:id, again",
    relatedWarm: "GET /api/search/related/:id?limit=30, again",
  };
  for (const [key, label] of Object.entries(names)) {
    const r = result.api[key];
    console.log(
      `  ${label.padEnd(52)} median ${ms(r.median)}, p95 ${ms(r.p95)}, max ${ms(r.max)} (n=${r.n})`,
    );
  }
  for (const [width, r] of Object.entries(result.open))
    console.log(
      `  open the graph (click to still), ${width} px`.padEnd(54) +
        ` median ${ms(r.median)}, max ${ms(r.max)} (n=${r.n})`,
    );
}
