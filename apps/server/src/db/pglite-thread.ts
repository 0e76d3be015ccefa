/**
 * The embedded database's own thread. PGlite runs PostgreSQL compiled to
 * WebAssembly, and a query holds the thread it runs on until it is done; here
 * that is not the server's, so HTTP parsing, health checks and cached answers
 * go on while a query runs.
 *
 * The server talks to it in PostgreSQL's wire protocol over a message port
 * (see pglite-bridge.ts): bytes in, bytes out, one connection at a time, as
 * PGlite serves one session.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { FromThread, ThreadOptions, ToThread } from "./pglite-protocol";

if (!parentPort) throw new Error("pglite-thread runs as a worker thread");
const port = parentPort;
const options = workerData as ThreadOptions;

function send(message: FromThread, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer);
}

/**
 * The length of the first complete protocol message in `buffer`, or 0 when
 * more bytes are needed. The startup message has no type byte; every other
 * message is a type byte and a length that counts itself.
 */
function messageLength(buffer: Buffer, startup: boolean): number {
  if (startup) {
    if (buffer.length < 4) return 0;
    const length = buffer.readInt32BE(0);
    return buffer.length >= length ? length : 0;
  }
  if (buffer.length < 5) return 0;
  const length = 1 + buffer.readInt32BE(1);
  return buffer.length >= length ? length : 0;
}

const TERMINATE = 0x58; // 'X'

class Connection {
  private buffer = Buffer.alloc(0);
  private startup = true;
  closed = false;

  constructor(readonly id: number) {}

  /** Splits what arrived into whole messages and hands them on, in order. */
  take(bytes: Uint8Array): Buffer[] {
    this.buffer =
      this.buffer.length === 0 ? Buffer.from(bytes) : Buffer.concat([this.buffer, bytes]);
    const messages: Buffer[] = [];
    for (;;) {
      const length = messageLength(this.buffer, this.startup);
      if (length === 0) break;
      const message = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      if (this.startup) {
        this.startup = false;
        // An SSL request (code 80877103) is answered "no" and the real startup follows.
        if (length === 8 && message.readInt32BE(4) === 80877103) {
          this.startup = true;
          send({ type: "data", connection: this.id, bytes: Uint8Array.of(0x4e) });
          continue;
        }
      } else if (message[0] === TERMINATE) {
        this.closed = true;
        break;
      }
      messages.push(message);
    }
    return messages;
  }
}

const db = await PGlite.create({
  dataDir: options.dataDir,
  extensions: { pg_trgm },
  ...(options.startParams ? { startParams: options.startParams } : {}),
});

const connections = new Map<number, Connection>();
/** Everything runs one after another: messages of all connections, closes, dumps. */
let queue: Promise<unknown> = Promise.resolve();
function enqueue(task: () => Promise<unknown>): void {
  queue = queue.then(task).catch((error: unknown) => {
    send({ type: "fatal", message: error instanceof Error ? error.message : String(error) });
  });
}

/** Leaves the session as a new connection expects it: no transaction left open. */
async function resetSession(): Promise<void> {
  if (db.isInTransaction()) await db.exec("rollback");
}

async function run(connection: Connection, message: Buffer): Promise<void> {
  await db.runExclusive(() =>
    db.execProtocolRawStream(new Uint8Array(message), {
      onRawData: (chunk) => {
        const bytes = chunk.slice();
        send({ type: "data", connection: connection.id, bytes }, [bytes.buffer]);
      },
    }),
  );
}

port.on("message", (message: ToThread) => {
  switch (message.type) {
    case "open":
      connections.set(message.connection, new Connection(message.connection));
      break;
    case "data": {
      const connection = connections.get(message.connection);
      if (!connection) return;
      // Whole messages that arrived together (a query's Parse, Bind, Describe,
      // Execute and Sync) go to PGlite in one call.
      const parts = connection.take(message.bytes);
      if (parts.length > 0) {
        const batch = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
        enqueue(() => run(connection, batch));
      }
      if (connection.closed) {
        connections.delete(connection.id);
        enqueue(resetSession);
      }
      break;
    }
    case "close":
      if (connections.delete(message.connection)) enqueue(resetSession);
      break;
    case "dump":
      enqueue(async () => {
        try {
          await db.query("checkpoint");
          const archive = await db.dumpDataDir("gzip");
          const bytes = new Uint8Array(await archive.arrayBuffer());
          send({ type: "dumped", request: message.request, bytes }, [bytes.buffer]);
        } catch (error) {
          const text = error instanceof Error ? error.message : String(error);
          send({ type: "dumped", request: message.request, error: text });
        }
      });
      break;
    case "shutdown":
      enqueue(async () => {
        await db.close();
        send({ type: "closed" });
        port.close();
      });
      break;
  }
});

send({ type: "ready" });
