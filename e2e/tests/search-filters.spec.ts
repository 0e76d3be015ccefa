import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { expectNoAxeViolations } from "./helpers";

/** A word the demo content, trips and jobs are full of. */
const TERM = "water";

/** The seven commons domains. */
const COMMONS_DOMAINS = [
  "Land & Environment",
  "Water & Oceans",
  "Energy & Infrastructure",
  "Knowledge & Education",
  "Technology & Digital Access",
  "Culture & Heritage",
  "Social & Governance Systems",
];

function resultsLine(page: Page) {
  return page.getByRole("status").filter({ hasText: /^\d[\d,]* results? in \d[\d,]* ms$/ });
}

async function shownTotal(page: Page): Promise<number> {
  const text = (await resultsLine(page).textContent()) ?? "";
  return Number(/^([\d,]+) result/.exec(text)![1]!.replace(/,/g, ""));
}

/** A filter group's options as they read: label and count. */
async function options(panel: Locator, group: string) {
  const fieldset = panel.getByRole("group", { name: group });
  const more = fieldset.getByRole("button", { name: /^Show all/ });
  if ((await more.count()) > 0) await more.click();
  const boxes = fieldset.getByRole("checkbox");
  const out: Array<{ label: string; count: number }> = [];
  for (const box of await boxes.all()) {
    const label = (await box.locator("xpath=ancestor::label[1]").innerText()).trim();
    const match = /^(.*?)[\s,]+([\d,]+)$/s.exec(label);
    expect(match, `"${label}" carries a count`).not.toBeNull();
    out.push({ label: match![1]!, count: Number(match![2]!.replace(/,/g, "")) });
  }
  return out;
}

test.describe("search filters", () => {
  // The server indexes the demo content in the background after it starts:
  // counts are compared once the index has settled (two reads alike, apart).
  test.beforeAll(async ({ request }) => {
    test.setTimeout(150_000);
    let last = "";
    await expect
      .poll(
        async () => {
          const response = await request.post("/api/search/text", { data: { text: TERM } });
          if (!response.ok()) return false;
          const body = (await response.json()) as { total: number; facets: unknown };
          const now = JSON.stringify([body.total, body.facets]);
          const settled = body.total > 0 && now === last;
          last = now;
          return settled;
        },
        { timeout: 140_000, intervals: [5000] },
      )
      .toBe(true);
  });

  test("on a phone the results come first, and the filters open from a Filters button with this search's counts", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const viewport = { width: 390, height: 844 };
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`/search?q=${TERM}&type=text`);
    await expect(resultsLine(page)).toBeVisible();

    // The first result is on the first screen.
    const first = page.getByRole("article").first();
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(box.y).toBeLessThan(viewport.height);
    await expect(page.getByRole("complementary", { name: "Search filters" })).toBeHidden();
    // The related topics scroll in their own row: the page itself never scrolls sideways.
    await expect(page.getByRole("list", { name: "Related topics" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);

    const total = await shownTotal(page);
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Filters" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Numbers are results of this search.")).toBeVisible();
    await expectNoAxeViolations(page);

    // Every result has one type: the type counts add up to the results.
    const types = await options(dialog, "Types");
    expect(types.length).toBeGreaterThan(1);
    expect(types.reduce((sum, t) => sum + t.count, 0)).toBe(total);
    // Readers see one domain vocabulary: the seven commons domains.
    const domains = await options(dialog, "Domains");
    expect(domains.length).toBeGreaterThan(0);
    for (const d of domains) expect(COMMONS_DOMAINS).toContain(d.label);

    // Choosing a type leaves as many results as it said.
    const chosen = types.find((t) => t.label === "Case Study") ?? types[0]!;
    await dialog.getByRole("checkbox", { name: new RegExp(`^${chosen.label}\\b`) }).check();
    await expect(page).toHaveURL(/types=/);
    const show = dialog.getByRole("button", {
      name: `Show ${chosen.count} result${chosen.count === 1 ? "" : "s"}`,
    });
    await expect(show).toBeVisible();
    // The type's own count stays; the others are still there to add.
    expect(await options(dialog, "Types")).toEqual(types);
    await show.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
    await expect(resultsLine(page)).toHaveText(new RegExp(`^${chosen.count} results? in`));
    expect(await shownTotal(page)).toBe(chosen.count);
    await expect(page.getByRole("article")).toHaveCount(Math.min(chosen.count, 50));

    // A domain's count, with the type kept, is what choosing it leaves too.
    await page.getByRole("button", { name: "Filters (1)" }).click();
    await expect(dialog.getByRole("button", { name: /^Show \d/ })).toBeVisible();
    const domain = (await options(dialog, "Domains"))[0]!;
    await dialog.getByRole("checkbox", { name: new RegExp(`^${domain.label}`) }).check();
    await dialog
      .getByRole("button", { name: `Show ${domain.count} result${domain.count === 1 ? "" : "s"}` })
      .click();
    await expect(page.getByRole("button", { name: "Filters (2)" })).toBeVisible();
    expect(await shownTotal(page)).toBe(domain.count);
    await expect(page.getByRole("article")).toHaveCount(Math.min(domain.count, 50));
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("at 1280 px the filters stay beside the results, and a job shows its own field", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`/search?q=${TERM}&type=text`);
    await expect(resultsLine(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeHidden();
    const aside = page.getByRole("complementary", { name: "Search filters" });
    await expect(aside).toBeVisible();
    const total = await shownTotal(page);
    const types = await options(aside, "Types");
    expect(types.reduce((sum, t) => sum + t.count, 0)).toBe(total);
    const jobs = types.find((t) => t.label === "Job");
    expect(jobs, "the demo jobs mention water").toBeDefined();

    await aside.getByRole("checkbox", { name: /^Job\b/ }).check();
    await expect(resultsLine(page)).toHaveText(new RegExp(`^${jobs!.count} results? in`));
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(jobs!.count);
    for (const card of await cards.all()) {
      await expect(card.getByText(/^Field: /)).toBeVisible();
    }
    for (const d of await options(aside, "Domains")) expect(COMMONS_DOMAINS).toContain(d.label);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
