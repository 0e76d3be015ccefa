import type { Readable } from "node:stream";

/** Where uploaded files live. Local disk by default; object stores can implement the same. */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** A stream of the stored bytes, or null when the key does not exist. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}
