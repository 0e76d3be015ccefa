import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  DEMO_CONTRIBUTOR,
  apiLogin,
  apiSignUp,
  expectNoSeriousViolations,
  writeDraftPastContributorOffer,
} from "./helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIP = path.resolve(here, "../../apps/server/test/fixtures/speech/grazing-land.wav");
const SHOTS = process.env.RECORDINGS_SHOTS_DIR ?? path.resolve(here, "../../test-results");

function cardOf(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
}

/** The form with a title, Public and the file: what the hub's upload leaves for a draft. */
async function startRecording(page: Page, title: string, { freeAccount = false } = {}) {
  await page.goto("/publish/recording");
  if (freeAccount) await writeDraftPastContributorOffer(page, "recordings");
  await expect(page.getByRole("heading", { name: "Create Recording", level: 1 })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Privacy", { exact: true }).selectOption("public");
  await page.getByLabel("Upload Audio or Video File").setInputFiles(CLIP);
  await expect(page.getByTestId("attached-file")).toContainText("grazing-land.wav");
}

/** The form's own Publish (the header has a Publish menu too). */
function formPublish(page: Page) {
  return page.getByRole("form").getByRole("button", { name: "Publish", exact: true });
}

/** Closes the confirmation toast, which axe would measure while it fades in. */
async function dismissToast(page: Page) {
  const dismiss = page.getByRole("button", { name: "Dismiss notification" });
  if (await dismiss.count()) {
    await dismiss.first().click();
    await expect(dismiss).toHaveCount(0);
  }
}

for (const width of [390, 1280]) {
  test(`a contributor's draft names what publishing needs, then shows to everyone once published (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    // No fades: axe reads a toast's half-transparent text mid-fade as low contrast.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
    const title = `Grazing rota ${width} ${Date.now()}`;

    await startRecording(page, title);
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(page).toHaveURL(/\/recordings$/);
    const card = cardOf(page, title);
    await expect(card.getByText("Draft", { exact: true })).toBeVisible();

    // Its page says who sees the draft and offers Publish; the missing fields are named.
    await card.getByRole("link", { name: title, exact: true }).click();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const draft = page.getByRole("region", { name: "Draft" });
    await expect(draft).toContainText("This recording is a draft: only you can see it.");
    await expect(draft).toContainText("Once published, everyone can find it.");
    await draft.getByRole("button", { name: "Publish" }).click();
    const missing = draft.getByRole("alert");
    await expect(missing).toHaveText(
      "Before publishing, fill in: Domain and Description. Edit Details",
    );
    await dismissToast(page);
    await expectNoSeriousViolations(page, `draft page ${width}`);
    await page.screenshot({ path: path.join(SHOTS, `recording-publish-missing-${width}.png`) });

    // Edit Details: the form marks them too when Publish is pressed before filling them.
    await missing.getByRole("link", { name: "Edit Details" }).click();
    await expect(page.getByRole("heading", { name: "Edit Recording", level: 1 })).toBeVisible();
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();
    await formPublish(page).click();
    await expect(
      page.getByText("Before publishing, fill in: Domain and Description."),
    ).toBeVisible();
    await expect(page.getByText("Domain is required to publish")).toBeVisible();
    await expect(page.getByText("Description is required to publish")).toBeVisible();
    await expect(page.getByLabel("Domain", { exact: true })).toBeFocused();
    await expectNoSeriousViolations(page, `form missing ${width}`);

    await page.getByLabel("Domain", { exact: true }).selectOption("Land & Environment");
    await page
      .getByLabel("Description", { exact: true })
      .fill("Who grazes which pasture, week by week.");
    await expect(page.getByText(/is required to publish/)).toHaveCount(0);
    await formPublish(page).click();
    await expect(page).toHaveURL(/\/recordings$/);
    await expect(page.getByText("Recording published", { exact: true })).toBeVisible();
    await expect(cardOf(page, title)).toBeVisible();
    await expect(cardOf(page, title).getByText("Draft", { exact: true })).toHaveCount(0);

    // A signed-out visitor finds it in the hub and opens it.
    const visitor = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    try {
      const anonymous = await visitor.newPage();
      await anonymous.goto(`/recordings?search=${encodeURIComponent(title)}`);
      const shown = cardOf(anonymous, title);
      await expect(shown).toBeVisible();
      await expect(shown.getByText("Draft", { exact: true })).toHaveCount(0);
      await expectNoSeriousViolations(anonymous, `hub signed out ${width}`);
      await anonymous.screenshot({
        path: path.join(SHOTS, `recording-publish-visitor-${width}.png`),
        fullPage: true,
      });
      await shown.getByRole("link", { name: title, exact: true }).click();
      await expect(anonymous.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(anonymous.getByRole("region", { name: "Draft" })).toHaveCount(0);
      await expect(
        anonymous.getByRole("main").getByRole("button", { name: "Publish", exact: true }),
      ).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });

  test(`a free member meets the Contributor plan's dialog; declining keeps the draft (${width} px)`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await apiSignUp(page.request, "Fiona Free");
    const title = `Free member's rota ${width} ${Date.now()}`;

    await startRecording(page, title, { freeAccount: true });
    await page.getByLabel("Domain", { exact: true }).selectOption("Land & Environment");
    await page
      .getByLabel("Description", { exact: true })
      .fill("Who grazes which pasture, week by week.");
    await formPublish(page).click();
    const gate = page.getByRole("dialog", { name: "Upgrade to Contributor" });
    await expect(gate).toBeVisible();
    await expect(gate).toContainText("Publishing recordings needs the Contributor plan.");
    await expectNoSeriousViolations(page, `gate ${width}`, '[role="dialog"]');
    await page.screenshot({ path: path.join(SHOTS, `recording-publish-gate-${width}.png`) });
    await gate.getByRole("button", { name: "Not Now" }).click();
    await expect(gate).toBeHidden();
    await expect(
      page.getByText(
        "Your changes are saved as a draft. Publishing requires the Contributor plan.",
      ),
    ).toBeVisible();

    // The draft was kept; the recording page meets the same dialog.
    await page.goto("/recordings");
    const card = cardOf(page, title);
    await expect(card.getByText("Draft", { exact: true })).toBeVisible();
    await card.getByRole("link", { name: title, exact: true }).click();
    await page
      .getByRole("region", { name: "Draft" })
      .getByRole("button", { name: "Publish" })
      .click();
    await expect(page.getByRole("dialog", { name: "Upgrade to Contributor" })).toBeVisible();
    await page.getByRole("button", { name: "Not Now" }).click();
    await expect(page.getByText("Publishing requires the Contributor plan.")).toBeVisible();

    // Nobody else sees it.
    const visitor = await playwright.request.newContext({ baseURL });
    try {
      const listed = await visitor.get(`/api/recordings?search=${encodeURIComponent(title)}`);
      expect(listed.status()).toBe(200);
      expect(((await listed.json()) as { total: number }).total).toBe(0);
    } finally {
      await visitor.dispose();
    }
  });

  test(`the form checks its fields before sending and keeps the place and transcript lines (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
    const title = `Pasture meeting ${width} ${Date.now()}`;

    await startRecording(page, title);
    await page.getByLabel("City", { exact: true }).fill("Törbel, Valais");
    await page.getByLabel("Country", { exact: true }).fill("Switzerland");
    await page.getByLabel("Transcript", { exact: true }).fill("First line.\n\nSecond line.");
    const date = page.getByLabel("Date", { exact: true });
    await date.fill("");
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please correct the marked fields.");
    await expect(date).toHaveAccessibleDescription("Date is required");
    await expect(date).toBeFocused();
    await expectNoSeriousViolations(page, `refused date ${width}`, "form");
    await page.screenshot({ path: path.join(SHOTS, `recording-form-refused-${width}.png`) });

    await date.fill("2026-05-04");
    await expect(date).not.toHaveAttribute("aria-invalid");
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(page).toHaveURL(/\/recordings$/);

    // Opened again: the place as City and Country, one line per segment.
    await cardOf(page, title).getByRole("link", { name: title, exact: true }).click();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const id = new URL(page.url()).pathname.split("/").pop();
    await page.goto(`/publish/recording/${id}`);
    await expect(page.getByRole("heading", { name: "Edit Recording", level: 1 })).toBeVisible();
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("Törbel, Valais");
    await expect(page.getByLabel("Country", { exact: true })).toHaveValue("Switzerland");
    await expect(page.getByLabel("Transcript", { exact: true })).toHaveValue(
      "First line.\nSecond line.",
    );
    await expect(date).toHaveValue("2026-05-04");
  });
}
