import { describe, expect, it } from "vitest";
import { cosine, createEmbedder, fromBytes, toBytes } from "./embedder";
import { LOCAL_EMBEDDER_MODEL } from "./local-embedder";
import { placeholderVector } from "./vector-math";

describe("createEmbedder", () => {
  it("is the offline word-vector embedder without EMBEDDINGS_URL", () => {
    expect(createEmbedder({}).model).toBe(LOCAL_EMBEDDER_MODEL);
    expect(LOCAL_EMBEDDER_MODEL).toBe("glove-100d-sif-1");
  });

  it("is the OpenAI-compatible service with EMBEDDINGS_URL", () => {
    expect(createEmbedder({ EMBEDDINGS_URL: "http://127.0.0.1:9" }).model).toBe(
      "openai:text-embedding-3-small",
    );
    expect(
      createEmbedder({
        EMBEDDINGS_URL: "http://127.0.0.1:9",
        EMBEDDINGS_API_KEY: "sk-test",
        EMBEDDINGS_MODEL: "bge-m3",
      }).model,
    ).toBe("openai:bge-m3");
  });
});

describe("stored vectors", () => {
  it("round-trip through float32 little-endian bytes", () => {
    const vector = Float32Array.from([0.5, -0.25, 1 / 3, 0, -1e-7]);
    const bytes = toBytes(vector);
    expect(bytes).toHaveLength(20);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0, 0, 0, 0x3f]));
    expect(fromBytes(bytes)).toEqual(vector);
    // A view into a larger, unaligned buffer, as a database driver may return.
    const offset = Buffer.concat([Buffer.from([9]), bytes]).subarray(1);
    expect(fromBytes(offset)).toEqual(vector);
    expect(fromBytes(new Uint8Array(0))).toEqual(new Float32Array(0));
    expect(() => fromBytes(new Uint8Array(6))).toThrow("not a multiple of 4");
  });

  it("compare by dot product; vectors of different lengths never match", () => {
    const a = Float32Array.from([0.6, 0.8]);
    expect(cosine(a, a)).toBeCloseTo(1, 6);
    expect(cosine(a, Float32Array.from([0.8, -0.6]))).toBeCloseTo(0, 6);
    expect(cosine(a, Float32Array.from([1, 0, 0]))).toBe(0);
  });

  it("has a fixed placeholder unit vector per seed", () => {
    const one = placeholderVector(1536, "openai:x");
    expect(cosine(one, one)).toBeCloseTo(1, 5);
    expect(placeholderVector(1536, "openai:x")).toEqual(one);
    expect(Math.abs(cosine(one, placeholderVector(1536, "openai:y")))).toBeLessThan(0.15);
  });
});
