/** Messages between the server and the embedded database's thread (pglite-thread.ts). */

export interface ThreadOptions {
  dataDir: string;
  startParams?: string[];
}

/** From the server: a connection opens, sends bytes, closes; a backup; the end. */
export type ToThread =
  | { type: "open"; connection: number }
  | { type: "data"; connection: number; bytes: Uint8Array }
  | { type: "close"; connection: number }
  | { type: "dump"; request: number }
  | { type: "shutdown" };

/** From the thread: it is ready, bytes for a connection, a backup archive, a failure, closed. */
export type FromThread =
  | { type: "ready" }
  | { type: "data"; connection: number; bytes: Uint8Array }
  | { type: "dumped"; request: number; bytes?: Uint8Array; error?: string }
  | { type: "fatal"; message: string }
  | { type: "closed" };
