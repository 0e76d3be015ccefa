import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { DEMO_CONTRIBUTOR, apiLogin, apiSignUp } from "./helpers";

/** Opens the account panel from the header (behind the Menu button on a phone). */
async function openAccount(page: Page, width: number) {
  const banner = page.getByRole("banner");
  if (width < 768) await banner.getByRole("button", { name: "Menu" }).click();
  await banner.getByRole("button", { name: "Account", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Account" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The value beside a term of the panel's summary. */
function detail(dialog: ReturnType<Page["getByRole"]>, term: string) {
  return dialog.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
}

for (const width of [390, 1280]) {
  test(`signed in, the account panel shows the name, the role and Logout at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
    await page.goto("/");
    await expect(page.locator("#root:not([inert])")).toHaveCount(1);

    const dialog = await openAccount(page, width);
    await expect(detail(dialog, "Name")).toHaveText("Amara Okafor");
    await expect(detail(dialog, "Role")).toHaveText("Contributor");
    await page.screenshot({ path: `test-results/account-panel-${width}.png` });

    await dialog.getByRole("button", { name: "Logout" }).click();
    await expect(dialog).toBeHidden();
    if (width < 768) await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    await expect(
      page.getByRole("banner").getByRole("button", { name: "Login", exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Account" })).toHaveCount(0);
  });
}

test("a free account's panel names the role 'User'", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await apiSignUp(page.request, "Panel Reader");
  await page.goto("/dashboard");
  const dialog = await openAccount(page, 1280);
  await expect(detail(dialog, "Name")).toHaveText("Panel Reader");
  await expect(detail(dialog, "Role")).toHaveText("User");
  // Closing returns focus to the Account button.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("banner").getByRole("button", { name: "Account" })).toBeFocused();
});

test("at 1280 px the admin's header keeps its links and the Account button on one row", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await apiLogin(page.request, "admin@fieldcommons.demo", "commons-admin-demo");
  await page.goto("/dashboard");
  const banner = page.getByRole("banner");
  const account = banner.getByRole("button", { name: "Account", exact: true });
  await expect(account).toBeVisible();
  const admin = banner.getByRole("link", { name: "Admin", exact: true });
  const [a, b] = [await admin.boundingBox(), await account.boundingBox()];
  expect(Math.abs(a!.y + a!.height / 2 - (b!.y + b!.height / 2))).toBeLessThan(4);
});
