// npm run wasm: compiles apps/server/src/modules/search/simd-dot.wat and writes its bytes
// into simd-dot.ts (SIMD_DOT_WASM). Run it after changing the .wat file.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { compileSimdDot } from "../apps/server/src/modules/search/simd-dot.source.ts";

const target = fileURLToPath(
  new URL("../apps/server/src/modules/search/simd-dot.ts", import.meta.url),
);
const base64 = await compileSimdDot();
const source = fs.readFileSync(target, "utf8");
const updated = source.replace(/(SIMD_DOT_WASM =\s*)"[^"]*"/, `$1"${base64}"`);
if (updated === source) {
  console.log("simd-dot.ts already holds these bytes");
} else {
  fs.writeFileSync(target, updated);
  console.log(`simd-dot.ts updated (${Buffer.from(base64, "base64").length} bytes)`);
}
