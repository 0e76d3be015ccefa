import { createLocalEmbedder } from "./local-embedder";
import { createRemoteEmbedder } from "./remote-embedder";

/**
 * Turns texts into sentence vectors for semantic search.
 *
 * Every vector has length 1, so the cosine of two vectors is their dot
 * product. A text with no words the model knows (empty, punctuation, unknown
 * words only) still gets a vector: a fixed unit vector of the model that is
 * (nearly) orthogonal to every real text's vector, so it matches nothing and
 * callers need no special case.
 */
export interface Embedder {
  /**
   * Identifies the vector space: vectors of different models never mix, and
   * stored vectors whose model differs from the current one are recomputed.
   * e.g. "glove-100d-sif-1" or "openai:text-embedding-3-small".
   */
  readonly model: string;
  /** L2-normalised vectors, one per text, same order. */
  embed(texts: string[]): Promise<Float32Array[]>;
  /**
   * Whether the model knows any word of the text. A model with a fixed
   * vocabulary says no for a text of unknown words only, whose vector means
   * nothing, so semantic search answers it with nothing. Models without one
   * (services that read any text) leave it out.
   */
  knows?(text: string): Promise<boolean>;
}

export interface EmbedderEnv {
  EMBEDDINGS_URL?: string | undefined;
  EMBEDDINGS_API_KEY?: string | undefined;
  EMBEDDINGS_MODEL?: string | undefined;
}

/** The OpenAI-compatible service when EMBEDDINGS_URL is set, else the offline word-vector embedder. */
export function createEmbedder(env: EmbedderEnv): Embedder {
  if (env.EMBEDDINGS_URL) {
    return createRemoteEmbedder({
      url: env.EMBEDDINGS_URL,
      apiKey: env.EMBEDDINGS_API_KEY,
      model: env.EMBEDDINGS_MODEL,
    });
  }
  return createLocalEmbedder();
}

/** A vector as bytes for a bytea column: float32, little-endian. */
export function toBytes(vector: Float32Array): Buffer {
  const bytes = Buffer.alloc(vector.length * 4);
  for (let i = 0; i < vector.length; i++) bytes.writeFloatLE(vector[i] ?? 0, i * 4);
  return bytes;
}

/** The vector stored by toBytes. */
export function fromBytes(bytes: Uint8Array): Float32Array {
  if (bytes.byteLength % 4 !== 0) {
    throw new RangeError(`A stored vector has ${bytes.byteLength} bytes, not a multiple of 4`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vector = new Float32Array(bytes.byteLength / 4);
  for (let i = 0; i < vector.length; i++) vector[i] = view.getFloat32(i * 4, true);
  return vector;
}

/**
 * Cosine similarity of two unit vectors (their dot product), in [-1, 1].
 * Vectors of different lengths come from different models: 0.
 */
export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += (a[i] as number) * (b[i] as number);
  return dot;
}
