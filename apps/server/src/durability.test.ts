import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPglite } from "./db/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startServer, type ServerProcess } from "../test/server-process";
import { testDbKind } from "../test/test-database";

/*
 * Durability of the embedded database: the real server as a child process on
 * a data directory, many concurrent acknowledged writes, `kill -9` in the
 * middle of them, a restart on the same directory (taking over the lock the
 * killed process left), and every write that got a 2xx must be there. Three
 * rounds, each adding writes on top of the last.
 */

const ROUNDS = 3;
const WRITES_PER_ROUND = 110;
const CONCURRENCY = 8;
const PASSWORD = "kill-nine-durable-2026";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-durability-"));
const servers: ServerProcess[] = [];

afterAll(() => {
  for (const server of servers) server.child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(): ServerProcess {
  const server = startServer(dataDir, {
    // Many sign-ups and sign-ins from one address are the point here.
    AUTH_RATE_LIMIT_PER_IP: "100000",
    AUTH_RATE_LIMIT_PER_ACCOUNT: "100000",
  });
  servers.push(server);
  return server;
}

interface Account {
  email: string;
  cookie: string;
}

interface Acknowledged {
  accounts: Account[];
  /** Draft id -> its author's e-mail. */
  drafts: Map<string, string>;
  /** "email liked id" pairs. */
  likes: Set<string>;
  published: string[];
}

async function call(
  base: string,
  method: string,
  url: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Response> {
  return fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
}

function cookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("fc_session="));
  if (!cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie;
}

function draft(title: string) {
  return {
    type: "case-study",
    title,
    summary: "Written just before the power went out.",
    domain: "Water & Oceans",
    location: { name: "Cusco", country: "Peru", lat: -13.53, lng: -71.97 },
    body: {
      dates: "2019-2023",
      problem: "Upstream users took more than their share in dry years.",
      intervention: "A rotating schedule enforced by elected water judges.",
      outcomes: "Conflicts fell and downstream plots were irrigated again.",
    },
  };
}

async function register(base: string, round: number, n: number): Promise<Account> {
  const email = `durable-${round}-${n}-${Date.now()}@example.org`;
  const response = await call(base, "POST", "/api/auth/register", {
    body: { name: `Durable ${round}.${n}`, email, password: PASSWORD },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return { email, cookie: cookieOf(response) };
}

/** A contributor's published items: what the likes point at. */
async function publishTargets(base: string, account: Account, round: number): Promise<string[]> {
  const paid = await call(base, "POST", "/api/payments/simulate", {
    cookie: account.cookie,
    body: { plan: "contributor" },
  });
  expect(paid.status, await paid.clone().text()).toBeLessThan(300);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const created = await call(base, "POST", "/api/content", {
      cookie: account.cookie,
      body: draft(`Published ${round}.${i}`),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const published = await call(base, "POST", `/api/content/${id}/publish`, {
      cookie: account.cookie,
    });
    expect(published.status, await published.clone().text()).toBe(200);
    ids.push(id);
  }
  return ids;
}

/**
 * Workers write until the server is killed: drafts, and likes of published
 * items. Only writes answered with a 2xx are recorded. The process is killed
 * once `killAfter` writes were acknowledged, with requests still in flight.
 */
async function writeUntilKilled(
  base: string,
  server: ServerProcess,
  acked: Acknowledged,
  round: number,
  killAfter: number,
): Promise<number> {
  let count = 0;
  let killed = false;
  let serial = 0;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.child.kill("SIGKILL");
  };
  async function worker(w: number) {
    while (!killed) {
      const account = acked.accounts[(w + serial) % acked.accounts.length]!;
      const n = serial++;
      try {
        const target = acked.published[n % acked.published.length]!;
        const likeKey = `${account.email} liked ${target}`;
        if (n % 4 === 0 && !acked.likes.has(likeKey)) {
          const response = await call(base, "POST", "/api/likes", {
            cookie: account.cookie,
            body: { contentType: "case-study", contentId: target },
          });
          // Two workers may like the same item for one account at once (likes
          // are idempotent): count the acknowledged like once.
          if (response.ok && !acked.likes.has(likeKey)) {
            acked.likes.add(likeKey);
            count++;
          }
        } else {
          const response = await call(base, "POST", "/api/content", {
            cookie: account.cookie,
            body: draft(`Draft ${round}.${w}.${n}`),
          });
          if (response.status === 201) {
            const { id } = (await response.json()) as { id: string };
            acked.drafts.set(id, account.email);
            count++;
          }
        }
      } catch {
        // The server was killed with this request in flight: not acknowledged.
      }
      if (count >= killAfter) kill();
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
  return count;
}

/** Every acknowledged write is there, read back through the API. */
async function verify(base: string, acked: Acknowledged) {
  for (const account of acked.accounts) {
    // The session of the acknowledged sign-up survived too.
    const me = await call(base, "GET", "/api/auth/me", { cookie: account.cookie });
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(
      account.email,
    );

    const drafts = new Set<string>();
    let cursor: string | null = null;
    do {
      const page = await call(
        base,
        "GET",
        `/api/content?author=me&status=draft&limit=50${cursor ? `&cursor=${cursor}` : ""}`,
        { cookie: account.cookie },
      );
      expect(page.status).toBe(200);
      const body = (await page.json()) as { items: { id: string }[]; nextCursor: string | null };
      for (const item of body.items) drafts.add(item.id);
      cursor = body.nextCursor;
    } while (cursor);
    const expected = [...acked.drafts].filter(([, email]) => email === account.email);
    const missing = expected.filter(([id]) => !drafts.has(id));
    expect(missing, `${account.email} lost acknowledged drafts`).toEqual([]);

    for (const target of acked.published) {
      if (!acked.likes.has(`${account.email} liked ${target}`)) continue;
      const check = await call(
        base,
        "GET",
        `/api/likes/check?contentType=case-study&contentId=${target}`,
        { cookie: account.cookie },
      );
      expect(((await check.json()) as { liked: boolean }).liked, `${account.email} ${target}`).toBe(
        true,
      );
    }
  }
}

/** The data directory starts as a copy of the migrated test template: no migrations to wait for. */
async function migratedDataDir() {
  const tar = await fs.promises.readFile(inject("pgliteTemplate"));
  const client = await createPglite({
    dataDir: path.join(dataDir, "db"),
    loadDataDir: new Blob([tar]),
  });
  await client.close();
}

// The embedded database is what a data directory holds; PostgreSQL keeps its own durability.
describe.skipIf(testDbKind() === "postgres")("kill -9 in the middle of acknowledged writes", () => {
  it(`keeps every acknowledged write over ${ROUNDS} rounds of kill and restart`, async () => {
    const t0 = Date.now();
    const acked: Acknowledged = {
      accounts: [],
      drafts: new Map(),
      likes: new Set(),
      published: [],
    };
    await migratedDataDir();
    let server = start();
    let base = await server.listening;
    let total = 0;

    for (let round = 1; round <= ROUNDS; round++) {
      for (let n = 0; n < 3; n++) acked.accounts.push(await register(base, round, n));
      acked.published.push(...(await publishTargets(base, acked.accounts.at(-1)!, round)));
      total += await writeUntilKilled(base, server, acked, round, WRITES_PER_ROUND);
      expect(await server.exited).toBeNull(); // killed by the signal, not exited

      // The killed process left its lock file; the new one takes it over.
      expect(fs.existsSync(path.join(dataDir, "field-commons.lock"))).toBe(true);
      server = start();
      base = await server.listening;
      await verify(base, acked);
    }

    expect(total).toBeGreaterThanOrEqual(ROUNDS * WRITES_PER_ROUND);
    expect(acked.drafts.size + acked.likes.size).toBe(total);
    console.log(
      `durability: ${total} acknowledged writes under kill -9, ${ROUNDS} restarts, ${Date.now() - t0} ms`,
    );
  }, 120_000);
});
