import { expect, type BrowserContext, type Page, type Route } from "@playwright/test";
import { test } from "./fixtures";
import { DEMO_CONTRIBUTOR, apiLogin, expectNoSeriousViolations } from "./helpers";

// The service worker must be able to register (the config blocks it elsewhere).
test.use({ serviceWorkers: "allow" });
// A first visit, a worker that starts keeping the app, several dialogs and
// screens each checked with axe, then the network back: longer than 30 s on
// a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

/** apps/web/src/lib/offline/unavailable-texts.ts: a part of the app not kept on the device yet. */
const NOT_KEPT = "This part of Field Commons is not on this device yet.";
const NOT_KEPT_TITLE = "Not on this device yet";
const CRASH = "Something went wrong";

/**
 * Opens `path` as a first visit whose network goes away while the service
 * worker is still keeping the app: the worker's downloads are held until the
 * network is gone and then fail, so it never controls the page and every
 * chunk the page has not loaded yet is out of reach.
 */
async function firstVisitThenOffline(page: Page, context: BrowserContext, path: string) {
  const held: Route[] = [];
  await context.route("**/assets/**", (route) => {
    if (route.request().serviceWorker()) held.push(route);
    else void route.fallback();
  });
  await page.goto(path);
  await expect(page.locator("#root:not([inert])")).toHaveCount(1);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.installing ? "installing" : "not yet";
      }),
    )
    .toBe("installing");
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await context.setOffline(true);
  for (const route of held.splice(0)) await route.abort("internetdisconnected");
  await context.unroute("**/assets/**");
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
}

/** Follows a link of the header (behind Menu on a phone). */
async function followHeaderLink(page: Page, width: number, name: string) {
  const banner = page.getByRole("banner");
  if (width < 768) await banner.getByRole("button", { name: "Menu" }).click();
  await banner.getByRole("link", { name, exact: true }).first().click();
}

/** The message that stands in for a screen whose chunk is out of reach, with the layout kept. */
async function expectScreenNotKept(page: Page) {
  // The screen's own heading first: until the navigation ends, the page left
  // (with the closed dialogs that stood in for its own parts) is still shown.
  await expect(
    page.getByRole("main").getByRole("heading", { level: 1, name: NOT_KEPT_TITLE }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByText(NOT_KEPT)).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Try Again" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Offline")).toBeVisible();
  await expect(page.getByText(CRASH)).toHaveCount(0);
}

/** The dialog that stands in for one whose chunk is out of reach; closes it. */
async function expectDialogNotKept(page: Page, label: string) {
  const dialog = page.getByRole("dialog", { name: NOT_KEPT_TITLE });
  await expect(dialog).toContainText(NOT_KEPT);
  await expect(page.getByText(CRASH)).toHaveCount(0);
  await expectNoSeriousViolations(page, label);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

for (const width of [390, 1280]) {
  test(`signed out, a first visit to the planner that loses its network keeps working and loads the rest when it returns, at ${width} px`, async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.setViewportSize({ width, height: 900 });
    await firstVisitThenOffline(page, context, "/trip-planner");

    await page.getByRole("button", { name: "Use Template" }).click();
    await expectDialogNotKept(page, `template offline ${width}px`);

    // The account panel (Sign In to Save, in the phone's action bar).
    if (width < 768) {
      await page
        .getByRole("region", { name: "Trip actions" })
        .getByRole("button", { name: "Sign In to Save" })
        .click();
    } else {
      await page.getByRole("button", { name: "Sign In to Save Trip" }).click();
    }
    await expectDialogNotKept(page, `account panel offline ${width}px`);

    // The planner itself goes on: a card is added with no network.
    const cards = page.getByRole("article");
    const before = await cards.count();
    await page.getByRole("button", { name: "Add Section Card" }).first().click();
    await page
      .getByRole("dialog", { name: "Add Section Card" })
      .getByRole("button", { name: "Budget" })
      .click();
    await expect(cards).toHaveCount(before + 1);

    await followHeaderLink(page, width, "Search");
    await expect(page).toHaveURL(/\/search$/);
    await expectScreenNotKept(page);
    await expectNoSeriousViolations(page, `search offline ${width}px`);
    await page.screenshot({ path: `test-results/offline-first-visit-${width}.png` });

    await followHeaderLink(page, width, "Jobs");
    await expect(page).toHaveURL(/\/jobs$/);
    await expectScreenNotKept(page);
    // Try Again with no network says the same, calmly.
    await page.getByRole("main").getByRole("button", { name: "Try Again" }).click();
    await expectScreenNotKept(page);

    // The network returns: the screen loads by itself.
    await context.setOffline(false);
    await expect(page.getByRole("heading", { level: 1, name: "Jobs Board" })).toBeVisible();
    await followHeaderLink(page, width, "Search");
    await expect(page.getByRole("heading", { level: 1, name: "Smart Search" })).toBeVisible();
    await followHeaderLink(page, width, "Plan a Trip");
    await expect(page).toHaveURL(/\/trip-planner$/);
    await page.getByRole("button", { name: "Use Template" }).click();
    await expect(page.getByRole("dialog", { name: "Choose a Trip Template" })).toBeVisible();
    await expect(page.getByText(CRASH)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

for (const width of [390, 1280]) {
  test(`signed in, a first visit to the planner that loses its network keeps working, at ${width} px`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
    await firstVisitThenOffline(page, context, "/trip-planner");
    // With saved trips, the planner opens on My Trips (loaded before the network went).
    const myTrips = page.getByRole("dialog", { name: "My Trips" });
    await expect(myTrips).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(myTrips).toBeHidden();

    await page.getByRole("button", { name: "Use Template" }).click();
    await expectDialogNotKept(page, `template offline ${width}px`);
    await page.getByRole("button", { name: "AI Research Copilot" }).click();
    await expectDialogNotKept(page, `copilot offline ${width}px`);

    await followHeaderLink(page, width, "Jobs");
    await expectScreenNotKept(page);

    await context.setOffline(false);
    await expect(page.getByRole("heading", { level: 1, name: "Jobs Board" })).toBeVisible();
    await page.goBack();
    // Back on the planner, My Trips opens again, now that its code is in.
    await expect(myTrips).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(myTrips).toBeHidden();
    await page.getByRole("button", { name: "AI Research Copilot" }).click();
    await expect(page.getByRole("dialog", { name: "AI Research Copilot" })).toBeVisible();
  });
}

test("signed out on a phone, a case study opened from the first page after the network went says it is not kept, then opens when the network returns", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await firstVisitThenOffline(page, context, "/");
  const link = page.locator('main a[href^="/case-study/"]').filter({ visible: true }).first();
  const href = (await link.getAttribute("href"))!;
  const slug = href.slice("/case-study/".length);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/case-study/${slug}$`));
  await expectScreenNotKept(page);

  await context.setOffline(false);
  const study = (await (await page.request.get(`/api/content/case-study/${slug}`)).json()) as {
    title: string;
  };
  await expect(page.getByRole("heading", { level: 1, name: study.title })).toBeVisible();
  await expect(page.getByText(CRASH)).toHaveCount(0);
});
