import { expect, type Locator } from "@playwright/test";
import { test } from "./fixtures";

/** The element's box, which must exist. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("no bounding box");
  return found;
}

test("on a phone the domain chips scroll sideways with arrow buttons, and by keyboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.locator("#root:not([inert])")).toHaveCount(1);
  const chips = page.getByRole("group", { name: "Filter by domain" });
  const frame = chips.locator("xpath=..");
  await chips.scrollIntoViewIfNeeded();

  // More chips wait to the right: a visible arrow button says so, inside the screen.
  const right = frame.getByRole("button", { name: "Scroll domains right" });
  const left = frame.getByRole("button", { name: "Scroll domains left" });
  await expect(right).toBeVisible();
  await expect(left).toHaveCount(0);
  const rightBox = await box(right);
  expect(rightBox.x + rightBox.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/domain-chips-390-start.png" });

  const scrollLeft = () => chips.evaluate((row) => row.scrollLeft);
  await right.click();
  await expect.poll(scrollLeft).toBeGreaterThan(100);
  await expect(left).toBeVisible();
  await page.screenshot({ path: "test-results/domain-chips-390-scrolled.png" });
  await left.click();
  await expect.poll(scrollLeft).toBeLessThanOrEqual(1);
  await expect(left).toHaveCount(0);

  // Tab walks the chips; each one focused is fully in view, not under an arrow button.
  await chips.getByRole("button", { name: /^All/ }).focus();
  const last = chips.getByRole("button", { name: /^Social & Governance Systems/ });
  for (let i = 0; i < 7; i += 1) await page.keyboard.press("Tab");
  await expect(last).toBeFocused();
  await expect.poll(scrollLeft).toBeGreaterThan(100);
  // The row stops scrolling at its end: no arrow on the right any more.
  await expect(right).toHaveCount(0);
  const lastBox = await box(last);
  expect(lastBox.x).toBeGreaterThanOrEqual(0);
  expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(390);
  const leftBox = await box(left);
  expect(lastBox.x).toBeGreaterThan(leftBox.x + leftBox.width);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/domain=Social/);
});

test("on a wide screen the domain chips wrap, with no arrow buttons", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await expect(page.locator("#root:not([inert])")).toHaveCount(1);
  const chips = page.getByRole("group", { name: "Filter by domain" });
  const frame = chips.locator("xpath=..");
  await expect(chips.getByRole("button", { name: /^Social & Governance Systems/ })).toBeVisible();
  await expect(frame.getByRole("button", { name: /^Scroll domains/ })).toHaveCount(0);
  await chips.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/domain-chips-1280.png" });
});
