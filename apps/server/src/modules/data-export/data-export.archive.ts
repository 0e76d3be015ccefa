import { Readable } from "node:stream";
import { ZipFile } from "yazl";

/**
 * A ZIP archive written as a stream, one entry at a time: each `add` waits
 * until its entry has been read into the archive before it returns, so no
 * more than one entry's source is open (and at most one JSON document held)
 * at any time, however large the account. The caller pipes `output` to
 * storage and passes `stored`, that write's promise, so a failed write stops
 * the archive instead of leaving it waiting.
 */
export class ArchiveWriter {
  private readonly zip = new ZipFile();
  private failure: Promise<never>;
  private fail: (error: Error) => void = () => undefined;
  /** Every entry's name, in the order written. */
  readonly names: string[] = [];

  constructor() {
    this.failure = new Promise<never>((_resolve, reject) => {
      this.fail = reject;
    });
    // Nobody may be waiting when it fails: the rejection is still handled.
    this.failure.catch(() => undefined);
    this.zip.on("error", (error: Error) => this.fail(error));
  }

  get output(): Readable {
    return this.zip.outputStream as Readable;
  }

  /** Stops at the first failure of the place the archive is written to. */
  watch(stored: Promise<unknown>): void {
    stored.catch((error: unknown) =>
      this.fail(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** Adds one entry read from the stream (a stored file, or text made as it is read). */
  async addStream(
    name: string,
    source: Readable,
    options: { compress?: boolean; mtime?: Date } = {},
  ): Promise<void> {
    const done = new Promise<void>((resolve, reject) => {
      source.once("end", resolve);
      source.once("error", reject);
    });
    this.zip.addReadStream(source, name, {
      compress: options.compress ?? true,
      ...(options.mtime ? { mtime: options.mtime } : {}),
    });
    this.names.push(name);
    try {
      await Promise.race([done, this.failure]);
    } catch (error) {
      source.destroy();
      throw error;
    }
  }

  addText(name: string, text: string, mtime?: Date): Promise<void> {
    return this.addStream(name, Readable.from([Buffer.from(text, "utf8")]), { mtime });
  }

  addJson(name: string, value: unknown, mtime?: Date): Promise<void> {
    return this.addText(name, `${JSON.stringify(value, null, 2)}\n`, mtime);
  }

  /**
   * A JSON array written while its items are read, page by page: the whole
   * list is never in memory. Resolves with how many items it holds.
   */
  async addJsonArray(name: string, items: AsyncIterable<unknown>): Promise<number> {
    let count = 0;
    async function* text() {
      yield Buffer.from("[");
      for await (const item of items) {
        const json = JSON.stringify(item, null, 2).replace(/\n/g, "\n  ");
        yield Buffer.from(`${count === 0 ? "\n  " : ",\n  "}${json}`);
        count++;
      }
      yield Buffer.from(count === 0 ? "]\n" : "\n]\n");
    }
    await this.addStream(name, Readable.from(text(), { objectMode: false }));
    return count;
  }

  /** No more entries: the central directory is written and the output ends. */
  end(): void {
    this.zip.end();
  }

  /** Gives up: the output stream fails, so the write to storage removes what it wrote. */
  abort(error: Error): void {
    this.fail(error);
    // The write to storage may have ended already: nobody else listens then.
    this.output.on("error", () => undefined);
    this.output.destroy(error);
  }
}
