import { randomBytes } from "node:crypto";
import { expect, request as playwrightRequest, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { apiSignUp, PASSWORD, uniqueEmail } from "./helpers";

/** The accessible names of the elements, in order (aria-labelledby or aria-label). */
function names(nodes: Element[]): string[] {
  return nodes.map((node) => {
    const ids = node.getAttribute("aria-labelledby");
    const text = ids
      ? ids
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ")
      : node.getAttribute("aria-label");
    return (text ?? "").trim();
  });
}

async function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole("list", { name: "Section cards" }).getByRole("article").evaluateAll(names);
}

test("an anonymous visitor builds a trip from a template, reorders cards, signs up and the trip is saved", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/trip-planner");
  await expect(page.getByRole("heading", { level: 1, name: "My New Trip" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Section cards" }).getByRole("article")).toHaveCount(
    10,
  );

  // From a template.
  await page.getByRole("button", { name: "Use Template" }).click();
  const chooser = page.getByRole("dialog", { name: "Choose a Trip Template" });
  const template = chooser.getByRole("article").first();
  const templateName = ((await template.getByRole("heading").first().textContent()) ?? "").trim();
  await template.getByRole("button", { name: "Use Template" }).click();
  await expect(chooser).toBeHidden();
  const fromTemplate = await cardTitles(page);
  expect(fromTemplate.length).toBeGreaterThanOrEqual(3);

  // Add a card.
  await page.getByRole("button", { name: "Add Section Card" }).click();
  await page
    .getByRole("dialog")
    .getByRole("list", { name: "Card types" })
    .getByRole("button", { name: "Checklist" })
    .click();
  await expect.poll(async () => (await cardTitles(page)).length).toBe(fromTemplate.length + 1);
  const withChecklist = await cardTitles(page);
  const added = withChecklist[withChecklist.length - 1]!;

  // Reorder by keyboard: the new card moves up one place.
  const handle = page.getByRole("button", { name: `Reorder ${added}` });
  await handle.focus();
  // dnd-kit measures the layout between key events: give it a moment.
  await page.keyboard.press("Space");
  await page.waitForTimeout(300);
  await page.keyboard.press("ArrowUp");
  await page.waitForTimeout(300);
  await page.keyboard.press("Space");
  await expect
    .poll(async () => (await cardTitles(page)).indexOf(added))
    .toBe(withChecklist.length - 2);

  // Reorder by drag: the first card goes below the second. The cards are tall,
  // so the window is made tall enough to hold both.
  await page.setViewportSize({ width: 1280, height: 2400 });
  const [first, second] = await cardTitles(page);
  await page.getByRole("button", { name: `Reorder ${first}` }).scrollIntoViewIfNeeded();
  const from = await page.getByRole("button", { name: `Reorder ${first}` }).boundingBox();
  const to = await page.getByRole("button", { name: `Reorder ${second}` }).boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(
      from!.x + from!.width / 2,
      from!.y + ((to!.y + to!.height - from!.y) * step) / 12 + 5,
    );
  }
  await page.mouse.up();
  await expect.poll(async () => (await cardTitles(page)).slice(0, 2)).toEqual([second, first]);
  const localOrder = await cardTitles(page);

  // Sign up from the planner: the local trip is saved to the new account.
  await page.getByRole("button", { name: "Sign In to Save Trip" }).click();
  const panel = page.getByRole("dialog", { name: "Account" });
  await panel.getByRole("tab", { name: "Sign Up" }).click();
  await panel.getByLabel("Name").fill("Thandiwe Dube");
  await panel.getByLabel("Email").fill(uniqueEmail("planner"));
  await panel.getByLabel("Password").fill(PASSWORD);
  await panel.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/[?&]trip=[0-9a-f-]{36}/, { timeout: 20_000 });
  const tripId = new URL(page.url()).searchParams.get("trip")!;
  const saved = await (await page.request.get(`/api/trips/${tripId}`)).json();
  expect(saved.cards.map((c: { title: string }) => c.title)).toEqual(localOrder);
  expect(saved.trip.author.name).toBe("Thandiwe Dube");
  expect(templateName.length).toBeGreaterThan(0);
});

test("a free user who already has five trips is told about the limit", async ({ page }) => {
  await apiSignUp(page.request, "Five Trips");
  for (let i = 0; i < 5; i++) {
    const response = await page.request.post("/api/trips", {
      data: { trip: { type: "trip", title: `Trip ${i}` }, cards: [] },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto("/trip-planner");
  // With saved trips, the planner offers them first; this user starts a new one.
  const selector = page.getByRole("dialog", { name: "My Trips" });
  await selector.getByRole("button", { name: "Start a new trip" }).click();
  await expect(selector).toHaveCount(0);
  await page.getByRole("button", { name: "Save Trip" }).click();
  await expect(
    page
      .getByText(
        "Free accounts can create up to 5 trips. Upgrade to Contributor for unlimited trips.",
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Upgrade to Contributor" })).toBeVisible();
});

test("a published trip waits for review, then shows in the feed and on the map once approved", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = `Chilika fishers' landing sites ${randomBytes(3).toString("hex")}`;
  await apiSignUp(page.request, "Ravi Patnaik");
  await page.goto("/trip-planner");
  const edit = page.getByRole("dialog");
  // Once seen closing again by itself on a loaded machine (focus back on the
  // button, no dialog); a person clicks again, and so does the test.
  await expect(async () => {
    if (!(await edit.isVisible())) await page.getByRole("button", { name: "Edit Trip" }).click();
    await expect(edit).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await edit.getByLabel("Title").fill(title);
  await edit.getByLabel("Country").fill("India");
  await edit.getByLabel("City").fill("Satapada");
  await edit.getByLabel("Domain").selectOption("Water & Oceans");
  await edit.getByLabel("Latitude").fill("19.66");
  await edit.getByLabel("Longitude").fill("85.44");
  await edit.getByRole("button", { name: "Apply Changes" }).click();
  await page.getByRole("button", { name: "Save Trip" }).click();
  await expect(page).toHaveURL(/[?&]trip=[0-9a-f-]{36}/, { timeout: 20_000 });
  const tripId = new URL(page.url()).searchParams.get("trip")!;

  await page
    .getByRole("region", { name: "Publish" })
    .getByRole("button", { name: "Publish Trip" })
    .click();
  await expect(page.getByText(/will be reviewed before going live/)).toBeVisible();

  // Not public until an admin approves it.
  const anonymous = await playwrightRequest.newContext({ baseURL });
  expect((await anonymous.get(`/api/trips/${tripId}`)).status()).toBe(404);
  const admin = await playwrightRequest.newContext({ baseURL });
  await admin.post("/api/auth/login", {
    data: { email: "admin@fieldcommons.demo", password: "commons-admin-demo" },
  });
  expect(
    (
      await admin.patch(`/api/content/${tripId}/status`, { data: { status: "published" } })
    ).status(),
  ).toBe(200);

  await page.goto("/?type=trip");
  await expect(page.getByRole("article", { name: title })).toBeVisible();
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Map" }).click();
  await expect(page.getByRole("button", { name: `Field Work: ${title}` })).toBeVisible({
    timeout: 15_000,
  });
  await page.goto(`/trip/${tripId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveCount(1);
  await anonymous.dispose();
  await admin.dispose();
});
