import { defineConfig, devices } from "@playwright/test";

export default defineConfig({
  testDir: "tests",
  // The demo data is seeded and its background work done once; each worker's
  // server starts on a copy (global-setup.ts).
  globalSetup: "./global-setup.ts",
  // Each worker starts its own server with its own demo data (tests/fixtures.ts),
  // so two run side by side, each a file at a time (a file's tests run in
  // order): one worker left the machine's second core mostly idle, waiting on
  // the browser and the server (the whole run took 25 to 32 min with one,
  // 13 min with two, on two cores).
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test's time limit only catches a hang. On the two-core machine a test
  // of several pages with accessibility scans takes 20 to 29 s on its own
  // and a third longer in a CI run beside other work, so 30 s failed tests
  // that were merely slow; the longest journeys set their own limit.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "../test-results/playwright.json" }]],
  use: {
    // Recording a trace costs a fifth of a test's time on a two-core machine
    // (22.4 s against 18.4 s for the e-mail verification flow), so a test is
    // traced only when it runs again after a failure (CI retries once).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // The app's service worker precaches the whole build when it installs;
    // only the files that test it (offline-start) let it run.
    serviceWorkers: "block",
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
});
