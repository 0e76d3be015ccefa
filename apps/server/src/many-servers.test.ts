import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_ACCOUNTS } from "../demo/demo-accounts";
import sharp from "sharp";
import { startS3TestServer, type S3TestServer } from "../test/s3-test-server";
import { startServer, startWorker, type ServerProcess } from "../test/server-process";
import { testDbKind } from "../test/test-database";

/*
 * Two app servers and one worker on one PostgreSQL and one S3-protocol
 * bucket, as real processes: started together on an empty database
 * (migrations and demo seeding run once, the others wait), sharing sessions,
 * caches, files and jobs; outliving their database's connections (cut
 * connections are replaced, a database that refuses connections makes the
 * API answer 503 until it is back); and a server killed mid-request loses no
 * acknowledged write while the other keeps serving.
 */

const postgres = testDbKind() === "postgres";
const servers: ServerProcess[] = [];
let worker: ReturnType<typeof startWorker> | undefined;
let s3: S3TestServer | undefined;
const dirs: string[] = [];
let admin: pg.Client;
let database = "";
let bases: string[] = [];

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function terminateConnections(): Promise<number> {
  const { rowCount } = await admin.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [database],
  );
  return rowCount ?? 0;
}

async function signIn(base: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("fc_session="));
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie;
}

/** Runs `query` on a connection of its own to the servers' database. */
async function onDatabase<T>(query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: withDatabase(inject("postgresTemplate").adminUrl, database),
  });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/** A request that always reaches the database (its search is new to every cache). */
const uncached = (base: string) => () => `${base}/api/content?limit=1&q=w${Date.now()}`;

