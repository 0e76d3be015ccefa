import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_ACCOUNTS } from "./demo/demo-accounts";
import { startServer, type ServerProcess } from "../test/server-process";
import { testDbKind } from "../test/test-database";

/*
 * Several app servers on one PostgreSQL, as real processes: started together
 * on an empty database (migrations and demo seeding run once, the other
 * waits), sharing sessions, and outliving their database's connections: cut
 * connections are replaced, a database that refuses connections makes the
 * API answer 503 until it is back, and nobody has to restart anything.
 */

const postgres = testDbKind() === "postgres";
const servers: ServerProcess[] = [];
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
    for (let i = 0; i < 2; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-many-"));
      dirs.push(dir);
      // Both start at once on the empty database, both with demo data to seed.
      // Public caches kept a minute: only the cache bus can make the other server see a write.
      servers.push(
        startServer(dir, { DATABASE_URL: url, DEMO: "true", PUBLIC_CACHE_SECONDS: "60" }),
      );
    }
    bases = await Promise.all(servers.map((server) => server.listening));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill("SIGKILL");
    await Promise.all(servers.map((server) => server.exited));
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
});
