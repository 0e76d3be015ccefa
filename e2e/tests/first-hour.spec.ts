import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  DEMO_CONTRIBUTOR,
  PASSWORD,
  apiLogin,
  apiSignUp,
  openAccountPanel,
  uniqueEmail,
} from "./helpers";

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls so the feed's controls sit near the top of the window. */
async function scrollToFeed(page: Page) {
  await page.getByRole("heading", { name: "Research Feed" }).evaluate((heading) => {
    window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 16);
  });
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  return scrollY(page);
}

test.describe("the feed keeps its place", () => {
  test("tabs, chips and search update the results in place, live in the URL, and Back restores them and the scroll", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const list = page.getByRole("list", { name: "Content" });
    // A changed feed keeps the old results in view, dimmed and busy, until the new ones arrive.
    const settled = () => expect(page.locator("main [aria-busy='true']")).toHaveCount(0);
    await expect(list.getByRole("article").first()).toBeVisible();
    // The server's page is inert until the app takes it over; a click before
    // that would have Playwright scroll the page looking for a clickable spot.
    await expect(page.locator("#root:not([inert])")).toHaveCount(1);
    const top = await scrollToFeed(page);

    await page.getByRole("tab", { name: "Case Studies" }).click();
    await expect(page).toHaveURL(/\?type=case-study$/);
    await settled();
    await expect(list.getByRole("article").first()).toBeVisible();
    expect(Math.abs((await scrollY(page)) - top)).toBeLessThan(5);

    const chips = page.getByRole("group", { name: "Filter by domain" });
    await chips.getByRole("button", { name: /^Water & Oceans/ }).click();
    await expect(page).toHaveURL(/domain=Water/);
    expect(Math.abs((await scrollY(page)) - top)).toBeLessThan(5);

    const search = page.getByRole("searchbox", { name: "Search content" });
    await search.fill("fish");
    await expect(page).toHaveURL(/q=fish/);
    await expect(search).toBeFocused();
    await expect(search).toBeInViewport();
    expect(Math.abs((await scrollY(page)) - top)).toBeLessThan(5);

    // The search replaced its entry; Back undoes the chip, then the tab.
    await page.goBack();
    await expect(page).toHaveURL(/\?type=case-study$/);
    await expect(page.getByRole("tab", { name: "Case Studies" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("tab", { name: "All Content" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await settled();

    // Open an item further down and come back: the feed is where it was.
    const card = list.getByRole("article").nth(4);
    await card.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(top);
    await card.getByRole("heading").getByRole("link").click();
    await expect(page).not.toHaveURL(/\/$/);
    await page.goBack();
    await settled();
    await expect(list.getByRole("article").nth(4)).toBeVisible();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 5);
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(5);
  });

  test("on a phone the domain chips show that more wait to the side", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const chips = page.getByRole("group", { name: "Filter by domain" });
    await expect(chips.getByRole("button", { name: /^All/ })).toBeVisible();
    const frame = chips.locator("xpath=..");
    await expect(frame).toHaveAttribute("data-overflow", "after");

    await chips.evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
    await expect(frame).toHaveAttribute("data-overflow", "before");
  });

  test("a card without images or a place shows a placeholder and the place 'Unknown'", async ({
    page,
  }) => {
    await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
    const title = `Seed libraries as commons ${randomBytes(3).toString("hex")}`;
    const created = await page.request.post("/api/content", {
      data: {
        type: "opinion-essay",
        title,
        body: {
          excerpt: "Community seed libraries keep varieties in common use.",
          thesis: "Seeds kept in common outlast seeds kept in vaults.",
        },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await page.request.post(`/api/content/${id}/publish`)).status()).toBe(200);

    await page.goto(`/?type=opinion-essay&q=${encodeURIComponent(title)}`);
    const card = page.getByRole("article", { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("cover-placeholder")).toBeVisible();
    // The spec's display fallback for a missing location.
    await expect(card.getByRole("listitem").filter({ hasText: "Location:" })).toHaveText(
      "Location: Unknown",
    );
  });
});

test("a signed-out like says why, starts in the e-mail field, and is made after signing in", async ({
  page,
}) => {
  const email = await apiSignUp(page.request, "Liking Reader");
  await page.request.post("/api/auth/logout");
  await page.goto("/");
  const card = page.getByRole("list", { name: "Content" }).getByRole("article").first();
  const like = card.getByRole("button", { name: /^Like, \d+ likes?$/ });
  const before = Number((await like.textContent())?.match(/\d+/)?.[0]);
  await like.click();

  const dialog = page.getByRole("dialog", { name: "Account" });
  await expect(dialog).toContainText("Sign in to like this");
  const emailField = dialog.getByLabel("Email");
  await expect(emailField).toBeFocused();
  await emailField.fill(email);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Login" }).click();

  await expect(dialog).toBeHidden();
  const unlike = card.getByRole("button", {
    name: `Unlike, ${before + 1} ${before + 1 === 1 ? "like" : "likes"}`,
  });
  await expect(unlike).toHaveAttribute("aria-pressed", "true");
  await expect(unlike).toBeFocused();
});

test("contributor sign-up shows each step long enough to read, then the plan and a first welcome", async ({
  page,
}) => {
  await page.goto("/");
  const dialog = await openAccountPanel(page);
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  await dialog.getByRole("radio", { name: /Contributor/ }).check();
  await dialog.getByLabel("Name").fill("Amara Diallo");
  await dialog.getByLabel("Email").fill(uniqueEmail("first-hour"));
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign Up" }).click();

  await expect(
    dialog.getByText("Account created successfully! Redirecting to payment..."),
  ).toBeVisible();
  await dialog
    .getByRole("region", { name: "Simulated payment" })
    .getByRole("button", { name: "Pay $120" })
    .click();
  const activated = dialog.getByText("Payment simulation: Contributor account activated!");
  await expect(activated).toBeVisible({ timeout: 10_000 });
  // It stays until the reader continues.
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("banner").getByRole("link", { name: "Amara Diallo" }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome to Field Commons, Amara Diallo!" }),
  ).toBeVisible();
  await expect(page.getByTestId("plan-badge")).toHaveText("Contributor plan");
});
