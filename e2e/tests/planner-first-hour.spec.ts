import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { apiSignUp, expectNoSeriousViolations } from "./helpers";

/**
 * A new user's first hour in the planner (issue reports): Use Template on an
 * open trip, the planner on a phone, the copilot, and the tabs of Nearby Places.
 */

const SHOTS = process.env.FC_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

function cards(page: Page) {
  return page.getByRole("list", { name: "Section cards" }).getByRole("article");
}

async function cardTitles(page: Page): Promise<string[]> {
  return cards(page).locator("h3").allTextContents();
}

/** Saves the planner's trip (the hero's Save Trip) and returns its id. */
async function saveNewTrip(page: Page, place: { title: string; city: string; country: string }) {
  await page.getByRole("button", { name: "Edit Trip" }).click();
  const edit = page.getByRole("dialog");
  await edit.getByLabel("Title").fill(place.title);
  await edit.getByLabel("City").fill(place.city);
  await edit.getByLabel("Country").fill(place.country);
  await edit.getByRole("button", { name: "Apply Changes" }).click();
  await page.getByRole("button", { name: "Save Trip" }).click();
  await expect(page).toHaveURL(/[?&]trip=[0-9a-f-]{36}/, { timeout: 20_000 });
  return new URL(page.url()).searchParams.get("trip")!;
}

async function myTripCount(page: Page): Promise<number> {
  const response = await page.request.get(
    "/api/content?type=trip&author=me&status=draft,pending,published,rejected,archived&limit=50",
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: unknown[] }).items.length;
}

test("Use Template on an open trip asks first, says how many free trips are left, and adds the cards to it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await apiSignUp(page.request, "Ingrid Solberg");
  await page.goto("/trip-planner");
  const tripId = await saveNewTrip(page, {
    title: "Lofoten cod fisheries",
    city: "Svolvær",
    country: "Norway",
  });
  await expect(page.getByText("Saved", { exact: true }).first()).toBeVisible();
  const before = await cardTitles(page);
  expect(before).toHaveLength(10);
  expect(await myTripCount(page)).toBe(1);

  await page.getByRole("button", { name: "Use Template" }).click();
  const chooser = page.getByRole("dialog", { name: "Choose a Trip Template" });
  const template = chooser.getByRole("article").first();
  const name = ((await template.getByRole("heading").first().textContent()) ?? "").trim();
  const cardCount = Number(
    /(\d+) cards?/.exec((await template.getByText(/^\d+ cards?$/).textContent()) ?? "")?.[1],
  );
  expect(cardCount).toBeGreaterThan(0);
  await template.getByRole("button", { name: "Use Template" }).click();

  // Asked first: what each choice does, with the real count of free trips left.
  const step = chooser.getByRole("group", { name: `Use “${name}”?` });
  await expect(step).toBeVisible();
  await expect(step.getByRole("button", { name: "Add to this trip" })).toHaveAccessibleDescription(
    `Adds the template's ${cardCount} cards to “Lofoten cod fisheries”. Its 10 cards, location and dates stay as they are, and no new trip is created.`,
  );
  await expect(step.getByRole("button", { name: "Create a new trip" })).toHaveAccessibleDescription(
    /This uses 1 of the free plan's 5 trips: you have 4 of 5 left\.$/,
  );
  await shot(page, "template-confirm-1280");
  await step.getByRole("button", { name: "Add to this trip" }).click();
  await expect(chooser).toBeHidden();

  // The same trip, its place and its cards kept, the template's cards after them.
  await expect(page).toHaveURL(new RegExp(`[?&]trip=${tripId}`));
  await expect(cards(page)).toHaveCount(10 + cardCount);
  expect((await cardTitles(page)).slice(0, 10)).toEqual(before);
  await expect(
    page
      .getByRole("region", { name: "Lofoten cod fisheries" })
      .getByText("Svolvær, Norway", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(`Added ${cardCount} cards from “${name}” to this trip.`, { exact: true }),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const saved = (await (await page.request.get(`/api/trips/${tripId}`)).json()) as {
        cards: unknown[];
      };
      return saved.cards.length;
    })
    .toBe(10 + cardCount);

  // No trip of the free plan was used.
  expect(await myTripCount(page)).toBe(1);
  await page.getByRole("button", { name: "Use Template" }).click();
  await chooser.getByRole("article").first().getByRole("button", { name: "Use Template" }).click();
  await expect(
    chooser.getByRole("button", { name: "Create a new trip" }),
  ).toHaveAccessibleDescription(/you have 4 of 5 left\.$/);
  await chooser.getByRole("button", { name: "Back to templates" }).click();
  await expect(chooser.getByRole("article").first()).toBeVisible();
});

