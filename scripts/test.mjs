// npm test: every check CI runs, stopping at the first failure. The static
// checks run side by side (each prints its output when it ends); the tests
// and the build run one after another.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const results = path.join(root, "test-results");
fs.mkdirSync(results, { recursive: true });
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const npx = process.platform === "win32" ? "npx.cmd" : "npx";

const staticChecks = [
  ["typecheck", npm, ["run", "typecheck"]],
  ["lint", npm, ["run", "lint"]],
  ["unused files, exports and dependencies", npm, ["run", "knip"]],
  ["format", npm, ["run", "format:check"]],
  // The search's word vectors, made once here rather than by each test worker.
  ["word vectors for search", npm, ["run", "vectors"]],
];

const steps = [
  [
    "unit and API tests",
    npx,
    [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${path.join(results, "vitest.json")}`,
    ],
  ],
  ["build", npm, ["run", "build"]],
  ["end-to-end tests", npm, ["run", "test:e2e"]],
];

const started = Date.now();

/** Runs one check with its output held back, so parallel checks do not interleave. */
function runQuietly(name, command, args) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      console.log(`\n▶ ${name}`);
      process.stdout.write(Buffer.concat(output));
      console.log(
        status === 0 ? `✔ ${name} (${seconds}s)` : `\n✖ ${name} failed after ${seconds}s`,
      );
      resolve(status ?? 1);
    });
  });
}

const statuses = await Promise.all(staticChecks.map((check) => runQuietly(...check)));
const firstFailure = statuses.find((status) => status !== 0);
if (firstFailure !== undefined) {
  summary();
  process.exit(firstFailure);
}

for (const [name, command, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    summary();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
summary();

function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let flaky = 0;
  const vitest = readJson("vitest.json");
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += vitest.numFailedTests ?? 0;
    skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  }
  const e2e = readJson("playwright.json");
  if (e2e?.stats) {
    flaky = e2e.stats.flaky ?? 0;
    passed += (e2e.stats.expected ?? 0) + flaky;
    failed += e2e.stats.unexpected ?? 0;
    skipped += e2e.stats.skipped ?? 0;
  }
  console.log(`\nAll checks finished in ${((Date.now() - started) / 1000).toFixed(0)}s`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  // A test that passed only on its retry is counted as passed, and named here.
  if (flaky > 0) console.log(`${flaky} end-to-end test(s) passed only when run again: see above`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(results, file), "utf8"));
  } catch {
    return undefined;
  }
}
