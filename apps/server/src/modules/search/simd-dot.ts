// Integer dot products of one int16 query with many int8 code vectors, in
// WebAssembly with 128-bit SIMD: about eighteen times faster than the scalar
// loop over the same codes (0.05 against 0.9 ms for 6,500 vectors of 100
// dimensions). The semantic search uses them as a first pass that bounds each
// vector's score, then scores exactly only those that can make the cut.
//
// The module is compiled from simd-dot.wat beside this file (`npm run wasm`);
// a test compiles the source again and checks it gives these bytes.

export const SIMD_DOT_WASM =
  "AGFzbQEAAAABCgFgBn9/f39/fwADAgEABQMBAAEHEQIGbWVtb3J5AgAEc2NhbgAACrYBAbMBAgR/AnsCQANAIAYgAk8NAf0MAAAAAAAAAAAAAAAAAAAAACEKIAEhByAAIQggBCEJA0AgB/0AAAAhCyAKIAv9hwEgCP0AAQD9ugH9rgEhCiAKIAv9iAEgCP0AARD9ugH9rgEhCiAHQRBqIQcgCEEgaiEIIAlBAWshCSAJDQALIAUgBkECdGogCv0bACAK/RsBaiAK/RsCIAr9GwNqajYCACABIANqIQEgBkEBaiEGDAALCws=";

// The few WebAssembly names used here (the server's libraries do not declare them).
interface WasmRuntime {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: unknown };
}

interface SimdDot {
  memory: { buffer: ArrayBuffer; grow: (pages: number) => number };
  scan: (
    query: number,
    codes: number,
    count: number,
    dims: number,
    chunks: number,
    out: number,
  ) => void;
}

function load(): SimdDot | null {
  try {
    const { Module, Instance } = (globalThis as unknown as { WebAssembly: WasmRuntime })
      .WebAssembly;
    return new Instance(new Module(Buffer.from(SIMD_DOT_WASM, "base64"))).exports as SimdDot;
  } catch {
    // No WebAssembly SIMD here: callers score every vector exactly.
    return null;
  }
}

const wasm = load();
const PAGE = 65_536;

/** Whether the integer dot products are available (WebAssembly SIMD). */
export const hasSimdDot = wasm !== null;

/**
 * A query rounded to integers for `dotAll`: `values[d] * step` is within
 * `step / 2` of the query's d-th value, for the first `n` dimensions (the
 * rest are 0), padded to a whole number of 16-value chunks for `dims`-long
 * vectors. The step leaves room for `dims` products of codes as small as
 * -128 in a 32-bit sum.
 */
export function roundQuery(
  vector: Float32Array,
  n: number,
  dims: number,
): { values: Int16Array; step: number } {
  const chunks = Math.max(1, Math.ceil(dims / 16));
  const values = new Int16Array(chunks * 16);
  let largest = 0;
  for (let d = 0; d < n; d++) largest = Math.max(largest, Math.abs(vector[d]!));
  if (largest === 0) return { values, step: 0 };
  const top = Math.min(32_767, Math.floor(2_147_483_647 / (128 * chunks * 16)));
  const step = largest / top;
  for (let d = 0; d < n; d++) values[d] = Math.round(vector[d]! / step);
  return { values, step };
}

/**
 * The integer dot products of `query` (from `roundQuery` for `dims`) with
 * `count` vectors of `dims` codes each, packed one after the other in
 * `codes`. The answer is a view that the next call overwrites. Only where
 * `hasSimdDot`.
 */
export function dotAll(
  query: Int16Array,
  codes: Int8Array,
  count: number,
  dims: number,
): Int32Array {
  if (!wasm) throw new Error("WebAssembly SIMD is not available here");
  const chunks = query.length / 16;
  const out = query.length * 2;
  const start = out + count * 4;
  // A vector's last chunk reads up to 15 bytes past it.
  const end = start + count * dims + 16;
  const { memory } = wasm;
  if (memory.buffer.byteLength < end) {
    memory.grow(Math.ceil((end - memory.buffer.byteLength) / PAGE));
  }
  new Int16Array(memory.buffer, 0, query.length).set(query);
  new Int8Array(memory.buffer, start, count * dims).set(codes.subarray(0, count * dims));
  wasm.scan(0, start, count, dims, chunks, out);
  return new Int32Array(memory.buffer, out, count);
}
