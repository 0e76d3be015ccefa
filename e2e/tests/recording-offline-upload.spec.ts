import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  DEMO_CONTRIBUTOR,
  apiLogin,
  expectNoSeriousViolations,
  fakeMicrophone,
  installOfflineCopy,
} from "./helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIP = path.resolve(here, "../../apps/server/test/fixtures/speech/grazing-land.wav");

test.use({ ...fakeMicrophone(CLIP), serviceWorkers: "allow" });

/** The header's offline note (beside the site name, at every width). */
const offlineNote = (page: Page) => page.getByRole("banner").getByRole("status");

for (const width of [390, 1280]) {
  test(`a recording uploaded with no network waits on the device, survives a reload and uploads once when the network is back, through two drops, at ${width} px`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
    await page.goto("/recordings");
    // The app's offline copy, so the page reloads with no network.
    await installOfflineCopy(page);

    await page.getByRole("button", { name: "New Recording" }).first().click();
    const recorder = page.getByRole("dialog", { name: "New Recording" });
    await recorder.getByRole("button", { name: "Start Recording" }).click();
    await expect(recorder.getByTestId("recorder-timer")).toHaveText("00:04", { timeout: 15_000 });
    await recorder.getByRole("button", { name: "Stop Recording" }).click();
    const title = `Offline take ${width} ${Date.now()}`;
    await recorder.getByLabel("Title").fill(title);

    await context.setOffline(true);
    await recorder.getByRole("button", { name: "Upload" }).click();
    await expect(recorder).toBeHidden();
    await expect(page.getByText("Recording kept on this device").first()).toBeVisible();
    await expect(offlineNote(page)).toHaveText(/Offline\s*· 1 change waiting/);
    const waiting = page.getByRole("region", { name: /Waiting to upload from this device/ });
    await expect(waiting).toContainText(title);
    await expect(waiting).toContainText("Uploads by itself when the network is back.");
    await expectNoSeriousViolations(page, `waiting take ${width}px`);
    await page.screenshot({ path: `test-results/recording-waiting-${width}.png` });

    // Reloaded with no network: still waiting, nothing lost.
    await page.reload();
    await expect(
      page.getByRole("region", { name: /Waiting to upload from this device/ }),
    ).toContainText(title);
    await expect(offlineNote(page)).toHaveText(/Offline\s*· 1 change waiting/);

    // The network is back, but drops twice as the take goes up: its first
    // chunk never arrives, and the answer to its completion is lost after the
    // server made the recording. It still goes up by itself, once.
    let chunkDropped = false;
    await page.route("**/api/recordings/uploads/*", async (route) => {
      if (route.request().method() === "PATCH" && !chunkDropped) {
        chunkDropped = true;
        await route.abort("connectionreset");
      } else await route.fallback();
    });
    let answerLost = false;
    await page.route("**/api/recordings/uploads/*/complete", async (route) => {
      if (answerLost) return route.fallback();
      answerLost = true;
      const made = await route.fetch();
      expect(made.status()).toBe(201);
      await route.abort("connectionreset");
    });
    await context.setOffline(false);
    await expect(page.getByText("Recording uploaded").first()).toBeVisible({ timeout: 30_000 });
    expect([chunkDropped, answerLost]).toEqual([true, true]);
    await expect(offlineNote(page)).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: /Waiting to upload from this device/ }),
    ).toHaveCount(0);
    const found = await page.request.get(`/api/recordings?search=${encodeURIComponent(title)}`);
    expect(((await found.json()) as { total: number }).total).toBe(1);

    // Another start sends nothing again.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Recordings", level: 1 })).toBeVisible();
    await page.waitForTimeout(1_000);
    const again = await page.request.get(`/api/recordings?search=${encodeURIComponent(title)}`);
    expect(((await again.json()) as { total: number }).total).toBe(1);
  });
}
