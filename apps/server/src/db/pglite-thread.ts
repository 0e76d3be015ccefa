/**
 * The embedded database's own thread. PGlite runs PostgreSQL compiled to
 * WebAssembly, and a query holds the thread it runs on until it is done; here
 * that is not the server's, so HTTP parsing, health checks and cached answers
 * go on while a query runs.
 *
 * The server talks to it in PostgreSQL's wire protocol over a message port
 * (see pglite-bridge.ts): bytes in, bytes out. PGlite serves one session;
 * the server's few connections take turns on it, a transaction at a time.
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

/**
 * Work waiting for PGlite, in arrival order: batches of a connection's
 * messages, a connection's end, a backup, the shutdown. Several connections
 * share PGlite's one session, so while one of them is inside a transaction
 * (or half-way through an extended-protocol exchange) only its own work
 * runs; the others wait until it is back to idle.
 */
type Work =
  | { connection: Connection; bytes: Buffer }
  | { connection: Connection; end: true }
  | { task: () => Promise<void> };
const waiting: Work[] = [];
/** The connection the session belongs to until its next idle ReadyForQuery. */
let owner: Connection | null = null;
let draining = false;

function eligible(work: Work): boolean {
  if (owner === null) return true;
  return "connection" in work && work.connection === owner;
}

async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    for (;;) {
      const index = waiting.findIndex(eligible);
      if (index < 0) break;
      const work = waiting.splice(index, 1)[0]!;
      if ("task" in work) await work.task();
      else if ("end" in work) {
        if (owner === work.connection) await rollback();
      } else await run(work.connection, work.bytes);
    }
  } catch (error) {
    send({ type: "fatal", message: error instanceof Error ? error.message : String(error) });
  } finally {
    draining = false;
  }
}

function enqueue(work: Work): void {
  waiting.push(work);
  void drain();
}

const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);
function simpleQuery(text: string): Buffer {
  const body = Buffer.from(`${text}\0`);
  const header = Buffer.alloc(5);
  header[0] = 0x51; // 'Q'
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

/** A connection left inside a transaction: the session is given back idle. */
async function rollback(): Promise<void> {
  await db.runExclusive(() =>
    db.execProtocolRaw(new Uint8Array(Buffer.concat([SYNC, simpleQuery("rollback")]))),
  );
  owner = null;
}

const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'

async function run(connection: Connection, message: Buffer): Promise<void> {
  // The answer's last message tells the session's state: ReadyForQuery, idle or not.
  let tail = Buffer.alloc(0);
  await db.runExclusive(() =>
    db.execProtocolRawStream(new Uint8Array(message), {
      onRawData: (chunk) => {
        const bytes = chunk.slice();
        tail = Buffer.concat([tail, bytes]).subarray(-6);
        send({ type: "data", connection: connection.id, bytes }, [bytes.buffer]);
      },
    }),
  );
  const idle =
    tail.length === 6 &&
    tail[0] === READY_FOR_QUERY &&
    tail.readInt32BE(1) === 5 &&
    tail[5] === IDLE;
  owner = idle ? null : connection;
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
        const bytes = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
        enqueue({ connection, bytes });
      }
      if (connection.closed) {
        connections.delete(connection.id);
        enqueue({ connection, end: true });
      }
      break;
    }
    case "close": {
      const connection = connections.get(message.connection);
      if (!connection) break;
      connections.delete(connection.id);
      enqueue({ connection, end: true });
      break;
    }
    case "dump":
      enqueue({
        task: async () => {
          try {
            await db.query("checkpoint");
            const archive = await db.dumpDataDir("gzip");
            const bytes = new Uint8Array(await archive.arrayBuffer());
            send({ type: "dumped", request: message.request, bytes }, [bytes.buffer]);
          } catch (error) {
            const text = error instanceof Error ? error.message : String(error);
            send({ type: "dumped", request: message.request, error: text });
          }
        },
      });
      break;
    case "shutdown":
      enqueue({
        task: async () => {
          await db.close();
          send({ type: "closed" });
          port.close();
        },
      });
      break;
  }
});

send({ type: "ready" });
