import { describe, expect, it } from "vitest";
import { dotAll, hasSimdDot, roundQuery, SIMD_DOT_WASM } from "./simd-dot";
import { compileSimdDot } from "./simd-dot.source";

/** A repeatable sequence of numbers in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function codesOf(count: number, dims: number, next: () => number): Int8Array {
  const codes = new Int8Array(count * dims);
  for (let i = 0; i < codes.length; i++) codes[i] = Math.floor(next() * 256) - 128;
  // The extremes, where a sum could overflow.
  codes[0] = -128;
  codes[codes.length - 1] = 127;
  return codes;
}

describe("integer dot products in WebAssembly SIMD", () => {
  it("holds the bytes its source compiles to", async () => {
    expect(await compileSimdDot()).toBe(SIMD_DOT_WASM);
  });

  it("runs on this Node.js", () => {
    expect(hasSimdDot).toBe(true);
  });

  it("gives the exact integer dot products, whatever the dimensions", () => {
    const next = random(7);
    for (const dims of [1, 15, 16, 17, 100, 384, 1536]) {
      const count = 37;
      const codes = codesOf(count, dims, next);
      const vector = Float32Array.from({ length: dims }, () => next() * 2 - 1);
      vector[0] = -1; // the largest value, rounded to the smallest step
      const query = roundQuery(vector, dims, dims);
      expect(query.values.length % 16).toBe(0);
      const dots = dotAll(query.values, codes, count, dims);
      for (let i = 0; i < count; i++) {
        let exact = 0;
        for (let d = 0; d < dims; d++) exact += query.values[d]! * codes[i * dims + d]!;
        expect(dots[i], `dims ${dims}, vector ${i}`).toBe(exact);
      }
    }
  });

  it("keeps each rounded product within half a step of the real one", () => {
    const next = random(11);
    const dims = 100;
    const vector = Float32Array.from({ length: dims }, () => next() - 0.5);
    const query = roundQuery(vector, dims, dims);
    for (let d = 0; d < dims; d++) {
      expect(Math.abs(query.values[d]! * query.step - vector[d]!)).toBeLessThanOrEqual(
        query.step / 2 + 1e-12,
      );
    }
  });

  it("reads only the first n dimensions of a longer query, and grows its memory as asked", () => {
    const next = random(3);
    const dims = 20;
    const count = 50_000; // 1 MB of codes: more than the module starts with
    const codes = codesOf(count, dims, next);
    const vector = Float32Array.from({ length: 32 }, () => next() - 0.5);
    const query = roundQuery(vector, dims, dims);
    expect([...query.values.slice(dims)].every((v) => v === 0)).toBe(true);
    const dots = dotAll(query.values, codes, count, dims);
    for (const i of [0, 1, count - 2, count - 1]) {
      let exact = 0;
      for (let d = 0; d < dims; d++) exact += query.values[d]! * codes[i * dims + d]!;
      expect(dots[i]).toBe(exact);
    }
  });

  it("rounds a zero vector to zeros", () => {
    const query = roundQuery(new Float32Array(8), 8, 8);
    expect(query.step).toBe(0);
    expect([...query.values].every((v) => v === 0)).toBe(true);
  });
});
