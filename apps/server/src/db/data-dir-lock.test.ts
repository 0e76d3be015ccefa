import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const children: ChildProcess[] = [];

function startServer(dataDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DEMO: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited: ${output}`));
    });
  });
  listening.catch(() => undefined); // awaited by the tests that expect a start
  return { child, exited, listening, output: () => output };
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
