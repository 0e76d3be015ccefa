import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  apiLogin,
  apiSignUp,
  DEMO_CONTRIBUTOR,
  pngFile,
  writeDraftPastContributorOffer,
} from "./helpers";

async function fillSummary(page: Page, title: string) {
  const form = page.getByRole("form", { name: "New Case Study" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("One-liner").fill("Fishers and the state share the rules of a lagoon.");
  await form.getByLabel("Domain").selectOption("Culture & Heritage");
  await form.getByLabel("Location", { exact: true }).fill("Chilika Lake, Odisha");
  await form.getByLabel("Country").fill("India");
  await form.getByLabel("Latitude").fill("19.72");
  await form.getByLabel("Longitude").fill("85.32");
  await form.getByLabel("Dates").fill("2001–2024");
  return form;
}

test("a contributor writes a case study with two images, drafts it, publishes it and finds it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Lagoon fisheries of Chilika ${randomBytes(3).toString("hex")}`;
  await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);

  await page.goto("/publish/case-study");
  const form = await fillSummary(page, title);
  await form
    .getByLabel("Problem")
    .fill("Shrimp enclosures blocked the channels that small boats relied on.");
  await form
    .getByLabel("Add Images")
    .setInputFiles([await pngFile("lagoon.png", "#1565c0"), await pngFile("boats.png", "#2e7d32")]);
  const alts = form.getByLabel("Alt text");
  await expect(alts).toHaveCount(2);
  await alts.nth(0).fill("Open water of the lagoon at dusk");
  await alts.nth(1).fill("Wooden boats pulled up on the shore");

  await page.getByRole("main").getByRole("button", { name: "Save Draft" }).click();
  // Saved, still in the editor.
  await expect(page.getByRole("status").filter({ hasText: /^Draft saved at / })).toBeVisible();
  await expect(page).toHaveURL(/\/publish\/case-study\/[0-9a-f-]{36}$/);
  await page.goto("/dashboard");

  // The draft, with its completeness: title, one-liner, domain and problem of six fields.
  await page.getByRole("tab", { name: /^Drafts \(\d+\)$/ }).click();
  const progress = page.getByRole("progressbar", { name: `Completeness of ${title}` });
  await expect(progress).toHaveAttribute("aria-valuenow", "67");
  await expect(page.getByText("67% complete").first()).toBeVisible();

  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("form", { name: "Edit Case Study" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Edit Case Study" }).getByLabel("Title")).toHaveValue(
    title,
  );
  await page.getByRole("main").getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // In the feed under its domain chip.
  await page.goto("/");
  await page
    .getByRole("group", { name: "Filter by domain" })
    .getByRole("button", { name: /^Culture & Heritage \(\d+\)$/ })
    .click();
  await expect(page).toHaveURL(/domain=Culture/);
  const card = page.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole("img").first()).toHaveAttribute(
    "src",
    /\/api\/uploads\/[0-9a-f-]+\/card$/,
  );

  // On the map.
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Map" }).click();
  await expect(page.getByRole("region", { name: "Research Locations", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Case Study: ${title}` })).toBeVisible({
    timeout: 15_000,
  });

  // And its page.
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "List" }).click();
  await page.getByRole("article", { name: title }).getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole("main").getByText("Published", { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Photos (2)" })).toBeVisible();
  await page
    .getByRole("button", { name: /View image 1 full size|Open water of the lagoon/ })
    .first()
    .click();
  const viewer = page.getByRole("dialog");
  await expect(viewer.getByRole("img")).toHaveAttribute("src", /\/api\/uploads\/[0-9a-f-]+$/);
  await viewer.getByRole("button", { name: "Close" }).click();
});

test("an anonymous visitor who tries to like gets the sign-in panel", async ({ page }) => {
  await page.goto("/");
  const like = page
    .getByRole("article")
    .first()
    .getByRole("button", { name: /^Like, \d+ likes?$/ });
  let liked = false;
  page.on("request", (request) => {
    if (request.url().includes("/api/likes")) liked = true;
  });
  await like.click();
  await expect(page.getByRole("dialog", { name: "Account" })).toBeVisible();
  expect(liked).toBe(false);
});

test("a free user is told before writing, writes a draft, meets the upgrade at Publish, pays, and the case study is published", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await apiSignUp(page.request, "Noor Haddad");
  const title = `Qanat water sharing ${randomBytes(3).toString("hex")}`;
  await page.goto("/publish/case-study");
  // Before any editor: the offer says what publishing needs.
  await expect(page.getByRole("dialog", { name: "Upgrade to Contributor" })).toBeVisible();
  await expect(page.getByRole("form", { name: "New Case Study" })).toHaveCount(0);
  await writeDraftPastContributorOffer(page, "case studies");
  await fillSummary(page, title);
  await page.getByRole("main").getByRole("button", { name: "Publish" }).click();

  const upgrade = page.getByRole("dialog", { name: "Upgrade to Contributor" });
  await expect(upgrade).toBeVisible();
  await expect(upgrade.getByText("$120/year")).toBeVisible();
  await expect(upgrade.getByText("Save $24")).toBeVisible();
  await upgrade.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Pay $120" }).click();
  await expect(page.getByRole("dialog", { name: "Payment successful" })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });

  const me = await (await page.request.get("/api/auth/me")).json();
  expect(me.user).toMatchObject({ role: "contributor", isContributor: true });
  const mine = await (await page.request.get("/api/content?author=me&status=published")).json();
  expect(mine.items.map((i: { title: string }) => i.title)).toContain(title);
});
