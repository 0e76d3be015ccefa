// Bundles the server and the worker (and the shared package they import) into
// dist/server.js and dist/worker.js, and the embedded database's thread into
// dist/pglite-thread.js.
// Third-party dependencies stay external and load from node_modules.
import { cpSync, readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

// Chunk names change with their content: start from an empty folder.
rmSync(new URL("./dist", import.meta.url), { recursive: true, force: true });

await build({
  // The server, the workers-only process (`npm run worker`), and the thread
  // the embedded database runs in (started by both).
  entryPoints: {
    server: "src/server.ts",
    worker: "src/worker.ts",
    "pglite-thread": "src/db/pglite-thread.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  // Shared code in chunks; dynamic imports (demo seeding) in chunks of their own.
  splitting: true,
  chunkNames: "[name]-[hash]",
  target: "node20",
  sourcemap: true,
  // Workspace packages ship TypeScript source: bundle them.
  external: Object.keys(pkg.dependencies ?? {}).filter(
    (name) => !name.startsWith("@field-commons/"),
  ),
  logLevel: "warning",
});
// The demo recordings' audio, which the demo seeding reads from dist/demo-recordings.
cpSync(
  new URL("./src/demo/recordings", import.meta.url),
  new URL("./dist/demo-recordings", import.meta.url),
  {
    recursive: true,
    filter: (source) => !source.endsWith(".txt"),
  },
);
console.log(
  "server built: apps/server/dist/server.js, apps/server/dist/worker.js, apps/server/dist/pglite-thread.js",
);