test("on a 390 px phone the cards start collapsed, Expand all opens them, and the sticky bar saves", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await apiSignUp(page.request, "Tesfaye Bekele");
  await page.goto("/trip-planner");
  await expect(cards(page)).toHaveCount(10);
  const toggles = page
    .getByRole("list", { name: "Section cards" })
    .getByRole("button", { name: /^(Expand|Collapse) / });
  await expect(toggles).toHaveCount(10);
  for (const toggle of await toggles.all()) {
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(4500);

  // The action bar stays at the bottom of the viewport while the page scrolls.
  const bar = page.getByRole("region", { name: "Trip actions" });
  await expect(bar).toBeVisible();
  for (const y of [0, 1200]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
    expect(box.y + box.height).toBeGreaterThan(844 - 4);
  }
  await expect(bar.getByRole("button", { name: "Save", exact: true })).toBeVisible();
  await expect(bar.getByRole("button", { name: /^Preview/ })).toBeDisabled();
  await expect(bar.getByRole("button", { name: "Publish" })).toBeVisible();
  await shot(page, "planner-collapsed-390");
  await expectNoSeriousViolations(page, "planner");

  // A card's toggle is a button: by keyboard.
  const first = toggles.first();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Space");
  await expect(first).toHaveAttribute("aria-expanded", "false");

  await page.getByRole("button", { name: "Expand all" }).click();
  for (const toggle of await toggles.all()) {
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  }
  await expect(page.getByRole("button", { name: "Collapse all" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 3000));
  await shot(page, "planner-expanded-390");

  // The bar's Save saves the trip, as Save Trip does.
  await bar.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/[?&]trip=[0-9a-f-]{36}/, { timeout: 20_000 });
  const tripId = new URL(page.url()).searchParams.get("trip")!;
  const saved = (await (await page.request.get(`/api/trips/${tripId}`)).json()) as {
    cards: unknown[];
  };
  expect(saved.cards).toHaveLength(10);
  await expect(bar.getByRole("link", { name: "Preview" })).toHaveAttribute(
    "href",
    `/trip/${tripId}`,
  );

  // Nearby Places: all four tabs fit the phone.
  await page.getByRole("button", { name: "Collapse all" }).click();
  await page.getByRole("button", { name: "Expand Places to Visit" }).click();
  await page.getByRole("button", { name: "Find Nearby Places for Places to Visit" }).click();
  const finder = page.getByRole("dialog", { name: "Find Nearby Places" });
  const tablist = finder.getByRole("tablist", { name: "Place categories" });
  const list = (await tablist.boundingBox())!;
  const attractions = (await tablist.getByRole("tab", { name: "Attractions" }).boundingBox())!;
  expect(attractions.x + attractions.width).toBeLessThanOrEqual(list.x + list.width + 0.5);
  expect(attractions.x + attractions.width).toBeLessThanOrEqual(390);
  await shot(page, "places-tabs-390");
});

test("the copilot answers a question from the trip, and a checklist suggestion is added in one click", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await apiSignUp(page.request, "Marta Quispe");
  await page.goto("/trip-planner");
  await expect(cards(page)).toHaveCount(10);
  await page.getByRole("button", { name: "AI Research Copilot" }).click();
  const copilot = page.getByRole("dialog", { name: "AI Research Copilot" });
  await expect(copilot.getByRole("article").first()).toBeVisible();
  const question = copilot.getByRole("textbox", { name: "Ask about this trip" });
  await question.fill("What should I pack for the trip?");
  await question.press("Enter");
  const answer = copilot.getByRole("region", { name: "Answer" });
  await expect(answer).toContainText("The trip's checklist is empty.");
  const suggestion = answer.getByRole("article", { name: "Your checklist is empty" });
  await expect(suggestion).toBeVisible();
  await shot(page, "copilot-answer-1280");
  await suggestion.getByRole("button", { name: /^Add to trip/ }).click();
  await expect(suggestion.getByText("Added to trip")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(copilot).toBeHidden();

  // The checklist now holds the things the suggestion lists.
  const checklist = page.getByRole("article", { name: "Checklist" });
  for (const item of ["Ethics approval letter", "Recorder with spare batteries", "A notebook"]) {
    await expect(checklist.getByRole("checkbox", { name: item })).toBeVisible();
  }
  await page.getByRole("button", { name: "Save Trip" }).click();
  await expect(page).toHaveURL(/[?&]trip=[0-9a-f-]{36}/, { timeout: 20_000 });
  const tripId = new URL(page.url()).searchParams.get("trip")!;
  const saved = (await (await page.request.get(`/api/trips/${tripId}`)).json()) as {
    cards: { cardType: string; content: { items?: { text: string }[] } }[];
  };
  const list = saved.cards.find((c) => c.cardType === "checklist");
  expect(list?.content.items?.map((i) => i.text)).toEqual([
    "Ethics approval letter",
    "Consent forms in the local language",
    "Letters of introduction",
    "Recorder with spare batteries",
    "Offline maps",
    "A notebook",
  ]);
});
