import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  DEMO_CONTRIBUTOR,
  apiLogin,
  apiSignUp,
  writeDraftPastContributorOffer,
  expectNoSeriousViolations,
  fakeMicrophone,
} from "./helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const SPEECH = path.resolve(here, "../../apps/server/test/fixtures/speech");
/** Read speech the fake microphone plays (Chromium loops it). */
const MICROPHONE_CLIP = path.join(SPEECH, "water-committee.wav");
const SHOTS = process.env.RECORDINGS_SHOTS_DIR ?? path.resolve(here, "../../test-results");

// Chromium's fake microphone, fed with a clip of read speech, and no permission prompt.
test.use(fakeMicrophone(MICROPHONE_CLIP));

function cardOf(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
}

test("record with the microphone, upload, see processing finish, edit a transcript line and keep it", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await apiSignUp(page.request, "Rita Recorder");
  const title = `Canal walk ${Date.now()}`;

  await page.goto("/recordings");
  await expect(page.getByRole("heading", { name: "Recordings", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New Recording" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Recording" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("recorder-size")).toHaveText("0.00 MB");

  await dialog.getByRole("button", { name: "Start Recording" }).click();
  await expect(dialog.getByRole("button", { name: "Stop Recording" })).toBeVisible();
  await expect(dialog.getByTestId("recorder-timer")).toHaveText("00:03", { timeout: 8_000 });
  await expect(dialog.getByTestId("recorder-size")).not.toHaveText("0.00 MB");
  await expect(dialog.getByTestId("recorder-size")).toHaveText(/^\d+\.\d{2} MB$/);
  await page.screenshot({ path: path.join(SHOTS, "recordings-recorder-1280.png") });
  await dialog.getByRole("button", { name: "Stop Recording" }).click();

  await dialog.getByRole("button", { name: "Play" }).click();
  await expect(dialog.getByRole("button", { name: "Pause" })).toBeVisible();
  await dialog.getByRole("button", { name: "Pause" }).click();
  await expect(dialog.getByRole("button", { name: "Play" })).toBeVisible();

  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Participants consented to being recorded").check();
  await dialog.getByLabel("Participants consented to transcription").check();
  await dialog.getByLabel("Participants consented to AI analysis").check();
  await expectNoSeriousViolations(page, "recorder", '[role="dialog"]');
  // The take, kept on the device as it was recorded, goes up resumably.
  const sent: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/recordings")) sent.push(`${request.method()} ${pathname}`);
  });
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  expect(sent).toContain("POST /api/recordings/uploads");
  expect(sent.some((call) => /^PATCH \/api\/recordings\/uploads\/[\w-]+$/.test(call))).toBe(true);
  expect(
    sent.some((call) => /^POST \/api\/recordings\/uploads\/[\w-]+\/complete$/.test(call)),
  ).toBe(true);
  expect(sent).not.toContain("POST /api/recordings");

  const card = cardOf(page, title);
  await expect(card).toBeVisible();
  // The card follows the job without a reload: processing -> transcribing -> analyzing -> completed.
  await expect(card.getByText("Completed")).toBeVisible({ timeout: 120_000 });
  await page.screenshot({ path: path.join(SHOTS, "recordings-hub-1280.png"), fullPage: true });

  await card.getByRole("button", { name: `Edit Details: ${title}` }).click();
  const editor = page.getByRole("dialog", { name: title });
  await expect(editor).toBeVisible();
  const transcript = editor.getByRole("list", { name: "Transcript" });
  await expect(transcript).toBeVisible();
  await editor.getByRole("button", { name: "Edit", exact: true }).click();
  const line = editor.getByLabel("Text, line 1");
  await line.fill("The water committee met at the canal");
  await editor.getByRole("button", { name: "Save", exact: true }).click();
  await expect(editor.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
  await expect(editor.getByText("The water committee met at the canal")).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, "recordings-editor-1280.png") });

  await page.reload();
  await cardOf(page, title).getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("The water committee met at the canal")).toBeVisible();
  await expectNoSeriousViolations(page, "detail");
  await page.screenshot({ path: path.join(SHOTS, "recordings-detail-1280.png"), fullPage: true });

  // The player seeks where a line starts; the file is served with ranges.
  const file = await page.request.get(
    (await page.getByLabel(`Player: ${title}`).getAttribute("src"))!,
    { headers: { Range: "bytes=0-99" } },
  );
  expect(file.status()).toBe(206);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download", exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/\.(webm|ogg|weba)$/);
});