/** The response once `accept` holds, polling for up to 15 s. */
async function eventually(
  url: string | (() => string),
  accept: (status: number) => boolean,
): Promise<Response> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(typeof url === "string" ? url : url());
    if (accept(response.status) || Date.now() > deadline) return response;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!postgres)("many servers on one PostgreSQL", () => {
  beforeAll(async () => {
    const { adminUrl, prefix } = inject("postgresTemplate");
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    database = `${prefix}many_${randomBytes(4).toString("hex")}`;
    await admin.query(`create database ${database}`);
    const url = withDatabase(adminUrl, database);
    s3 = await startS3TestServer(`many-${randomBytes(3).toString("hex")}`);
    const shared = {
      DATABASE_URL: url,
      STORAGE: "s3",
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      // Jobs are the worker's: the app servers run none.
      WORKERS: "off",
      WORKER_POLL_MS: "200",
    };
    const dir = () => {
      const made = fs.mkdtempSync(path.join(os.tmpdir(), "fc-many-"));
      dirs.push(made);
      return made;
    };
    // All three start at once on the empty database; the servers both have demo data to seed.
    for (let i = 0; i < 2; i++) {
      // Public caches kept a minute: only the cache bus can make the other server see a write.
      servers.push(startServer(dir(), { ...shared, DEMO: "true", PUBLIC_CACHE_SECONDS: "60" }));
    }
    worker = startWorker(dir(), shared);
    bases = await Promise.all(servers.map((server) => server.listening));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill("SIGKILL");
    worker?.child.kill("SIGKILL");
    await Promise.all([...servers.map((server) => server.exited), worker?.exited]);
    await s3?.close();
    if (admin) {
      if (database) await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("start together on an empty database: one migrates and seeds, both serve, nothing twice", async () => {
    for (const base of bases) {
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(200);
    }
    const client = new pg.Client({
      connectionString: withDatabase(inject("postgresTemplate").adminUrl, database),
    });
    await client.connect();
    try {
      const users = await client.query<{ email: string; n: number }>(
        "select email, count(*)::int as n from users where email = any($1) group by email",
        [DEMO_ACCOUNTS.map((a) => a.email)],
      );
      expect(users.rows).toHaveLength(DEMO_ACCOUNTS.length);
      expect(users.rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await client.end();
    }
  });

  it("share sessions and caches: signed in through one, signed in on the other; a like through one is counted on the other at once", async () => {
    const account = DEMO_ACCOUNTS[0]!;
    const signIn = await fetch(`${bases[0]}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("fc_session="));
    expect(cookie).toBeDefined();
    const me = await fetch(`${bases[1]}/api/auth/me`, { headers: { cookie: cookie! } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(account.email);

    type Page = { items: { id: string; type: string; counts: { likes: number } }[] };
    const list = async () =>
      (await (await fetch(`${bases[1]}/api/content?sort=recent&limit=5`)).json()) as Page;
    const before = await list(); // now in the second server's public cache
    const item = before.items[0]!;
    const like = await fetch(`${bases[0]}/api/likes`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: cookie! },
      body: JSON.stringify({ contentId: item.id, contentType: item.type }),
    });
    expect(like.status, await like.clone().text()).toBe(200);
    const deadline = Date.now() + 2_000;
    let likes = item.counts.likes;
    while (likes === item.counts.likes && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      likes = (await list()).items.find((i) => i.id === item.id)!.counts.likes;
    }
    expect(likes).toBe(item.counts.likes + 1);
  });

  it("share files: an image uploaded through one is served by the other from the bucket", async () => {
    const cookie = await signIn(bases[1]!, DEMO_ACCOUNTS[0]!);
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 90 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([png], { type: "image/png" }), "canal.png");
    const uploaded = await fetch(`${bases[0]}/api/uploads/images`, {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${bases[1]}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    // Nothing went to a server's own disk.
    for (const dir of dirs) expect(fs.existsSync(path.join(dir, "uploads"))).toBe(false);
  });

  it("share jobs: a job queued through one runs exactly once, on the worker", async () => {
    const cookie = await signIn(bases[0]!, DEMO_ACCOUNTS[1]!);
    const requested = await fetch(`${bases[0]}/api/me/data-exports`, {
      method: "POST",
      headers: { cookie },
    });
    expect(requested.status, await requested.clone().text()).toBe(202);
    const deadline = Date.now() + 60_000;
    let status = "";
    while (status !== "ready" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 300));
      const list = await fetch(`${bases[1]}/api/me/data-exports`, { headers: { cookie } });
      status = ((await list.json()) as { items: { status: string }[] }).items[0]?.status ?? "";
    }
    expect(status).toBe("ready");
    const jobs = await onDatabase((client) =>
      client.query<{ status: string; attempts: number }>(
        "select status, attempts from tasks where name = 'data-export.build'",
      ),
    );
    expect(jobs.rows).toEqual([{ status: "succeeded", attempts: 1 }]);
    // Scheduled work is enqueued once per period for the whole installation.
    const twice = await onDatabase((client) =>
      client.query(
        "select dedupe_key from tasks where dedupe_key is not null group by dedupe_key having count(*) > 1",
      ),
    );
    expect(twice.rows).toEqual([]);
    const weeks = await onDatabase((client) =>
      client.query<{ n: number; weeks: number }>(
        "select count(*)::int as n, count(distinct week_key)::int as weeks from digests",
      ),
    );
    expect(weeks.rows[0]!.n).toBeGreaterThan(0);
    expect(weeks.rows[0]!.n).toBe(weeks.rows[0]!.weeks);
  });

  it("outlive cut connections: the servers stay up and serve again by themselves", async () => {
    expect(await terminateConnections()).toBeGreaterThan(0);
    for (const base of bases) {
      const response = await eventually(uncached(base), (s) => s === 200);
      expect(response.status).toBe(200);
    }
    for (const server of servers) expect(server.child.exitCode).toBeNull();
  });

  it("answer 503 while the database refuses connections, and serve again when it is back", async () => {
    await admin.query(`alter database ${database} allow_connections false`);
    try {
      await terminateConnections();
      const refused = await eventually(uncached(bases[0]!), (s) => s === 503);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(await refused.json()).toEqual({
        success: false,
        error: {
          code: "DATABASE_UNAVAILABLE",
          message: "The service is briefly unavailable. Please try again in a few seconds.",
        },
      });
      const health = await fetch(`${bases[0]}/api/health`);
      expect(health.status).toBe(200);
      const ready = await fetch(`${bases[1]}/api/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { checks: { database: string } }).checks.database).not.toBe(
        "ok",
      );
    } finally {
      await admin.query(`alter database ${database} allow_connections true`);
    }
    for (const base of bases) {
      const back = await eventually(`${base}/api/ready`, (s) => s === 200);
      expect(back.status).toBe(200);
    }
    for (const server of servers) expect(server.child.exitCode).toBeNull();
  });

  it("a server killed mid-request loses no acknowledged write, and the other keeps serving", async () => {
    const cookie = await signIn(bases[0]!, DEMO_ACCOUNTS[0]!);
    const acknowledged: string[] = [];
    const writes = Array.from({ length: 40 }, async (_, i) => {
      try {
        const response = await fetch(`${bases[0]}/api/content`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ type: "case-study", title: `Written before the crash ${i}` }),
        });
        if (response.status === 201) {
          acknowledged.push(((await response.json()) as { id: string }).id);
        }
      } catch {
        // The connection died with the server: not acknowledged.
      }
    });
    // Kill the first server once some writes are acknowledged and others are in flight.
    const deadline = Date.now() + 20_000;
    while (acknowledged.length < 5 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
    }
    servers[0]!.child.kill("SIGKILL");
    await Promise.all(writes);
    await servers[0]!.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);
    const stored = await onDatabase((client) =>
      client.query<{ id: string }>("select id from content where id = any($1::uuid[])", [
        acknowledged,
      ]),
    );
    expect(stored.rows.map((r) => r.id).sort()).toEqual([...acknowledged].sort());
    expect((await fetch(`${bases[1]}/api/ready`)).status).toBe(200);
    expect((await fetch(uncached(bases[1]!)())).status).toBe(200);
  });
});
