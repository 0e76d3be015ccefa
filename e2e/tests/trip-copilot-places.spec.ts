import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { expectNoSeriousViolations } from "./helpers";

/**
 * The trip copilot answers the question asked (people to interview from
 * published work, or what it can answer), and Nearby Places without a
 * network says why and lets a place be added by hand. At 1280 and 390 px.
 */

const SHOTS = process.env.FC_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

const WIDTHS = [
  { name: "1280", width: 1280, height: 900 },
  { name: "390", width: 390, height: 844 },
] as const;

async function openCopilot(page: Page) {
  await page.goto("/trip-planner");
  await expect(page.getByRole("list", { name: "Section cards" }).getByRole("article")).toHaveCount(
    10,
  );
  await page.getByRole("button", { name: "AI Research Copilot" }).click();
  const copilot = page.getByRole("dialog", { name: "AI Research Copilot" });
  await expect(copilot.getByRole("article").first()).toBeVisible();
  return copilot;
}

async function ask(page: Page, copilot: ReturnType<Page["getByRole"]>, question: string) {
  const box = copilot.getByRole("textbox", { name: "Ask about this trip" });
  await box.fill(question);
  await box.press("Enter");
  const answer = copilot.getByRole("region", { name: "Answer" });
  await expect(answer).toContainText(`“${question}”`);
  return answer;
}

for (const size of WIDTHS) {
  test(`the copilot names people to interview from published work, and says what it can answer (${size.name} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const copilot = await openCopilot(page);

    const answer = await ask(page, copilot, "Who should I interview about water allocation?");
    await expect(answer).toContainText(/to consider interviewing about “water allocation”/);
    const people = answer.getByRole("list", { name: "People to interview" });
    const first = people.getByRole("article").first();
    await expect(first).toBeVisible();
    await expect(first).toContainText("It matches “water allocation”");
    await shot(page, `copilot-people-${size.name}`);
    await expectNoSeriousViolations(page, `copilot people ${size.name}`, '[role="dialog"]');

    // Every name comes from published work: the first person's work opens as a real page.
    const name = ((await first.getByRole("heading").textContent()) ?? "").trim();
    expect(name.length).toBeGreaterThan(0);
    const work = first.getByRole("list", { name: `Related work: ${name}` }).getByRole("link");
    const title = ((await work.first().textContent()) ?? "").trim();

    // A question it cannot answer: the kinds of question it can.
    const unknown = await ask(page, copilot, "asdf qwerty zxcv");
    await expect(unknown).toContainText("I can't answer that");
    await expect(unknown.getByRole("listitem")).toHaveCount(3);
    await expect(unknown.getByRole("listitem").first()).toContainText("Who to interview");
    await shot(page, `copilot-unknown-${size.name}`);

    const again = await ask(page, copilot, "Who should I interview about water allocation?");
    const link = again
      .getByRole("list", { name: "People to interview" })
      .getByRole("link", { name: title })
      .first();
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  });

  test(`Nearby Places offline says why and adds a place by hand (${size.name} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.route("**/api/places/search**", (route) => route.abort("internetdisconnected"));
    await page.goto("/trip-planner");
    const cards = page.getByRole("list", { name: "Section cards" });
    await expect(cards.getByRole("article")).toHaveCount(10);
    const placesCard = cards.getByRole("article", { name: "Places to Visit" });
    const expand = page.getByRole("button", { name: "Expand Places to Visit" });
    if (await expand.isVisible()) await expand.click();
    await page.getByRole("button", { name: "Find Nearby Places for Places to Visit" }).click();
    const finder = page.getByRole("dialog", { name: "Find Nearby Places" });
    await finder.getByRole("textbox", { name: "Location" }).fill("Cusco, Peru");
    await finder.getByRole("button", { name: "Search" }).click();

    const alert = finder.getByRole("alert");
    await expect(alert).toContainText("Failed to fetch places");
    await expect(alert).toContainText(
      "There is no network connection: this device could not reach Field Commons to look for places.",
    );
    await expect(alert.getByRole("button", { name: "Try Again" })).toBeVisible();
    await shot(page, `places-offline-${size.name}`);
    await expectNoSeriousViolations(page, `places offline ${size.name}`, '[role="dialog"]');

    await finder.getByRole("button", { name: "Add a place by hand" }).click();
    const form = finder.getByRole("region", { name: "Add a place by hand" });
    await form.getByRole("textbox", { name: /^Name/ }).fill("Mercado de San Pedro");
    await form
      .getByRole("combobox", { name: "Category" })
      .selectOption({ label: "Attraction, park, museum or library" });
    await form.getByRole("textbox", { name: "Address (optional)" }).fill("Calle Túpac Amaru");
    await shot(page, `places-by-hand-${size.name}`);
    await expectNoSeriousViolations(page, `places by hand ${size.name}`, '[role="dialog"]');
    await form.getByRole("button", { name: "Add to trip" }).click();
    await expect(finder.getByText("Mercado de San Pedro added to your trip.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(finder).toBeHidden();

    // On the card, as a found place would be.
    const items = placesCard.getByRole("list", { name: "Places to Visit items" });
    await expect(items).toContainText("Mercado de San Pedro");
    await expect(items).toContainText("Calle Túpac Amaru");
  });
}
