import { expect } from "@playwright/test";
import { test } from "./fixtures";

test("the header links and the Publish dropdown", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Explore" })).toHaveAttribute("href", "/");
  await expect(banner.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
  await expect(banner.getByRole("link", { name: "Jobs" })).toHaveAttribute("href", "/jobs");
  await expect(banner.getByRole("link", { name: "Plan a Trip" })).toHaveAttribute(
    "href",
    "/trip-planner",
  );
  await expect(banner.getByRole("link", { name: "Dashboard" })).toHaveCount(0);

  const publish = banner.getByRole("button", { name: "Publish" });
  await publish.click();
  await expect(publish).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator(`#${await publish.getAttribute("aria-controls")}`);
  await expect(menu.getByRole("link")).toHaveText([
    "Case Study",
    "Field Work",
    "Opinion Essay",
    "Interview",
    "Policy Brief",
    "Recording",
  ]);
  // An outside click closes it.
  await page.mouse.click(5, 600);
  await expect(menu).toBeHidden();

  await banner.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the home hero", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Plan a Trip" })).toHaveAttribute(
    "href",
    "/trip-planner",
  );
  await main.getByRole("link", { name: "Explore Discoveries" }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test("an unknown page shows the not-found page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("link", { name: /home/i })).toBeVisible();
});

test.describe("on a narrow screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens and its links work", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "About" })).toBeHidden();
    const menuButton = banner.getByRole("button", { name: "Menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("signing in works from the menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Login", exact: true }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Login" }).click();
    await dialog.getByLabel("Email").fill("researcher@fieldcommons.demo");
    await dialog.getByLabel("Password").fill("commons-researcher-demo");
    await dialog.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Login successful!")).toBeVisible();
  });
});
