import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { apiSignUp } from "./helpers";

// The e2e server's tile URL points at a closed local port: every tile fails,
// which is exactly the offline case (a field station, a train).
const NOTICE = "Offline map: country outlines only";
const OUTLINE_PATHS = ".leaflet-country-outlines-pane path";

async function expectOfflineMap(page: Page, screenshot: string) {
  const map = page.getByRole("region", { name: "Map of research locations" });
  await expect(map).toBeVisible({ timeout: 15_000 });
  // The outlines are drawn under the (failing) tiles: the map is never grey.
  await expect
    .poll(() => map.locator(OUTLINE_PATHS).count(), { timeout: 15_000 })
    .toBeGreaterThan(100);
  await expect(map.getByRole("status")).toHaveText(NOTICE);
  // Pins still sit on the outlines.
  await expect(map.locator(".research-map-pin").first()).toBeVisible();
  await page.waitForTimeout(300); // let the fit-to-items animation settle
  await map.screenshot({ path: `test-results/${screenshot}.png` });
}

for (const width of [1280, 390]) {
  test(`the research map shows country outlines and an offline notice at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Map" }).click();
    await expect(
      page.getByRole("region", { name: "Research Locations", exact: true }),
    ).toBeVisible();
    await expectOfflineMap(page, `offline-map-feed-${width}`);
  });
}

test("the trip planner's map shows country outlines too", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await apiSignUp(page.request, "Offline Planner");
  await page.goto("/trip-planner");
  await expectOfflineMap(page, "offline-map-planner-1280");
});
