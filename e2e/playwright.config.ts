import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = 3100;
// A fresh data directory per run: the server seeds demo data into it.
process.env.FC_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "fc-e2e-"));

export default defineConfig({
  testDir: "tests",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "../test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node ../apps/server/dist/server.js",
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.FC_E2E_DATA_DIR,
      DEMO: "true",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_PER_IP: "1000",
      // Nothing leaves the machine: outside services point at a closed local port.
      TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png",
      GEOCODER_URL: "http://127.0.0.1:9",
      // No scheduled backup of the throwaway demo database.
      BACKUP_EVERY_HOURS: "0",
      OVERPASS_URL: "http://127.0.0.1:9/api/interpreter",
    },
  },
});
