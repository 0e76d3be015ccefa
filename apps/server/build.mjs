// Bundles the server and the worker (and the shared package they import) into
// dist/server.js and dist/worker.js, and the embedded database's thread into
// dist/pglite-thread.js.
// Third-party dependencies stay external and load from node_modules. The
// demo data (demo/) lands in chunks that only its dynamic import in demo
// mode loads: the build fails if a file the server or the worker loads at
// start-up holds any of it.
import { cpSync, readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

// Chunk names change with their content: start from an empty folder.
rmSync(new URL("./dist", import.meta.url), { recursive: true, force: true });

// The server, the workers-only process (`npm run worker`), and the thread
// the embedded database runs in (started by both).
const entryPoints = {
  server: "src/server.ts",
  worker: "src/worker.ts",
  "pglite-thread": "src/db/pglite-thread.ts",
};

const { metafile } = await build({
  entryPoints,
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
  metafile: true,
});

/** The output files an output loads with its static imports, itself included. */
function loadedAtStart(output, seen = new Set()) {
  if (seen.has(output)) return seen;
  seen.add(output);
  for (const { path, kind } of metafile.outputs[output].imports) {
    if (kind === "import-statement" && metafile.outputs[path]) loadedAtStart(path, seen);
  }
  return seen;
}
for (const [output, { entryPoint }] of Object.entries(metafile.outputs)) {
  if (!Object.values(entryPoints).includes(entryPoint)) continue;
  for (const loaded of loadedAtStart(output)) {
    const demo = Object.keys(metafile.outputs[loaded].inputs).find((input) =>
      input.startsWith("demo/"),
    );
    if (demo) throw new Error(`${output} loads ${demo} at start (in ${loaded}), outside demo mode`);
  }
}

// The demo recordings' audio, which the demo seeding reads from dist/demo-recordings.
cpSync(
  new URL("./demo/recordings", import.meta.url),
  new URL("./dist/demo-recordings", import.meta.url),
  {
    recursive: true,
    filter: (source) => !source.endsWith(".txt"),
  },
);
console.log(
  "server built: apps/server/dist/server.js, apps/server/dist/worker.js, apps/server/dist/pglite-thread.js",
);
