import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startServer as startServerProcess } from "../../test/server-process";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const children: ChildProcess[] = [];

function startServer(dataDir: string) {
  const server = startServerProcess(dataDir);
  children.push(server.child);
  return server;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

describe("data directory lock", () => {
  it("refuses a second lock while the first is held, and frees it on release", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-lock-"));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrowError(DataDirLockedError);
    release();
    lockDataDir(dir)();
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-lock-"));
    fs.writeFileSync(
      path.join(dir, "field-commons.lock"),
      JSON.stringify({
        pid: 2 ** 22 + 12345,
        hostname: os.hostname(),
        startedAt: "2020-01-01T00:00:00Z",
      }),
    );
    const release = lockDataDir(dir);
    release();
  });

  it("makes a second server on the same data directory exit at once, leaving the first unharmed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-two-servers-"));
    const first = startServer(dir);
    const url = await first.listening;

    const second = startServer(dir);
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toMatch(
      /Cannot start: The data directory .* is in use by another Field Commons process/,
    );

    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });
  }, 60_000);
});
