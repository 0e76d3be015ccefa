import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test as base } from "@playwright/test";

const serverJs = fileURLToPath(new URL("../../apps/server/dist/server.js", import.meta.url));
const FIRST_PORT = 3100;

/**
 * Each Playwright worker tests its own server, on its own port, with its own
 * freshly seeded demo data: workers run side by side without seeing each
 * other's accounts, posts or mail.
 */
export const test = base.extend<object, { server: { url: string } }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use, workerInfo) => {
      const port = FIRST_PORT + workerInfo.parallelIndex;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-e2e-"));
      const child = spawn(process.execPath, [serverJs], {
        env: {
          PATH: process.env.PATH,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          DEMO: "true",
          LOG_LEVEL: "warn",
          AUTH_RATE_LIMIT_PER_IP: "1000",
          // Nothing leaves the machine: outside services point at a closed local port.
          TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png",
          GEOCODER_URL: "http://127.0.0.1:9",
          OVERPASS_URL: "http://127.0.0.1:9/api/interpreter",
          // No scheduled backup of the throwaway demo database.
          BACKUP_EVERY_HOURS: "0",
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      child.stderr.on("data", (chunk: Buffer) => process.stderr.write(chunk));
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      const url = `http://localhost:${port}`;
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server on port ${port} exited`);
        const ready = await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ready) break;
        if (Date.now() > deadline) throw new Error(`the server on port ${port} did not start`);
        await new Promise((r) => setTimeout(r, 250));
      }
      await use({ url });
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});
