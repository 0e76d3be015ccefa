import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { expectNoSeriousViolations } from "./helpers";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

for (const width of [390, 1280]) {
  test(`at ${width} px, an essay card leads to the essay's slug URL, and its old id URL moves there`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const list = await (await page.request.get("/api/content?type=opinion-essay&limit=1")).json();
    const essay = list.items[0] as { id: string; slug: string; title: string };
    expect(essay.slug).not.toMatch(UUID);

    await page.goto("/?type=opinion-essay");
    const card = page.getByRole("article", { name: essay.title });
    const link = card.getByRole("link", { name: essay.title });
    await expect(link).toHaveAttribute("href", `/opinion-essay/${essay.slug}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/opinion-essay/${essay.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: essay.title })).toBeVisible();

    // A link to the id, as older pages and bookmarks have it.
    const response = await page.goto(`/opinion-essay/${essay.id}?from=bookmark`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/opinion-essay/${essay.slug}\\?from=bookmark$`));
    await expect(page.getByRole("heading", { level: 1, name: essay.title })).toBeVisible();
    await expectNoSeriousViolations(page, `opinion essay at ${width} px`);
  });
}
