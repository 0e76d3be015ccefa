/**
 * Runs tasks one at a time, each starting at least `spacingMs` after the
 * previous one finished, so an outside service never sees two requests from
 * this process closer than that. Refuses new work when too much is waiting.
 */
export class SpacedQueue {
  private tail: Promise<void> = Promise.resolve();
  private lastFinished = 0;
  private waiting = 0;

  constructor(
    private readonly spacingMs: number,
    private readonly maxWaiting: number,
  ) {}

  get pending(): number {
    return this.waiting;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.waiting >= this.maxWaiting) {
      return Promise.reject(new Error("too many requests are waiting for the outside service"));
    }
    this.waiting++;
    const result = this.tail.then(async () => {
      const wait = this.lastFinished + this.spacingMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        return await task();
      } finally {
        this.lastFinished = Date.now();
      }
    });
    const settled = () => {
      this.waiting--;
    };
    this.tail = result.then(settled, settled);
    return result;
  }
}
