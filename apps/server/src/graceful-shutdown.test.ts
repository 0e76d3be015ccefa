import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPglite } from "./db/client";
import { startServer, type ServerProcess } from "../test/server-process";
import { testDbKind } from "../test/test-database";

/*
 * SIGTERM, as a load balancer's rolling restart sends it: the server stops
 * taking connections, finishes the requests it is handling, and exits
 * cleanly; every write it acknowledged is stored. (The server process is the
 * same on both databases: this runs once, on the embedded one.)
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-sigterm-"));
let server: ServerProcess | undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(() => {
  server?.child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(testDbKind() !== "pglite")("SIGTERM", () => {
  it("finishes the request in flight, refuses new connections, exits 0 and keeps every acknowledged write", async () => {
    server = startServer(dataDir);
    const base = await server.listening;
    const registered = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Rolling Restart",
        email: `sigterm-${Date.now()}@example.org`,
        password: "a long field notebook",
      }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("fc_session="))!;

    // Writes answered before the signal.
    const acknowledged: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${base}/api/content`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ type: "case-study", title: `Saved before a restart ${i}` }),
      });
      expect(response.status).toBe(201);
      acknowledged.push(((await response.json()) as { id: string }).id);
    }

    // A request the server is in the middle of: its body arrives in two parts,
    // and the signal comes between them.
    const json = JSON.stringify({ type: "case-study", title: "Saved across a restart" });
    let sendRest!: () => void;
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(json.slice(0, 12)));
        await rest;
        controller.enqueue(new TextEncoder().encode(json.slice(12)));
        controller.close();
      },
    });
    const inFlight = fetch(`${base}/api/content`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body,
      duplex: "half",
    } as RequestInit);
    await sleep(300);
    server.child.kill("SIGTERM");
    await sleep(500);

    // While it finishes, nothing new gets in.
    const knocked = await fetch(`${base}/api/health`).then(
      () => "answered",
      () => "refused",
    );
    expect(knocked).toBe("refused");
    expect(server.child.exitCode).toBeNull();

    sendRest();
    const response = await inFlight;
    expect(response.status).toBe(201);
    acknowledged.push(((await response.json()) as { id: string }).id);
    // It exits once that request is answered (kept-alive connections do not hold it).
    const exitedAt = Date.now();
    expect(await server.exited).toBe(0);
    expect(Date.now() - exitedAt).toBeLessThan(5_000);

    const db = await createPglite({ dataDir: path.join(dataDir, "db") });
    try {
      const { rows } = await db.query<{ id: string }>(
        "select id from content where id = any($1::uuid[])",
        [acknowledged],
      );
      expect(rows.map((r) => r.id).sort()).toEqual([...acknowledged].sort());
    } finally {
      await db.close();
    }
  }, 60_000);
});
