// Bundles the server (and the shared package it imports) into dist/server.js.
// Third-party dependencies stay external and load from node_modules.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

await build({
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // Workspace packages ship TypeScript source: bundle them.
  external: Object.keys(pkg.dependencies ?? {}).filter(
    (name) => !name.startsWith("@field-commons/"),
  ),
  logLevel: "warning",
});
console.log("server built: apps/server/dist/server.js");
