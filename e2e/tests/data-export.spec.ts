import fs from "node:fs/promises";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import yauzl from "yauzl";
import { apiSignUp, expectNoAxeViolations } from "./helpers";

/** The names of the entries of a ZIP file. */
function entryNames(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on("error", reject);
      zip.on("entry", (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on("end", () => resolve(names));
      zip.readEntry();
    });
  });
}

test.describe("download my data", () => {
  test.describe.configure({ timeout: 90_000 });

  test("request an export in the settings, wait until it is ready, and download the ZIP", async ({
    page,
  }) => {
    await apiSignUp(page.request, "Lena Fischer");
    const draft = await page.request.post("/api/content", {
      data: { type: "case-study", title: "Seed banks of the Alps", summary: "Shared seeds." },
    });
    expect(draft.status()).toBe(201);

    await page.goto("/profile/edit#data");
    const section = page.getByRole("region", { name: "Download my data" });
    await expect(section).toBeVisible();
    await expect(section.getByText("You have not requested an export yet.")).toBeVisible();

    const request = section.getByRole("button", { name: "Request my data" });
    await request.click();
    const exports = section.getByRole("list", { name: "Your data exports" });
    await expect(exports.getByText(/^(Preparing…|Ready)$/)).toBeVisible();
    // The list is read again while the export is prepared, until it is ready.
    await expect(exports.getByText("Ready", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(section.getByText("Your data is ready to download.")).toBeVisible();
    await expect(request).toBeEnabled();
    await expectNoAxeViolations(page, "#data");

    const downloading = page.waitForEvent("download");
    await section.getByRole("link", { name: /Download the export requested/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^field-commons-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = await download.path();
    const names = await entryNames(file);
    expect(names).toEqual(expect.arrayContaining(["README.txt", "profile.json", "manifest.json"]));
    expect(names.some((name) => /^content\/case-study\/.+\.json$/.test(name))).toBe(true);
    expect((await fs.stat(file)).size).toBeGreaterThan(100);

    // Screenshots of the section at a phone's and a desktop's width.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `/tmp/export-${width}.png` });
    }
  });
});
