/**
 * The server's side of the embedded database's thread (pglite-thread.ts): the
 * thread is started, and each connection node-postgres opens is a stream
 * whose bytes travel over the worker's message port. So the server speaks to
 * PGlite exactly as it speaks to PostgreSQL, and waits for it without being
 * held by it.
 */
import { Duplex } from "node:stream";
import { Worker } from "node:worker_threads";
import type { FromThread, ThreadOptions, ToThread } from "./pglite-protocol";

/** Starts the thread: the bundle's own file in production, the TypeScript source otherwise. */
function startWorker(options: ThreadOptions): Worker {
  if (import.meta.url.includes("/dist/")) {
    return new Worker(new URL("./pglite-thread.js", import.meta.url), { workerData: options });
  }
  // From source (tsx, the test runner, scripts): the thread registers tsx's loader first.
  const source = new URL("./pglite-thread.ts", import.meta.url).href;
  const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData: options });
}

class ThreadSocket extends Duplex {
  private open = true;

  constructor(
    private readonly thread: PgliteThread,
    readonly connection: number,
  ) {
    super();
  }

  // The parts of net.Socket that node-postgres calls.
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
  connect(): this {
    if (this.thread.failure) {
      const failure = this.thread.failure;
      process.nextTick(() => this.destroy(failure));
      return this;
    }
    this.thread.post({ type: "open", connection: this.connection });
    process.nextTick(() => this.emit("connect"));
    return this;
  }

  /** Bytes from the thread. */
  receive(bytes: Uint8Array): void {
    this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    if (this.thread.failure) return done(this.thread.failure);
    const bytes = new Uint8Array(chunk.byteLength);
    bytes.set(chunk);
    this.thread.post({ type: "data", connection: this.connection, bytes }, [bytes.buffer]);
    done();
  }

  override _final(done: (error?: Error) => void): void {
    this.release();
    this.push(null);
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.release();
    done(error);
  }

  private release(): void {
    if (!this.open) return;
    this.open = false;
    this.thread.forget(this.connection);
  }
}

export class PgliteThread {
  failure: Error | null = null;
  private readonly sockets = new Map<number, ThreadSocket>();
  private readonly dumps = new Map<
    number,
    { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  private closing: Promise<void> | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (message: FromThread) => this.receive(message));
    worker.on("error", (error) => this.fail(error));
    worker.on("exit", (code) => {
      if (!this.closing) this.fail(new Error(`the embedded database's thread stopped (${code})`));
    });
  }

  /** Starts the thread and opens the database in it; resolves once it is ready. */
  static start(options: ThreadOptions): Promise<PgliteThread> {
    const worker = startWorker(options);
    const thread = new PgliteThread(worker);
    return new Promise((resolve, reject) => {
      const onReady = (message: FromThread) => {
        if (message.type !== "ready") return;
        worker.off("message", onReady);
        worker.off("error", reject);
        resolve(thread);
      };
      worker.on("message", onReady);
      worker.once("error", reject);
      worker.once("exit", (code) =>
        reject(new Error(`the embedded database's thread stopped while opening (${code})`)),
      );
    });
  }

  /** A new connection's stream, for node-postgres's `stream` option. */
  socket(): ThreadSocket {
    const socket = new ThreadSocket(this, this.nextId++);
    this.sockets.set(socket.connection, socket);
    return socket;
  }

  /** A gzipped tar of the data directory, taken after a checkpoint. */
  dump(): Promise<Uint8Array> {
    if (this.failure) return Promise.reject(this.failure);
    const request = this.nextId++;
    return new Promise((resolve, reject) => {
      this.dumps.set(request, { resolve, reject });
      this.post({ type: "dump", request });
    });
  }

  /** Closes the database (after the work already sent) and ends the thread. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      if (this.failure) {
        void this.worker.terminate().then(() => resolve());
        return;
      }
      this.worker.once("exit", () => resolve());
      this.post({ type: "shutdown" });
    });
    return this.closing;
  }

  post(message: ToThread, transfer: ArrayBuffer[] = []): void {
    this.worker.postMessage(message, transfer);
  }

  forget(connection: number): void {
    if (this.sockets.delete(connection) && !this.failure) {
      this.post({ type: "close", connection });
    }
  }

  private receive(message: FromThread): void {
    switch (message.type) {
      case "data":
        this.sockets.get(message.connection)?.receive(message.bytes);
        break;
      case "dumped": {
        const waiting = this.dumps.get(message.request);
        this.dumps.delete(message.request);
        if (!waiting) break;
        if (message.bytes) waiting.resolve(message.bytes);
        else waiting.reject(new Error(message.error ?? "the backup failed"));
        break;
      }
      case "fatal":
        this.fail(new Error(`the embedded database failed: ${message.message}`));
        break;
      case "ready":
      case "closed":
        break;
    }
  }

  /** The thread is gone or broken: every connection and waiting backup fails. */
  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const socket of this.sockets.values()) socket.destroy(error);
    this.sockets.clear();
    for (const waiting of this.dumps.values()) waiting.reject(error);
    this.dumps.clear();
  }
}
