import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";

/** The e2e server's map tiles point at a closed local port (fixtures.ts): those failures are expected. */
const TILE_HOST = "http://127.0.0.1:9/";

/** Every console error and page error, except the tiles that cannot load here. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && !/hydrat/i.test(message.text())) return;
    if (message.location().url.startsWith(TILE_HOST)) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const width of [390, 1280]) {
  test(`the server-rendered map view hydrates without an error at ${width} px`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto("/?view=map");
    // The server rendered this page: the browser hydrates it.
    expect(await response?.text()).toContain('id="fc-ssr-state"');
    await expect(page.locator("#root:not([inert])")).toHaveCount(1);
    const map = page.getByRole("region", { name: "Map of research locations" });
    await expect(map.locator(".research-map-pin").first()).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(500);
    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/research-map-view-${width}.png` });
    expect(errors).toEqual([]);
  });
}

const VALENCIA = "Thursdays at the Apostles' Door: the Valencia huerta";
/** The demo trip's notes (102 characters), cut to 100 plus '...' in the popup. */
const VALENCIA_NOTES =
  "The court sits on Thursdays at noon. Arrive early: the space in front of the door fills with visitor...";

for (const width of [390, 1280]) {
  test(`a trip's map popup shows its notes cut to 100 characters at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/?view=map&type=trip");
    await expect(page.locator("#root:not([inert])")).toHaveCount(1);
    const map = page.getByRole("region", { name: "Map of research locations" });
    const pin = map.getByRole("button", { name: `Field Work: ${VALENCIA}` });
    const popup = map.locator(".leaflet-popup");
    // A click while the map is still settling its first zoom can miss the pin: click again.
    await expect(async () => {
      await pin.click();
      await expect(popup.getByRole("link", { name: VALENCIA })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(popup.getByText("Notes:")).toHaveCount(1);
    await expect(popup).toContainText(VALENCIA_NOTES);
    await page.waitForTimeout(400);
    await map.screenshot({ path: `test-results/research-map-popup-${width}.png` });
  });
}
