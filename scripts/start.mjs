// npm start: build what is missing or out of date, then run the server.
// The server applies migrations and loads demo data into an empty database.
// npm run worker (--worker): the same, but run only the background workers.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_PROCESS_ENV } from "./server-env.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function newestMtime(dirs) {
  let newest = 0;
  const walk = (p) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      if (path.basename(p) === "node_modules" || path.basename(p) === "dist") return;
      for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return newest;
}

function mtime(file) {
  return fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

const targets = [
  {
    name: "web app",
    workspace: "@field-commons/web",
    output: "apps/web/dist/index.html",
    sources: [
      "apps/web/src",
      "apps/web/index.html",
      "apps/web/vite.config.ts",
      "packages/shared/src",
    ],
  },
  {
    name: "server",
    workspace: "@field-commons/server",
    output: "apps/server/dist/server.js",
    sources: [
      "apps/server/src",
      "apps/server/demo",
      "apps/server/build.mjs",
      "packages/shared/src",
    ],
  },
];

const workerOnly = process.argv.includes("--worker");

for (const target of targets) {
  if (workerOnly && target.workspace !== "@field-commons/server") continue;
  // Older builds made no worker bundle.
  const built = Math.min(
    mtime(target.output),
    workerOnly ? mtime("apps/server/dist/worker.js") : Infinity,
  );
  if (built === 0 || newestMtime(target.sources) > built) {
    console.log(`Building the ${target.name}...`);
    const result = spawnSync(npm, ["run", "build", "-w", target.workspace], {
      cwd: root,
      stdio: "inherit",
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const entry = workerOnly ? "apps/server/dist/worker.js" : "apps/server/dist/server.js";
const passOn = process.argv.slice(2).filter((arg) => arg !== "--worker");
const server = spawn(process.execPath, ["--enable-source-maps", entry, ...passOn], {
  cwd: root,
  env: { ...SERVER_PROCESS_ENV, ...process.env },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
