import type { Readable } from "node:stream";

/** An inclusive byte range of a stored file, as HTTP Range requests name them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where uploaded files live. Local disk by default; object stores can implement the same. */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a stream without holding it in memory. Nothing is left under the
   * key (or anywhere else) when the stream fails; the promise then rejects
   * with the stream's error. Resolves with the number of bytes stored.
   */
  putStream(key: string, data: Readable, contentType: string): Promise<number>;
  /** The stored file's size, or null when the key does not exist. */
  stat(key: string): Promise<{ bytes: number } | null>;
  /** A stream of the stored bytes (or of one inclusive range), or null when the key does not exist. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}
