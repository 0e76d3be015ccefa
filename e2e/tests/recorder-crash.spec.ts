import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { DEMO_CONTRIBUTOR, apiLogin, expectNoSeriousViolations, fakeMicrophone } from "./helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIP = path.resolve(here, "../../apps/server/test/fixtures/speech/water-committee.wav");
/** Seconds recorded before the tab is closed mid-recording. */
const RECORDED = 11;
/** The most a crash may lose. */
const MAY_LOSE = 5;

// A looping fake microphone and no permission prompt.
test.use(fakeMicrophone(CLIP));

for (const width of [390, 1280]) {
  test(`a tab closed mid-recording loses at most ${MAY_LOSE} s: the take is offered again and uploads, at ${width} px`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
    await page.goto("/recordings");
    await page.getByRole("button", { name: "New Recording" }).first().click();
    const recorder = page.getByRole("dialog", { name: "New Recording" });
    await recorder.getByRole("button", { name: "Start Recording" }).click();
    await expect(recorder.getByTestId("recorder-timer")).toHaveText(`00:${RECORDED}`, {
      timeout: (RECORDED + 10) * 1000,
    });
    // The tab goes away while recording: no Stop, no Upload, no leave prompt.
    await page.close();

    const reopened = await context.newPage();
    await reopened.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await reopened.goto("/recordings");
    const notice = reopened.getByText(/A recording of \d\d:\d\d made on this device/);
    await expect(notice).toBeVisible();
    const kept = Number(/of 00:(\d\d)/.exec((await notice.textContent()) ?? "")?.[1]);
    console.log(`[recorder-crash ${width}px] MEASURE: recorded ${RECORDED} s, recovered ${kept} s`);
    expect(kept).toBeGreaterThanOrEqual(RECORDED - MAY_LOSE);
    await expectNoSeriousViolations(reopened, `recovered take ${width}px`);
    await reopened.screenshot({ path: `test-results/recorder-recovered-${width}.png` });

    await reopened.getByRole("button", { name: "Open Recording" }).click();
    const again = reopened.getByRole("dialog", { name: "New Recording" });
    await expect(again.getByRole("button", { name: "Record Again" })).toBeVisible();
    await expect(again.getByTestId("recorder-timer")).toHaveText(
      `00:${String(kept).padStart(2, "0")}`,
    );

    // The audio itself came back, not just its length: decode the device's copy.
    const decoded = await reopened.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open("field-commons");
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const chunks = await new Promise<{ seq: number; bytes: ArrayBuffer }[]>((resolve, reject) => {
        const request = db.transaction("chunks").objectStore("chunks").getAll();
        request.onsuccess = () => resolve(request.result as { seq: number; bytes: ArrayBuffer }[]);
        request.onerror = () => reject(request.error);
      });
      db.close();
      chunks.sort((a, b) => a.seq - b.seq);
      const blob = new Blob(chunks.map((chunk) => chunk.bytes));
      const buffer = await new AudioContext().decodeAudioData(await blob.arrayBuffer());
      return buffer.duration;
    });
    console.log(
      `[recorder-crash ${width}px] MEASURE: recovered audio decodes to ${decoded.toFixed(1)} s`,
    );
    expect(decoded).toBeGreaterThanOrEqual(RECORDED - MAY_LOSE);

    const title = `Recovered take ${width} ${Date.now()}`;
    await again.getByLabel("Title").fill(title);
    await again.getByRole("button", { name: "Upload" }).click();
    await expect(again).toBeHidden({ timeout: 30_000 });
    await expect(reopened.getByText(/made on this device/)).toHaveCount(0);
    const list = await reopened.request.get(`/api/recordings?search=${encodeURIComponent(title)}`);
    expect(((await list.json()) as { total: number }).total).toBe(1);

    // Uploaded, it is no longer kept: a new page offers nothing.
    await reopened.reload();
    await expect(reopened.getByRole("heading", { name: "Recordings", level: 1 })).toBeVisible();
    await reopened.waitForTimeout(500);
    await expect(reopened.getByText(/made on this device/)).toHaveCount(0);
  });
}
