import { expect } from "@playwright/test";
import { test } from "./fixtures";

const VALENCIA = "Thursdays at the Apostles' Door: the Valencia huerta";

for (const width of [390, 1280]) {
  test(`a demo trip shows its photos on a fresh install at ${width} px`, async ({
    page,
    request,
  }) => {
    const feed = (await (await request.get("/api/content?type=trip&limit=50")).json()) as {
      items: { slug: string; title: string; imageCount: number }[];
    };
    const trip = feed.items.find((item) => item.title === VALENCIA);
    expect(trip?.imageCount).toBe(2);
    expect(feed.items.filter((item) => item.imageCount > 0).length).toBeGreaterThanOrEqual(3);

    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/trip/${trip!.slug}`);
    const photos = page.getByRole("region", { name: "Photos (2)" });
    await expect(photos).toBeVisible();
    const images = photos.getByRole("img");
    await expect(images).toHaveCount(2);
    await expect(images.first()).toHaveAttribute("alt", /^Illustration: /);
    // Each picture has arrived (a decoded image has a width).
    await expect
      .poll(() =>
        images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await photos.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/trip-photos-${width}.png` });
  });
}
