import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base } from "@playwright/test";
import { TEMPLATE_ENV } from "../global-setup";
import { startServer } from "../server";

const FIRST_PORT = 3100;

/**
 * Each Playwright worker tests its own server, on its own port, with its own
 * copy of the demo data (prepared once by the global setup): workers run side
 * by side without seeing each other's accounts, posts or mail.
 */
export const test = base.extend<object, { server: { url: string } }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use, workerInfo) => {
      const port = FIRST_PORT + workerInfo.parallelIndex;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-e2e-"));
      const template = process.env[TEMPLATE_ENV];
      if (template) fs.cpSync(template, dataDir, { recursive: true });
      const server = await startServer(port, dataDir);
      await use({ url: server.url });
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});
