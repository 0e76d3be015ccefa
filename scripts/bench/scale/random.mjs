// Deterministic numbers for the scale generator: a hash of integers, a seeded
// generator, and ids derived from (seed, kind, index), so that a row's id can
// be computed wherever it is referenced without keeping a table of ids.

/** A 32-bit hash of a list of 32-bit integers (murmur3's mixing steps). */
export function hash32(...values) {
  let h = 0x9747b28c;
  for (const value of values) {
    let k = Math.imul(value | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= values.length * 4;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number for a string, for hashing names of tables and streams. */
export function tag(name) {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (Math.imul(h, 31) + name.charCodeAt(i)) | 0;
  return h;
}

/** A generator of numbers in [0, 1) (mulberry32), seeded by the given integers. */
export function generator(...seed) {
  let state = hash32(...seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex = (n) => n.toString(16).padStart(8, "0");

/** A version-4-shaped UUID, the same for the same seed, kind and index. */
export function uuidOf(seed, kind, index) {
  const k = tag(kind);
  const a = hash32(seed, k, index, 1);
  const b = (hash32(seed, k, index, 2) & 0xffff0fff) | 0x00004000;
  const c = (hash32(seed, k, index, 3) & 0x3fffffff) | 0x80000000;
  const d = hash32(seed, k, index, 4);
  const s = hex(a) + hex(b >>> 0) + hex(c >>> 0) + hex(d);
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** One of `values`, chosen by `weights` (which need not sum to 1). */
export function weighted(random, values, weights) {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (let i = 0; i < values.length; i++) {
    r -= weights[i];
    if (r < 0) return values[i];
  }
  return values[values.length - 1];
}

/** An integer in [min, max]. */
export function between(random, min, max) {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick(random, list) {
  return list[Math.floor(random() * list.length)];
}
