import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { expectNoSeriousViolations } from "./helpers";

for (const width of [390, 1280]) {
  test(`at ${width} px, Explore Discoveries leads to the newest and most read work on /about`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const read = await (await page.request.get("/api/content?sort=read&limit=4")).json();
    const top = read.items[0] as { title: string; slug: string; counts: { views: number } };
    expect(top.counts.views).toBeGreaterThan(0);

    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Explore Discoveries" }).click();
    await expect(page).toHaveURL(/\/about$/);
    const section = page.getByRole("region", { name: "Discoveries" });
    await expect(section).toBeVisible();
    await expect(section.getByRole("list", { name: "Newest" }).getByRole("link")).toHaveCount(4);
    const mostRead = section.getByRole("list", { name: "Most read" });
    const first = mostRead.getByRole("listitem").first();
    await expect(first).toContainText(top.title);
    // Its real count: at least what the API said (this test at the other
    // width, running beside it, opens the same work and adds a view).
    const shown = /([\d,]+) views/.exec(await first.innerText())?.[1] ?? "0";
    expect(Number(shown.replace(/,/g, ""))).toBeGreaterThanOrEqual(top.counts.views);
    await expectNoSeriousViolations(page, `about discoveries at ${width} px`);

    await mostRead.getByRole("link", { name: top.title }).click();
    await expect(page).toHaveURL(new RegExp(`/${top.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: top.title })).toBeVisible();
  });
}
