// Small vector helpers shared by the embedders.

/** v / |v| in place; a zero vector stays zero. */
export function normalise(vector: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += (vector[i] as number) ** 2;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] as number) / norm;
  return vector;
}

/**
 * A fixed pseudo-random unit vector of the given length, the same for the
 * same seed: the vector of texts without words. In many dimensions it is
 * nearly orthogonal to any text's vector (cosine about ±1/sqrt(length)).
 */
export function placeholderVector(length: number, seed: string): Float32Array {
  // FNV-1a of the seed, then xorshift32; Box-Muller for a uniform direction.
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193);
  if (state === 0) state = 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) + 1) / 4294967297;
  };
  const vector = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    vector[i] = Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next());
  }
  return normalise(vector);
}