test("upload a WAV through the form, auto-transcribe it and publish", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // Publishing needs the Contributor plan (a free member meets it: recording-publish.spec.ts).
  await apiLogin(page.request, DEMO_CONTRIBUTOR.email, DEMO_CONTRIBUTOR.password);
  const title = `Irrigation turns ${Date.now()}`;

  await page.goto("/publish/recording");
  await expect(page.getByRole("heading", { name: "Create Recording", level: 1 })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Domain").selectOption("Water & Oceans");
  await page.getByLabel("City").fill("Törbel");
  await page.getByLabel("Country").fill("Switzerland");
  await page.getByLabel("Description").fill("Who opens the gate when, read aloud.");
  await page.getByLabel("Participants consented to being recorded").check();
  await page.getByLabel("Participants consented to transcription").check();
  await page.getByLabel("Participants consented to AI analysis").check();
  await page.getByRole("textbox", { name: "Tags" }).fill("irrigation");
  await page.getByRole("textbox", { name: "Tags" }).press("Enter");
  await expect(page.getByRole("list", { name: "Added tags" })).toContainText("irrigation");
  await page
    .getByLabel("Upload Audio or Video File")
    .setInputFiles(path.join(SPEECH, "irrigation-turns.wav"));
  await expect(page.getByTestId("attached-file")).toContainText("irrigation-turns.wav");
  await expect(page.getByLabel("Duration")).not.toHaveValue("");
  await expectNoSeriousViolations(page, "form");
  await page.screenshot({ path: path.join(SHOTS, "recordings-form-390.png"), fullPage: true });

  await page.getByRole("button", { name: "Auto-transcribe" }).click();
  await expect(page.getByRole("textbox", { name: "Transcript" })).not.toHaveValue("", {
    timeout: 120_000,
  });
  await expect(page.getByRole("textbox", { name: "Transcript" })).toHaveValue(
    /water|farmer|gate|field/i,
  );
  await page.getByRole("button", { name: "Summarize" }).click();
  await expect(page.getByRole("textbox", { name: "Summary" })).not.toHaveValue("", {
    timeout: 120_000,
  });
  await page.screenshot({
    path: path.join(SHOTS, "recordings-form-filled-390.png"),
    fullPage: true,
  });

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/recordings$/);
  const card = cardOf(page, title);
  await expect(card).toBeVisible();
  // The confirmation toast is still fading in (axe would measure it half transparent): dismiss it.
  await page.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(page.getByText("Recording published")).toBeHidden();
  await expectNoSeriousViolations(page, "hub 390");
  await page.screenshot({ path: path.join(SHOTS, "recordings-hub-390.png"), fullPage: true });

  // The card's inline player plays the uploaded file.
  await card.getByRole("button", { name: `Play: ${title}` }).click();
  const player = card.getByLabel(`Player: ${title}`, { exact: true });
  await expect(player).toBeVisible();
  await expect
    .poll(() => player.evaluate((el) => (el as HTMLMediaElement).duration), { timeout: 10_000 })
    .toBeGreaterThan(1);

  // Its page: the editor at 390 px, the form in edit mode, then Delete.
  await card.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel("Text, line 1")).toBeVisible();
  await expectNoSeriousViolations(page, "editor 390");
  await page.screenshot({ path: path.join(SHOTS, "recordings-editor-390.png") });
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await page.getByRole("link", { name: "Edit Details" }).click();
  await expect(page.getByRole("heading", { name: "Edit Recording", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("City")).toHaveValue("Törbel");
  await expect(page.getByRole("list", { name: "Added tags" })).toContainText("irrigation");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/recordings$/);
  await cardOf(page, title).getByRole("link", { name: title, exact: true }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/recordings$/);
  await expect(cardOf(page, title)).toHaveCount(0);
});

test("the form's Start/Stop Recording captures audio from the microphone and attaches it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await apiSignUp(page.request, "Mika Microphone");
  const title = `Form capture ${Date.now()}`;
  await page.goto("/publish/recording");
  await writeDraftPastContributorOffer(page, "recordings");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Start Recording" }).click();
  await expect(page.getByTestId("form-timer")).toHaveText(/0:02$/, { timeout: 8_000 });
  await page.getByRole("button", { name: "Stop Recording" }).click();
  await expect(page.getByTestId("attached-file")).toContainText(
    /recording-\d{4}-\d{2}-\d{2}\.webm/,
  );
  await expect(page.getByLabel("Duration")).toHaveValue(/^00:0[2-4]$/);
  await page.screenshot({ path: path.join(SHOTS, "recordings-form-capture-1280.png") });
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page).toHaveURL(/\/recordings$/);
  const card = cardOf(page, title);
  await expect(card).toBeVisible();
  await expect(card).toContainText(/00:0[2-4]/);
});

test("signed out: the form asks to log in, the hub asks to sign in before recording", async ({
  page,
}) => {
  await page.goto("/publish/recording");
  await expect(
    page.getByRole("heading", { name: "Please log in to create recordings" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Login / Signup" })).toBeVisible();
  await page.goto("/recordings");
  await expect(page.getByRole("heading", { name: "Recordings", level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, "hub signed out");
  await page.getByRole("button", { name: "New Recording" }).first().click();
  await expect(page.getByRole("dialog")).toContainText("Sign in to record");
});
