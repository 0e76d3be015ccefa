import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";

/**
 * Cross-server invalidation of in-memory caches. A write clears this
 * server's caches at once and announces a topic ("content-published",
 * "jobs"...); every other server on the same PostgreSQL hears it through
 * LISTEN/NOTIFY and clears the same caches. Without a bus (the embedded
 * database, tests) announcing only clears locally, which is all there is.
 * A server that loses the bus's connection clears everything when it is back,
 * since it may have missed announcements; until then the caches' short time
 * to live bounds how stale they can be.
 */

const CHANNEL = "fc_cache";
const instance = randomUUID();
const handlers = new Map<string, Set<() => void>>();
let send: ((topic: string) => void) | null = null;

/** Registers what clears this server's caches of `topic`. */
export function onCacheTopic(topic: string, clear: () => void): void {
  let set = handlers.get(topic);
  if (!set) handlers.set(topic, (set = new Set()));
  set.add(clear);
}

function clearLocally(topic: string): void {
  for (const clear of handlers.get(topic) ?? []) clear();
}

/** Clears `topic`'s caches here and on every other server. */
export function announceCacheTopic(topic: string): void {
  clearLocally(topic);
  send?.(topic);
}

export interface CacheBus {
  stop(): Promise<void>;
}

/** Joins the bus of the PostgreSQL at `connectionString`. */
export function startCacheBus(connectionString: string, log: Logger): CacheBus {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  // Announcements made in one tick go out once.
  const pending = new Set<string>();
  let flushing = false;

  const flush = () => {
    flushing = false;
    const topics = [...pending];
    pending.clear();
    const current = client;
    if (!current) return;
    for (const topic of topics) {
      current
        .query("select pg_notify($1, $2)", [CHANNEL, `${instance} ${topic}`])
        .catch((error: Error) => log.warn({ err: error }, "cache bus: could not announce"));
    }
  };

  const connect = async (reconnecting: boolean) => {
    const next = new pg.Client({ connectionString });
    next.on("error", (error) => {
      log.warn({ err: error }, "cache bus: connection lost");
      if (client === next) client = null;
      schedule();
    });
    next.on("end", () => {
      if (client === next) client = null;
      schedule();
    });
    next.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const [from, topic] = message.payload.split(" ", 2);
      if (from !== instance && topic) clearLocally(topic);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, "cache bus: could not connect");
      void next.end().catch(() => undefined);
      schedule();
      return;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    // Announcements may have been missed while the bus was down.
    if (reconnecting) for (const topic of handlers.keys()) clearLocally(topic);
  };

  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, 1_000);
    retry.unref();
  };

  send = (topic) => {
    pending.add(topic);
    if (!flushing) {
      flushing = true;
      setImmediate(flush);
    }
  };
  void connect(false);

  return {
    async stop() {
      stopped = true;
      send = null;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
