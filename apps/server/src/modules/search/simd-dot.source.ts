// Compiles simd-dot.wat (its text source) to the module's bytes, as base64.
// Used by `npm run wasm` and by the test that checks simd-dot.ts holds them.
import fs from "node:fs";
import wabt from "wabt";

export async function compileSimdDot(): Promise<string> {
  const source = fs.readFileSync(new URL("./simd-dot.wat", import.meta.url), "utf8");
  const compiler = await wabt();
  const module = compiler.parseWat("simd-dot.wat", source, { simd: true });
  try {
    return Buffer.from(module.toBinary({}).buffer).toString("base64");
  } finally {
    module.destroy();
  }
}
