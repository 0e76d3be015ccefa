import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { expectNoAxeViolations } from "./helpers";

/** A word the demo content is full of (irrigation courts, canal societies, briefs). */
const TERM = "irrigation";

function resultsLine(page: Page) {
  return page.getByRole("status").filter({ hasText: /^\d[\d,]* results? in \d[\d,]* ms$/ });
}

async function search(page: Page, text: string) {
  const box = page.getByRole("combobox", { name: "Search", exact: true });
  await box.fill(text);
  await box.press("Enter");
  await expect(resultsLine(page)).toBeVisible();
}

test.describe("smart search", () => {
  // The server indexes the demo content in the background after it starts.
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await expect
      .poll(
        async () => {
          const response = await request.post("/api/search/text", { data: { text: TERM } });
          if (!response.ok()) return 0;
          const body = (await response.json()) as { total: number };
          return body.total;
        },
        { timeout: 110_000, intervals: [1000, 2000] },
      )
      .toBeGreaterThan(0);
  });

  for (const width of [390, 1280]) {
    test(`search, filter, pick a result, explore its graph and open it, at ${width} px`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();

      // The header leads here (behind the menu on a phone).
      await page.goto("/");
      const banner = page.getByRole("banner");
      if (width < 768) await banner.getByRole("button", { name: "Menu" }).click();
      await banner.getByRole("link", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(page.getByRole("heading", { level: 1, name: "Smart Search" })).toBeVisible();
      await expect(page.getByRole("button", { name: "community organizing" })).toBeVisible();
      await expectNoAxeViolations(page);

      // Each type finds the demo term.
      await search(page, TERM);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${TERM}`));
      await expect(page.getByRole("article").first()).toBeVisible();
      await expect(page.getByRole("article").first().locator("mark").first()).toBeVisible();
      await expect(page.getByRole("article").first()).toContainText(/\d+\.\d%/);
      for (const type of ["semantic", "text", "hybrid"] as const) {
        await page.getByLabel("Search type").selectOption(type);
        if (type === "hybrid") await expect(page).not.toHaveURL(/type=/);
        else await expect(page).toHaveURL(new RegExp(`type=${type}`));
        await expect(resultsLine(page)).toBeVisible();
        await expect(page.getByRole("article").first()).toBeVisible();
      }
      await expect(page.getByLabel("Semantic ratio")).toBeVisible();

      // Filter by type: case studies only (on a phone, in the Filters dialog).
      const narrow = width < 1024;
      if (narrow) await page.getByRole("button", { name: "Filters" }).click();
      const filters = narrow
        ? page.getByRole("dialog", { name: "Filters" })
        : page.getByRole("complementary", { name: "Search filters" });
      await filters.getByRole("checkbox", { name: /^Case Study/ }).check();
      await expect(page).toHaveURL(/types=case-study/);
      if (narrow) {
        await filters.getByRole("button", { name: /^Show \d/ }).click();
        await expect(filters).toBeHidden();
      }
      await expect(resultsLine(page)).toBeVisible();
      const cards = page.getByRole("article");
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      for (let i = 0; i < count; i++) {
        await expect(cards.nth(i).getByText("Case Study", { exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);

      // A shared link reproduces the search.
      const shared = page.url();
      await page.reload();
      await expect(page.getByRole("combobox", { name: "Search", exact: true })).toHaveValue(TERM);
      await expect(resultsLine(page)).toBeVisible();
      expect(page.url()).toBe(shared);

      // Pick the first result: its knowledge graph.
      const first = cards.first();
      const firstTitle = (await first.getByRole("heading", { level: 3 }).textContent())!.trim();
      await first.getByRole("button", { name: /Show in graph/ }).click();
      await expect(page).toHaveURL(/node=/);
      await expect(page.getByRole("heading", { level: 2, name: "Knowledge graph" })).toBeVisible();
      const graph = page.getByTestId("knowledge-graph");
      await expect(graph).toBeVisible();
      await expect(graph).toHaveAttribute("viewBox", "0 0 800 600");
      const nodes = graph.locator("[data-graph-node]");
      await expect.poll(() => nodes.count()).toBeGreaterThan(1);
      const details = page.getByTestId("node-details");
      await expect(details.getByRole("heading", { level: 3 })).toHaveText(firstTitle);

      // Labels and link labels really go away, and come back.
      const labels = graph.getByTestId("graph-node-label");
      const linkLabels = graph.getByTestId("graph-link-label");
      await expect.poll(() => labels.count()).toBeGreaterThan(1);
      await expect.poll(() => linkLabels.count()).toBeGreaterThan(0);
      await page.getByRole("button", { name: "Labels" }).click();
      await expect(page.getByRole("button", { name: "Labels" })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      await expect(labels).toHaveCount(0);
      await page.getByRole("button", { name: "Relationships" }).click();
      await expect(linkLabels).toHaveCount(0);
      await page.getByRole("button", { name: "Labels" }).click();
      await page.getByRole("button", { name: "Relationships" }).click();
      await expect.poll(() => labels.count()).toBeGreaterThan(1);
      await expect.poll(() => linkLabels.count()).toBeGreaterThan(0);

      // Zoom with the buttons, then reset.
      const zoom = page.getByTestId("graph-zoom");
      await expect(zoom).toHaveText(/100%/);
      await page.getByRole("button", { name: "Zoom in" }).click();
      await expect(zoom).toHaveText(/110%/);
      await page.getByRole("button", { name: "Zoom out" }).click();
      await page.getByRole("button", { name: "Zoom out" }).click();
      await expect(zoom).toHaveText(/90%/);
      await page.getByRole("button", { name: "Reset" }).click();
      await expect(zoom).toHaveText(/100%/);

      // Expand a neighbour by keyboard: its details, and its own neighbours asked for.
      const neighbour = nodes.nth(1);
      const neighbourId = (await neighbour.getAttribute("data-graph-node"))!;
      const neighbourName = (await neighbour.getAttribute("aria-label"))!;
      const expanded = page.waitForResponse(
        (response) =>
          response.url().includes(`/api/search/related/${neighbourId}`) && response.ok(),
      );
      await neighbour.focus();
      await page.keyboard.press("Enter");
      await expanded;
      await expect(neighbour).toHaveAttribute("aria-pressed", "true");
      await expect(details.getByRole("heading", { level: 3 })).toHaveText(
        neighbourName.replace(/ \([^)]+\)$/, ""),
      );
      await expect(page.getByText("Failed to load related nodes")).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Open the result: its canonical page.
      await first.getByRole("link", { name: /^Open/ }).click();
      await expect(page).toHaveURL(/\/case-study\/[^/?]+$/);
      await expect(page.getByRole("heading", { level: 1, name: firstTitle })).toBeVisible();

      // Recent searches stay across reloads.
      await page.goto("/search");
      const recent = page.getByRole("region", { name: "Recent searches" });
      await expect(recent.getByRole("button", { name: TERM, exact: true })).toBeVisible();
      await page.reload();
      await expect(recent.getByRole("button", { name: TERM, exact: true })).toBeVisible();
      await recent.getByRole("button", { name: `Remove “${TERM}” from recent searches` }).click();
      await expect(page.getByRole("region", { name: "Recent searches" })).toHaveCount(0);
      await context.close();
    });
  }

  test("a query of unknown words finds nothing in every mode; a typo still finds, marked", async ({
    page,
  }) => {
    for (const type of ["hybrid", "semantic", "text"]) {
      await page.goto(`/search?q=zzqxjv&type=${type}`);
      await expect(
        page.getByText("No results found. Try adjusting your search terms or filters"),
        type,
      ).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(0);
    }
    // One typo in a word of five or more letters: the word meant is found and marked.
    await page.goto("/search?q=irigation&type=text");
    const first = page.getByRole("article").first();
    await expect(first).toBeVisible();
    await expect(first.locator("mark").first()).toHaveText(/^irrigation/i);
  });

  test("blank text does nothing; an example search runs", async ({ page }) => {
    let searches = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/search/")) searches++;
    });
    await page.goto("/search");
    await page.getByRole("combobox", { name: "Search", exact: true }).fill("   ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    expect(searches).toBe(0);

    await page.getByRole("button", { name: "renewable energy" }).click();
    await expect(page).toHaveURL(/q=renewable\+energy/);
    await expect(resultsLine(page)).toBeVisible();
    expect(searches).toBeGreaterThan(0);
  });
});
