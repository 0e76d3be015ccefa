import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { apiSignUp } from "./helpers";

const CARDS = [
  { cardType: "transport", title: "Getting There", content: { type: "train", to: "Valencia" } },
  { cardType: "interview", title: "Irrigators" },
  { cardType: "checklist", title: "Checklist" },
];

for (const width of [390, 1280]) {
  test(`a trip's author saves it as a template, found under Custom, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await apiSignUp(page.request, "Template Maker");
    const created = await page.request.post("/api/trips", {
      data: {
        trip: {
          type: "trip",
          title: "A week in the huerta",
          domain: "Water & Oceans",
          location: { name: "Valencia", country: "Spain", lat: 39.47, lng: -0.38 },
          body: { city: "Valencia" },
        },
        cards: CARDS,
      },
    });
    expect(created.status()).toBe(201);
    const { trip } = (await created.json()) as { trip: { id: string } };

    await page.goto(`/trip-planner?trip=${trip.id}`);
    await page.getByRole("button", { name: "Save as Template" }).click();
    const dialog = page.getByRole("dialog", { name: "Save as Template" });
    const name = dialog.getByRole("textbox", { name: "Template name" });
    await expect(name).toHaveValue("A week in the huerta");
    const templateName = `Huerta week ${randomBytes(3).toString("hex")}`;
    await name.fill(templateName);
    await dialog.getByRole("button", { name: "Save Template" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      `Saved “${templateName}” as a template. Find it under Custom in Use Template.`,
    );
    await page.screenshot({ path: `test-results/save-as-template-${width}.png` });

    await dialog.getByRole("button", { name: "Show My Templates" }).click();
    const chooser = page.getByRole("dialog", { name: "Choose a Trip Template" });
    await chooser.getByRole("button", { name: /^Custom \(\d+\)$/ }).click();
    const card = chooser.getByRole("article", { name: templateName });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Custom");
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/save-as-template-custom-${width}.png` });
  });
}

test("Save as Template is for the trip's author only", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const feed = (await (await request.get("/api/content?type=trip&limit=1")).json()) as {
    items: { id: string }[];
  };
  await apiSignUp(page.request, "Trip Reader");
  await page.goto(`/trip-planner?trip=${feed.items[0]!.id}`);
  await expect(page.getByRole("button", { name: "Use Template" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("My New Trip");
  await expect(page.getByRole("button", { name: "Save as Template" })).toHaveCount(0);
});
